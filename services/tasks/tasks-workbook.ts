import type { TaskCard } from '../contracts/task-answers';
import { ITEM_COLUMNS, type ItemColumn, itemWorkbook } from '../items/item-workbook';

/** The task sheet's columns, in order. */
const TASK_COLUMNS: ReadonlyArray<ItemColumn<TaskCard>> = [
  ITEM_COLUMNS.number,
  ITEM_COLUMNS.title(48),
  { header: 'Código', width: 10, cell: (task) => task.code?.sku ?? '' },
  { header: 'Especialidad', width: 28, cell: (task) => task.code?.specialties ?? '' },
  ITEM_COLUMNS.priority,
  ITEM_COLUMNS.pendingOrFinished,
  ITEM_COLUMNS.creator,
  { header: 'Responsable', width: 26, cell: (task) => task.responsable_user.name },
  ...ITEM_COLUMNS.times({ created: 'Creada', finished: 'Finalizada' }),
  { header: 'Privada', width: 10, cell: (task) => (task.private ? 'Sí' : 'No') },
];

/** A project's tasks as an Excel workbook: one row per task, header frozen and filterable. */
export const tasksWorkbook = (projectName: string, tasks: readonly TaskCard[]) =>
  itemWorkbook('Tareas', projectName, TASK_COLUMNS, tasks);
