import type { RdiCard } from '../contracts/rdi-answers';
import { chileTime, itemWorkbook, priorityName } from '../items/item-workbook';

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
export function rdiWorkbook(projectName: string, rdis: readonly RdiCard[]): Promise<Buffer> {
  const sheet = { title: `RDI de ${projectName}`, tab: 'RDI', headers: RDI_EXPORT_HEADERS, widths: WIDTHS };
  return itemWorkbook(
    sheet,
    rdis.map((rdi) => [
      rdi.number,
      rdi.title,
      rdi.specialties.map((specialty) => specialty.name).join(', '),
      rdi.subject.name,
      priorityName(rdi.priority),
      rdi.status === 3 ? 'Finalizada' : 'Pendiente',
      rdi.responsable_user?.name ?? '',
      rdi.created_by_user.name,
      chileTime(rdi.created_at),
      rdi.critical_date ?? '',
      chileTime(rdi.ended_at),
      rdi.waitingtime,
      `${rdi.approval_checks.length} de 3`,
    ]),
  );
}
