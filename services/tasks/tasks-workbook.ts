import type { TaskCard } from '../contracts/task-answers';
import {
  CREATOR_COLUMN,
  type ItemColumn,
  itemWorkbook,
  NUMBER_COLUMN,
  PENDING_OR_FINISHED_COLUMN,
  PRIORITY_COLUMN,
  timeColumns,
  titleColumn,
} from '../items/item-workbook';

/** The task sheet's columns, in order. */
const TASK_COLUMNS: ReadonlyArray<ItemColumn<TaskCard>> = [
  NUMBER_COLUMN,
  titleColumn(48),
  { header: 'Código', width: 10, cell: (task) => task.code?.sku ?? '' },
  { header: 'Especialidad', width: 28, cell: (task) => task.code?.specialties ?? '' },
  PRIORITY_COLUMN,
  PENDING_OR_FINISHED_COLUMN,
  CREATOR_COLUMN,
  { header: 'Responsable', width: 26, cell: (task) => task.responsable_user.name },
  ...timeColumns({ created: 'Creada', finished: 'Finalizada' }),
  { header: 'Privada', width: 10, cell: (task) => (task.private ? 'Sí' : 'No') },
];

/** A project's tasks as an Excel workbook: one row per task, header frozen and filterable. */
export const tasksWorkbook = (projectName: string, tasks: readonly TaskCard[]) =>
  itemWorkbook('Tareas', projectName, TASK_COLUMNS, tasks);
