import { formatDateTime } from '../../lib/chile-date';
import { formatWaiting } from '../../lib/format';
import { additionalLink, paymentStatusesLink, rdiLink, taskLink } from '../../lib/item-links';
import type { EntryReference, EntryRow } from './site-book-types';

const DAY_MS = 86_400_000;

/** 'Folio Nº 7', or 'Borrador' for the author's own draft, which has no number yet. */
export const folioName = (row: Pick<EntryRow, 'folio' | 'status'>): string =>
  row.status === 'draft' || row.folio === null ? 'Borrador' : `Folio Nº ${row.folio}`;

/** When and by whom it was signed, as the index and the signature block show it. */
export const signedText = (row: Pick<EntryRow, 'signed_at'>): string =>
  row.signed_at ? formatDateTime(row.signed_at) : 'Sin firmar';

/**
 * Who took notice of a signed folio: 'Conocimiento: 2 de 3', and while someone still must, how
 * long the oldest pending notice has waited (since the signature: every notice is due from then).
 * Null for a draft and for a folio nobody must take notice of.
 */
export function noticeState(row: Pick<EntryRow, 'signed_at' | 'notices' | 'notice_pending'>, now: Date): string | null {
  const due = row.notices.length + row.notice_pending.length;
  if (!row.signed_at || due === 0) return null;
  const count = `Conocimiento: ${row.notices.length} de ${due}`;
  if (row.notice_pending.length === 0) return count;
  const days = Math.max(0, now.getTime() - new Date(row.signed_at).getTime()) / DAY_MS;
  return `${count} · pendiente hace ${formatWaiting(days)}`;
}

/** Where a reference opens: the item's own deep link; an Estado de Pago opens its additionals' table. */
export function referenceLink(reference: Pick<EntryReference, 'item_type' | 'item_id'>): string {
  switch (reference.item_type) {
    case 'task':
      return taskLink(reference.item_id);
    case 'rdi':
      return rdiLink(reference.item_id);
    case 'additional':
      return additionalLink(reference.item_id);
    case 'payment_status':
      return paymentStatusesLink();
  }
}
