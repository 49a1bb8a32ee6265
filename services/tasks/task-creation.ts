import { Inject, Injectable } from '@nestjs/common';
import type { TaskDetail } from '../contracts/task-answers';
import { checkedInlineFiles } from '../files/inline-files';
import { copiesAndReminder } from '../items/item-form';
import { NumberedItemCreation } from '../items/numbered-item-creation';
import { ItemMails } from '../mail/item-mails';
import type { Actor } from '../platform/commands/actor';
import { type CommandContext, createdId } from '../platform/commands/command-context';
import { DomainError } from '../platform/domain-error';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import type { TaskFormFields } from './dto/task-form.dto';
import type { TaskCommand } from './task.decider';
import { TaskAnswers } from './task-answers';
import { TaskCommands, taskProjectFacts, taskRequest } from './task-command';
import { taskNumbers } from './task-numbers';

/** Spec 3: files go with the form (and with a reply) as `files[]`. */
export const TASK_FILES_FIELD = 'files[]';

/** What the form does not say: the code ('Crear Consulta') and whether it is a possible additional. */
export interface TaskKind {
  codeId: number | null;
  possibleAdditional: boolean;
}

/**
 * Creating a task from its form, for 'Crear Consulta' (`/tasks/create`) and 'Crear Posible
 * Adicional' (`/additionals/createAdditionalLikely`), as every numbered item is created.
 */
@Injectable()
export class TaskCreation {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly creation: NumberedItemCreation,
    private readonly mails: ItemMails,
    private readonly answers: TaskAnswers,
    private readonly tasks: TaskCommands,
  ) {}

  async create(
    form: TaskFormFields,
    kind: TaskKind,
    files: Express.Multer.File[] | undefined,
    context: CommandContext,
    actor: Actor,
  ): Promise<TaskDetail | null> {
    const inline = await checkedInlineFiles(1, files);
    const taskId = createdId(context, 'task');
    const participantIds = form.participants ?? [];
    const project = await taskProjectFacts(this.reads, form.project_id, [form.responsable, ...participantIds]);
    const command = (number: number, fileIds: string[]): TaskCommand => ({
      type: 'CreateTask',
      taskId,
      project,
      number,
      fileIds,
      title: form.title.trim(),
      description: form.description,
      priority: form.priority ?? 1,
      codeId: kind.codeId,
      responsibleId: form.responsable,
      participantIds,
      criticalDate: form.critical_date ?? null,
      private: form.private ?? false,
      checklist: (form.subtareas ?? []).map((subtask, index) => ({
        id: createdId(context, `checklist-${index}`),
        description: subtask.title.trim(),
      })),
      ...copiesAndReminder(form),
      possibleAdditional: kind.possibleAdditional,
    });
    const { created } = await this.creation.create(context, {
      projectId: form.project_id,
      itemId: taskId,
      register: taskNumbers,
      // A possible additional's files are its own upload type (7), as the upload center records them.
      files: {
        owner: { type: kind.possibleAdditional ? 'possible_additional' : 'task', ids: { task_id: taskId } },
        inline,
      },
      creation: ({ number }, fileIds) => taskRequest(context, command(number, fileIds)),
      commands: this.tasks,
      unnumbered: () => new DomainError('task.number', 'No se pudo numerar la tarea.', 409),
    });
    const task = await this.answers.answer(actor, taskId);
    // A repeated request sent its copies the first time.
    if (task && !created.duplicate && form.copy_to?.length) await this.mails.copies('task', task, form.copy_to);
    return task;
  }
}
