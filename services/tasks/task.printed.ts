import { readableTask } from '../../projections/tasks/tasks.policy';
import type { TaskDetail } from '../contracts/task-answers';
import { conversationDraft, type PrintedDraft, type PrintedKind } from '../items/printed-item';
import { TaskIdDto } from './dto/task-calls.dto';
import { taskView } from './task-view';

const printedTask = (task: TaskDetail, label: string): PrintedDraft =>
  conversationDraft(task, `${label} Nº ${task.number}: ${task.title}`, {
    kind: 'task',
    facts: [['Responsable', task.responsable_user.name]],
  });

/** 'Descargar PDF' of a task (or a possible additional, titled as one). */
export const taskPdf: PrintedKind = {
  call: 'tasks/getPdf',
  body: TaskIdDto,
  idField: 'task_id',
  fileName: 'tarea',
  draft: async (reads, joins, actor, id, now) => {
    const task = await taskView(reads, joins, actor, await readableTask(reads, actor, id), now);
    return printedTask(task, task.is_posible_additional ? 'Posible Adicional' : 'Tarea');
  },
};
