import ExcelJS from 'exceljs';
import { PRIORITY_NAMES } from '../items/item-history-texts';
import type { TaskCard } from './task-listings.query';

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

export const PRIORITIES: Readonly<Record<number, string>> = PRIORITY_NAMES;
const WIDTHS = [8, 48, 10, 28, 12, 12, 26, 26, 20, 14, 20, 14, 10];

/** An instant as the sheet shows it: Chile's date and time. */
export const chileTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

/** A project's tasks as an Excel workbook: one row per task, header frozen and filterable. */
export async function tasksWorkbook(projectName: string, tasks: readonly TaskCard[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Faena';
  workbook.title = `Tareas de ${projectName}`;
  const sheet = workbook.addWorksheet('Tareas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TASK_EXPORT_HEADERS.map((header, index) => ({ header, width: WIDTHS[index] }));
  sheet.getRow(1).font = { bold: true };
  for (const task of tasks) {
    sheet.addRow([
      task.number,
      task.title,
      task.code?.sku ?? '',
      task.code?.specialties ?? '',
      PRIORITIES[task.priority] ?? '',
      task.status === 3 ? 'Finalizada' : 'Pendiente',
      task.created_by_user.name,
      task.responsable_user.name,
      chileTime(task.created_at),
      task.critical_date ?? '',
      chileTime(task.ended_at),
      task.waitingtime,
      task.private ? 'Sí' : 'No',
    ]);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: TASK_EXPORT_HEADERS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
