import { Inject, Injectable } from '@nestjs/common';
import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { mayReadTask } from '../../projections/tasks/tasks.policy';
import type { TaskDetail, TaskHead, TaskInteraction } from '../contracts/task-answers';
import { FileLinks } from '../files/file-links';
import { answerPart, type ThreadPart, WHOLE_THREAD } from '../items/item-thread';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { READ_STORE, type ReadStore, type Shared } from '../platform/read-store/read-store.port';
import { taskView } from './task-view';

/** The task detail a call answers (`task`), for the task calls and the possible additionals' alike. */
@Injectable()
export class TaskAnswers {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly links: FileLinks,
    @Inject(LINKED_ITEMS) private readonly linked: LinkedItems,
  ) {}

  /** The whole detail after a write (a new task's); null when the writer does not read it. */
  async answer(actor: Actor, taskId: string): Promise<TaskDetail | null> {
    const task = await this.reads.collection<TaskDetailDocument>(TASK_DETAILS).get(taskId);
    return task && mayReadTask(actor, task) ? this.view(actor, task) : null;
  }

  /**
   * A command's answer: the task's head and, for a reply, its interaction; null when the writer no
   * longer reads the task (a private task handed on).
   */
  async head(
    actor: Actor,
    taskId: string,
    interactionId: string | null = null,
  ): Promise<{ task: TaskHead; interaction: TaskInteraction | null } | null> {
    // Shared, not copied: a long thread would be copied whole for the one interaction answered.
    const task = await this.reads.collection<TaskDetailDocument>(TASK_DETAILS).getShared(taskId);
    if (!task || !mayReadTask(actor, task)) return null;
    const { interactions, ...head } = await this.view(actor, task, answerPart(interactionId));
    return { task: head, interaction: interactions[0] ?? null };
  }

  view(actor: Actor, task: Shared<TaskDetailDocument>, part: ThreadPart = WHOLE_THREAD): Promise<TaskDetail> {
    return taskView(this.reads, { links: this.links, linked: this.linked }, actor, task, this.clock.now(), part);
  }
}
