import ExcelJS from 'exceljs';
import { chileTime, PRIORITIES } from '../tasks/tasks-workbook';
import type { RdiCard } from './rdi-listings.query';

/** Spanish headers, in the order of the sheet. */
export const RDI_EXPORT_HEADERS = [
  'Nº',
  'Título',
  'Especialidades',
  'Materia',
  'Prioridad',
  'Estado',
  'Responde',
  'Creador',
  'Creada',
  'Fecha crítica',
  'Finalizada',
  'Tiempo de espera (días)',
  'Aprobaciones',
];
const WIDTHS = [8, 48, 30, 24, 12, 12, 12, 26, 20, 14, 20, 14, 14];

/** A project's RDI as an Excel workbook: one row per RDI, header frozen and filterable. */
export async function rdiWorkbook(projectName: string, rdis: readonly RdiCard[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Faena';
  workbook.title = `RDI de ${projectName}`;
  const sheet = workbook.addWorksheet('RDI', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RDI_EXPORT_HEADERS.map((header, index) => ({ header, width: WIDTHS[index] }));
  sheet.getRow(1).font = { bold: true };
  for (const rdi of rdis) {
    sheet.addRow([
      rdi.number,
      rdi.title,
      rdi.specialties.map((specialty) => specialty.name).join(', '),
      rdi.subject.name,
      PRIORITIES[rdi.priority] ?? '',
      rdi.status === 3 ? 'Finalizada' : 'Pendiente',
      rdi.responsable_user?.name ?? '',
      rdi.created_by_user.name,
      chileTime(rdi.created_at),
      rdi.critical_date ?? '',
      chileTime(rdi.ended_at),
      rdi.waitingtime,
      `${rdi.approval_checks.length} de 3`,
    ]);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: RDI_EXPORT_HEADERS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
