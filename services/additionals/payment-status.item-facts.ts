import { translate } from '../items/fact-translation';
import { type ItemFacts } from '../items/item-facts';
import type { NoticeFact, NoticeTranslation } from '../items/item-notices';
import type { Stored } from '../platform/event-store/event-store.port';
import { PAYMENT_STATUS_EVENT_TYPES, type PaymentStatusEvent } from './payment-status.events';

/** The ITO observes or approves what the contractor asks for: each request tells the ITO side. */
const ITO_SIDE = 1;

/**
 * What the bell hears of an Estado de Pago, an item of its own there: heard by its additionals'
 * people and its own, named by its additionals' numbers, opened on its first additional.
 */
function noticeOf(event: Stored<PaymentStatusEvent>): NoticeFact {
  const itemId = event.data.paymentStatusId;
  switch (event.type) {
    case 'PaymentStatusCreated': {
      const { projectId, additionalIds, requestedBy } = event.data;
      const change = {
        kind: 'opened' as const,
        projectId,
        number: 0,
        title: '',
        coveredIds: additionalIds,
        people: { creatorId: requestedBy },
      };
      return { itemId, change, tellsPeople: true, tellsSide: ITO_SIDE, verb: 'solicitó' };
    }
    case 'PaymentStatusUpdated': {
      // Its modification names nobody but who acted.
      const change = { kind: 'involved' as const, userId: event.metadata.actorId };
      return { itemId, change, tellsPeople: true, tellsSide: ITO_SIDE, verb: 'modificó' };
    }
    case 'PaymentStatusObserved': {
      const change = { kind: 'involved' as const, userId: event.data.authorId };
      return { itemId, change, tellsPeople: true, verb: 'observó' };
    }
    case 'PaymentStatusApproved': {
      const change = { kind: 'involved' as const, userId: event.data.approvedBy };
      return { itemId, change, tellsPeople: true, verb: 'aprobó' };
    }
  }
}

/** '3', '3 y 5', '3, 5 y 7'. */
const numbers = (list: readonly number[]) =>
  list.length <= 1 ? String(list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`;

const notices: NoticeTranslation = {
  ...translate<PaymentStatusEvent, NoticeFact>(PAYMENT_STATUS_EVENT_TYPES, noticeOf),
  kind: 'payment',
  itemType: 3,
  covers: 'additional',
  label: ({ additional_numbers: covered }) =>
    covered.length > 1
      ? `el estado de pago de los adicionales Nº ${numbers(covered)}`
      : `el estado de pago del adicional Nº ${numbers(covered)}`,
};

/** The Estado de Pago's events as the read models every item type shares fold them. */
export const paymentStatusFacts: ItemFacts = { notices };
