import type { TaskCard } from '../contracts/task-answers';
import { chileTime, itemWorkbook, priorityName } from '../items/item-workbook';

/** Spanish headers, in the order of the sheet. */
export const TASK_EXPORT_HEADERS = [
  'Nº',
  'Título',
  'Código',
  'Especialidad',
  'Prioridad',
  'Estado',
  'Creador',
  'Responsable',
  'Creada',
  'Fecha crítica',
  'Finalizada',
  'Tiempo de espera (días)',
  'Privada',
];

const WIDTHS = [8, 48, 10, 28, 12, 12, 26, 26, 20, 14, 20, 14, 10];

/** A project's tasks as an Excel workbook: one row per task, header frozen and filterable. */
export function tasksWorkbook(projectName: string, tasks: readonly TaskCard[]): Promise<Buffer> {
  const sheet = { title: `Tareas de ${projectName}`, tab: 'Tareas', headers: TASK_EXPORT_HEADERS, widths: WIDTHS };
  return itemWorkbook(
    sheet,
    tasks.map((task) => [
      task.number,
      task.title,
      task.code?.sku ?? '',
      task.code?.specialties ?? '',
      priorityName(task.priority),
      task.status === 3 ? 'Finalizada' : 'Pendiente',
      task.created_by_user.name,
      task.responsable_user.name,
      chileTime(task.created_at),
      task.critical_date ?? '',
      chileTime(task.ended_at),
      task.waitingtime,
      task.private ? 'Sí' : 'No',
    ]),
  );
}
