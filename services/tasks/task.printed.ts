import { plainText } from '../../projections/tasks/task-text';
import { readableTask } from '../../projections/tasks/tasks.policy';
import type { TaskDetail } from '../contracts/task-answers';
import {
  fileNames,
  interactionsSection,
  type PrintedDraft,
  type PrintedKind,
  printedDay,
  printedFacts,
  printedStatus,
  printedTime,
} from '../items/printed-item';
import { TaskIdDto } from './dto/task-calls.dto';
import { taskView } from './task-view';

function printedTask(task: TaskDetail, label: string): PrintedDraft {
  const all = [...task.attachments, ...task.interactions.flatMap((interaction) => interaction.attachments)];
  return {
    item: {
      heading: `${label} Nº ${task.number}: ${task.title}`,
      project: task.project.name,
      facts: printedFacts([
        ['Estado', printedStatus(task.status)],
        ['Creada por', task.created_by_user.name],
        ['Fecha de creación', printedTime(task.created_at)],
        ['Responsable', task.responsable_user.name],
        ['Fecha crítica', printedDay(task.critical_date)],
      ]),
      description: plainText(task.description),
      sections: interactionsSection(task.interactions),
      files: fileNames(all),
    },
    attachments: all,
  };
}

/** 'Descargar PDF' of a task (or a possible additional, titled as one). */
export const taskPdf: PrintedKind = {
  call: 'tasks/getPdf',
  body: TaskIdDto,
  idField: 'task_id',
  fileName: 'tarea',
  draft: async (reads, links, actor, id, now) => {
    const task = await taskView(reads, links, actor, await readableTask(reads, actor, id), now);
    return printedTask(task, task.is_posible_additional ? 'Posible Adicional' : 'Tarea');
  },
};
