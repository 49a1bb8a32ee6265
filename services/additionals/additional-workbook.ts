import type { AdditionalCard } from '../contracts/additional-answers';
import { ITEM_COLUMNS, type ItemColumn, itemWorkbook } from '../items/item-workbook';

const AMOUNT = '#,##0.00';
const RESPONDERS: Record<number, string> = { 1: 'ITO', 2: 'Jefe OT' };

/** The additional sheet's columns, in order; amounts and the approved progress (a percentage) formatted as numbers. */
const ADDITIONAL_COLUMNS: ReadonlyArray<ItemColumn<AdditionalCard>> = [
  ITEM_COLUMNS.number,
  { header: 'Código', width: 14, cell: (additional) => additional.code },
  ITEM_COLUMNS.title(44),
  { header: 'Tipo', width: 22, cell: (additional) => additional.type.name },
  {
    header: 'Especialidades',
    width: 30,
    cell: (additional) => additional.specialties.map((specialty) => specialty.name).join(', '),
  },
  ITEM_COLUMNS.priority,
  { header: 'Estado', width: 16, cell: (additional) => additional.statustext },
  {
    header: 'Responde',
    width: 12,
    cell: (additional) => (additional.response_status ? RESPONDERS[additional.response_status] : ''),
  },
  { header: 'Revisión', width: 10, cell: (additional) => additional.last_revision.revision },
  { header: 'Moneda', width: 9, cell: (additional) => additional.last_revision.currency_info.code },
  {
    header: 'Monto solicitado',
    width: 18,
    numberFormat: AMOUNT,
    cell: (additional) => additional.last_revision.total_requested,
  },
  { header: 'Avance aprobado', width: 14, numberFormat: '0.00%', cell: (additional) => additional.total_progress },
  { header: 'Monto aprobado', width: 18, numberFormat: AMOUNT, cell: (additional) => additional.total_amount },
  ITEM_COLUMNS.creator,
  ...ITEM_COLUMNS.times({ created: 'Creado', finished: 'Finalizado' }),
];

/** A project's additionals as an Excel workbook: one row per additional, header frozen and filterable. */
export const additionalWorkbook = (projectName: string, additionals: readonly AdditionalCard[]) =>
  itemWorkbook('Adicionales', projectName, ADDITIONAL_COLUMNS, additionals);
