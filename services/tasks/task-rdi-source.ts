import { Inject, Injectable } from '@nestjs/common';
import { readableTask } from '../../projections/tasks/tasks.policy';
import type { RdiSource, RdiSourceLink } from '../items/rdi-source.port';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, commandStep } from '../platform/commands/command-context';
import { invalidValue } from '../platform/domain-error';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { TaskAnswers } from './task-answers';
import { TaskCommands, taskProjectFacts, taskRequest } from './task-command';

/** 'Enviar a RDI' of a task (or possible additional): the task decider's LinkRdi decides it (a private task is not sent). */
@Injectable()
export class TaskRdiSource implements RdiSource {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly tasks: TaskCommands,
    private readonly answers: TaskAnswers,
  ) {}

  async linkTo(
    actor: Actor,
    taskId: string,
    rdi: { projectId: string; rdiId: string },
    context: CommandContext,
  ): Promise<RdiSourceLink> {
    const task = await readableTask(this.reads, actor, taskId);
    if (task.project_id !== rdi.projectId) {
      throw invalidValue('rdi.task_project', 'La tarea no pertenece al proyecto de la RDI.', 'task_id');
    }
    const project = await taskProjectFacts(this.reads, rdi.projectId, []);
    const link = (rdiNumber: number) =>
      taskRequest(commandStep(context, 'task-link'), {
        type: 'LinkRdi',
        taskId,
        project,
        rdiId: rdi.rdiId,
        rdiNumber,
      });
    return {
      check: async () => {
        await this.tasks.check(link(0));
      },
      record: async (rdiNumber) => {
        await this.tasks.execute(link(rdiNumber));
      },
      answer: async () => this.answers.view(actor, await readableTask(this.reads, actor, taskId)),
    };
  }
}
