import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { itemStateName } from '../../../../../services/contracts/item-states';
import { formatDateTime, formatDay } from '../../../lib/chile-date';
import { formatAmount, formatCount, formatPercent } from '../../../lib/format';
import { PRIORITY_NAMES } from '../../../lib/item-rules';

/** An item as its detail call answers it: read field by field, by path. */
export type PastItem = Record<string, unknown>;

/** One line of the item as it stood: a Spanish label and the value shown (null: not shown). */
export interface PastField {
  label: string;
  value: (item: PastItem) => string | null;
  /** A description written as markdown (or HTML), shown formatted. */
  rich?: true;
}

/** The value at a dotted path (`responsable_user.name`), or undefined. */
function at(item: PastItem, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const text =
  (path: string) =>
  (item: PastItem): string | null => {
    const value = at(item, path);
    return typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
  };
const day = (path: string) => (item: PastItem) => {
  const value = text(path)(item);
  return value && formatDay(value);
};
const instant = (path: string) => (item: PastItem) => {
  const value = text(path)(item);
  return value && formatDateTime(value);
};
const priority = (item: PastItem) => PRIORITY_NAMES[at(item, 'priority') as 1 | 2 | 3] ?? null;
const count = (path: string, one: string, many: string) => (item: PastItem) => {
  const value = at(item, path);
  const size = Array.isArray(value) ? value.length : typeof value === 'number' ? value : null;
  return size === null ? null : formatCount(size, one, many);
};
const amount = (path: string, currencyPath?: string) => (item: PastItem) => {
  const value = at(item, path);
  return typeof value === 'number' ? formatAmount(value, (currencyPath && text(currencyPath)(item)) || '') : null;
};
const percent = (path: string) => (item: PastItem) => {
  const value = at(item, path);
  return typeof value === 'number' ? formatPercent(value * 100) : null;
};
const names = (path: string) => (item: PastItem) => {
  const value = at(item, path);
  if (!Array.isArray(value)) return null;
  const listed = value.map((person) => text('name')(person as PastItem)).filter(Boolean);
  return listed.length ? listed.join(', ') : 'Ninguno';
};
const state = (type: 'task' | 'rdi') => (item: PastItem) => itemStateName(type, at(item, 'status') === 3);

const description: PastField = { label: 'Descripción', value: text('description'), rich: true };
/** Shown of a signed folio only: a draft has no notices. */
const whenSigned =
  (value: PastField['value']) =>
  (item: PastItem): string | null =>
    at(item, 'status') === 'signed' ? value(item) : null;

/** The main fields of each item's detail, as its dialog names them. */
export const PAST_FIELDS: Record<HistoryItemType, readonly PastField[]> = {
  task: [
    { label: 'Tarea Nº', value: text('number') },
    { label: 'Título', value: text('title') },
    { label: 'Estado', value: state('task') },
    { label: 'Responsable', value: text('responsable_user.name') },
    { label: 'Participantes', value: names('participants') },
    { label: 'Prioridad', value: priority },
    { label: 'Privada', value: (item) => (at(item, 'private') === true ? 'Sí' : 'No') },
    { label: 'Fecha crítica', value: day('critical_date') },
    { label: 'Creada', value: instant('created_at') },
    { label: 'Finalizada', value: instant('ended_at') },
    { label: 'Interacciones', value: count('interactions', 'interacción', 'interacciones') },
    description,
  ],
  rdi: [
    { label: 'RDI Nº', value: text('number') },
    { label: 'Título', value: text('title') },
    { label: 'Estado', value: state('rdi') },
    { label: 'Debe responder', value: text('responsable_user.name') },
    { label: 'Materia', value: text('subject.name') },
    { label: 'Prioridad', value: priority },
    { label: 'Fecha crítica', value: day('critical_date') },
    { label: 'Creada', value: instant('created_at') },
    { label: 'Finalizada', value: instant('ended_at') },
    { label: 'Respuestas oficiales', value: count('official_interactions', 'respuesta', 'respuestas') },
    { label: 'Interacciones', value: count('interactions', 'interacción', 'interacciones') },
    description,
  ],
  additional: [
    { label: 'Adicional Nº', value: text('number') },
    { label: 'Código', value: text('code') },
    { label: 'Título', value: text('title') },
    { label: 'Estado', value: text('statustext') },
    { label: 'Tipo', value: text('type.name') },
    { label: 'Prioridad', value: priority },
    { label: 'Monto solicitado', value: amount('last_revision.total_requested', 'last_revision.currency_info.code') },
    { label: 'Revisiones', value: count('revisions_count', 'revisión', 'revisiones') },
    { label: 'Avance aprobado', value: percent('total_progress') },
    { label: 'Monto aprobado', value: amount('total_amount', 'last_revision.currency_info.code') },
    { label: 'Estados de Pago', value: count('payment_statuses', 'estado de pago', 'estados de pago') },
    { label: 'Fecha crítica', value: day('critical_date') },
    { label: 'Creado', value: instant('created_at') },
    { label: 'Finalizado', value: instant('ended_at') },
  ],
  payment_status: [
    { label: 'Estado de Pago Nº', value: text('number') },
    { label: 'Estado', value: text('statustext') },
    { label: 'Avance', value: percent('progress') },
    { label: 'Monto', value: amount('amount') },
    { label: 'Solicitado por', value: text('created_by_user.name') },
    { label: 'Creado', value: instant('created_at') },
    description,
  ],
  project: [
    { label: 'Nombre', value: text('name') },
    { label: 'Código interno', value: text('internal_id') },
    { label: 'Tipo', value: text('type.name') },
    { label: 'Dirección', value: text('address') },
    { label: 'Valor del contrato', value: amount('details.contract_value', 'details.currency.name') },
    { label: 'Plazo', value: count('details.total_days', 'día', 'días') },
    { label: 'Inicio', value: day('details.start_date') },
    { label: 'Estado de la obra', value: text('status_board.status_board') },
    { label: 'Cerrado', value: (item) => (at(item, 'deleted_at') ? `Sí, el ${instant('deleted_at')(item)}` : 'No') },
    { label: 'Integrantes', value: count('members_count', 'integrante', 'integrantes') },
    description,
  ],
  user: [
    { label: 'Nombre', value: text('name') },
    { label: 'Email', value: text('email') },
    { label: 'Teléfono', value: text('info.phone') },
    { label: 'Dirección', value: text('info.address') },
  ],
  company: [{ label: 'Nombre', value: text('name') }, { label: 'Sitio web', value: text('url') }, description],
  site_book: [
    { label: 'Estado', value: (item) => (at(item, 'status') === 'closed' ? 'Cerrado' : 'Abierto') },
    { label: 'Abierto', value: instant('opened_at') },
    { label: 'Abierto por', value: text('opened_by.name') },
    { label: 'Cerrado', value: instant('closed_at') },
  ],
  site_book_entry: [
    { label: 'Folio Nº', value: text('folio') },
    { label: 'Estado', value: (item) => (at(item, 'status') === 'signed' ? 'Firmado' : 'Borrador') },
    { label: 'Tipo', value: text('type_name') },
    { label: 'Autor', value: text('author.name') },
    { label: 'Firmado', value: instant('signed_at') },
    { label: 'Código', value: text('code') },
    { label: 'Tomaron conocimiento', value: whenSigned(names('notices')) },
    { label: 'Deben tomar conocimiento', value: whenSigned(names('notice_pending')) },
    { label: 'Texto', value: text('text'), rich: true },
  ],
};

/** The lines shown of an item: the fields of its type that have a value. */
export function pastLines(type: HistoryItemType, item: PastItem) {
  return PAST_FIELDS[type].flatMap((field) => {
    const value = field.value(item);
    return value === null ? [] : [{ label: field.label, value, rich: field.rich ?? false }];
  });
}
