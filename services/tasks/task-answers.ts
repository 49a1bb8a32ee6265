import { Inject, Injectable } from '@nestjs/common';
import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { mayReadTask } from '../../projections/tasks/tasks.policy';
import type { TaskDetail } from '../contracts/task-answers';
import { FileLinks } from '../files/file-links';
import { LINKED_ITEMS, type LinkedItems } from '../items/linked-items';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import type { Actor } from '../platform/commands/actor';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
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

  /** The detail after a write; null when the writer no longer reads it (a private task handed on). */
  async answer(actor: Actor, taskId: string): Promise<TaskDetail | null> {
    const task = await this.reads.collection<TaskDetailDocument>(TASK_DETAILS).get(taskId);
    return task && mayReadTask(actor, task) ? this.view(actor, task) : null;
  }

  view(actor: Actor, task: TaskDetailDocument): Promise<TaskDetail> {
    return taskView(this.reads, { links: this.links, linked: this.linked }, actor, task, this.clock.now());
  }
}
