import type { AdditionalCard } from '../contracts/additional-answers';
import { chileTime, itemWorkbook, priorityName } from '../items/item-workbook';

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
/** Requested and approved amounts, and the approved progress as a percentage. */
const NUMBER_FORMATS = { 11: AMOUNT, 12: '0.00%', 13: AMOUNT };
const RESPONDERS: Record<number, string> = { 1: 'ITO', 2: 'Jefe OT' };

/** A project's additionals as an Excel workbook: one row per additional, header frozen and filterable. */
export function additionalWorkbook(projectName: string, additionals: readonly AdditionalCard[]): Promise<Buffer> {
  const sheet = {
    title: `Adicionales de ${projectName}`,
    tab: 'Adicionales',
    headers: ADDITIONAL_EXPORT_HEADERS,
    widths: WIDTHS,
    numberFormats: NUMBER_FORMATS,
  };
  return itemWorkbook(
    sheet,
    additionals.map((additional) => [
      additional.number,
      additional.code,
      additional.title,
      additional.type.name,
      additional.specialties.map((specialty) => specialty.name).join(', '),
      priorityName(additional.priority),
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
    ]),
  );
}
