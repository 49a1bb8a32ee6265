import ExcelJS from 'exceljs';
import { chileTime, PRIORITIES } from '../tasks/tasks-workbook';
import type { AdditionalCard } from './additional-view';

/** Spanish headers, in the order of the sheet. */
export const ADDITIONAL_EXPORT_HEADERS = [
  'Nº',
  'Código',
  'Título',
  'Tipo',
  'Especialidades',
  'Prioridad',
  'Estado',
  'Responde',
  'Revisión',
  'Moneda',
  'Monto solicitado',
  'Avance aprobado',
  'Monto aprobado',
  'Creador',
  'Creado',
  'Fecha crítica',
  'Finalizado',
  'Tiempo de espera (días)',
];
const WIDTHS = [8, 14, 44, 22, 30, 12, 16, 12, 10, 9, 18, 14, 18, 26, 20, 14, 20, 14];
const AMOUNT = '#,##0.00';
const AMOUNT_COLUMNS = [11, 13];
const PROGRESS_COLUMN = 12;
const RESPONDERS: Record<number, string> = { 1: 'ITO', 2: 'Jefe OT' };

/** A project's additionals as an Excel workbook: one row per additional, header frozen and filterable. */
export async function additionalWorkbook(projectName: string, additionals: readonly AdditionalCard[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Faena';
  workbook.title = `Adicionales de ${projectName}`;
  const sheet = workbook.addWorksheet('Adicionales', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ADDITIONAL_EXPORT_HEADERS.map((header, index) => ({ header, width: WIDTHS[index] }));
  sheet.getRow(1).font = { bold: true };
  for (const column of AMOUNT_COLUMNS) sheet.getColumn(column).numFmt = AMOUNT;
  sheet.getColumn(PROGRESS_COLUMN).numFmt = '0.00%';
  for (const additional of additionals) {
    sheet.addRow([
      additional.number,
      additional.code,
      additional.title,
      additional.type.name,
      additional.specialties.map((specialty) => specialty.name).join(', '),
      PRIORITIES[additional.priority] ?? '',
      additional.statustext,
      additional.response_status ? RESPONDERS[additional.response_status] : '',
      additional.last_revision.revision,
      additional.last_revision.currency_info.code,
      additional.last_revision.total_requested,
      additional.total_progress,
      additional.total_amount,
      additional.created_by_user.name,
      chileTime(additional.created_at),
      additional.critical_date ?? '',
      chileTime(additional.ended_at),
      additional.waitingtime,
    ]);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: ADDITIONAL_EXPORT_HEADERS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
