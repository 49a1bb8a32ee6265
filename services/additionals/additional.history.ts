import {
  excerpt,
  mailRecipients,
  priorityAndCriticalDate,
  reminderRow,
  subscriptionRow,
} from '../items/item-history-texts';
import { change, itemHistory, money } from '../platform/history/history-table';
import { type AdditionalState, additionalDecider } from './additional.decider';
import {
  ADDITIONAL_STATUS_TEXTS,
  ADDITIONAL_TYPE_NAMES,
  type AdditionalEvent,
  INITIAL_REVISION_LABEL,
  type ResponseStatus,
} from './additional.events';

/** Who must respond (spec 3), as the detail names them. */
const RESPONDER: Readonly<Record<ResponseStatus, string>> = { 1: 'ITO', 2: 'Jefe OT' };
const responder = (value: ResponseStatus | null) => (value === null ? null : RESPONDER[value]);

/** The decider's state, plus what its rules need not keep and the history shows: the amount asked and who responds. */
type Seen = AdditionalState & { requested: string | null; responder: string | null };

const fold = {
  initialState: { ...additionalDecider.initialState, requested: null, responder: null } as Seen,
  evolve(state: Seen, event: AdditionalEvent): Seen {
    const next = { ...state, ...additionalDecider.evolve(state, event) };
    switch (event.type) {
      case 'AdditionalCreated': {
        const { currencyId, totalRequested } = event.data.firstRevision;
        return {
          ...next,
          requested: money(currencyId, totalRequested),
          responder: responder(event.data.responseStatus),
        };
      }
      case 'AdditionalRevisionAdded':
        return {
          ...next,
          requested: money(event.data.currencyId, event.data.totalRequested),
          responder: responder(event.data.responseStatus),
        };
      case 'AdditionalStatusChanged':
        return { ...next, responder: responder(event.data.responseStatus) };
      default:
        return next;
    }
  },
};

const status = (value: number) => ADDITIONAL_STATUS_TEXTS[value as keyof typeof ADDITIONAL_STATUS_TEXTS];

/** How an additional's events read in its 'Historial' (issue 21). */
export const additionalHistory = itemHistory({
  itemType: 'additional',
  fold,
  rows: {
    AdditionalCreated: {
      read: ({ data }) => ({
        says: `creó el adicional Nº ${data.number} «${data.title}»`,
        changes: [
          ...change('Título', null, data.title),
          ...change('Tipo', null, ADDITIONAL_TYPE_NAMES[data.additionalType]),
          ...change('Código', null, data.code || null),
          ...change('Monto solicitado', null, money(data.firstRevision.currencyId, data.firstRevision.totalRequested)),
          ...change('Estado', null, status(1)),
          ...change('Debe responder', null, responder(data.responseStatus)),
        ],
      }),
    },
    AdditionalRevisionAdded: {
      read: ({ data }, before) => ({
        says: `agregó la revisión ${data.revision === 1 ? INITIAL_REVISION_LABEL : data.revision}: «${excerpt(data.description)}»`,
        changes: [
          ...change('Monto solicitado', before.requested, money(data.currencyId, data.totalRequested)),
          ...change('Estado', status(before.status), status(data.status)),
          ...change('Debe responder', before.responder, responder(data.responseStatus)),
        ],
      }),
    },
    AdditionalStatusChanged: {
      read: ({ data }, before) => ({
        says: `${
          data.requested === data.status
            ? `cambió el estado a ${status(data.status)}`
            : `pidió ${status(data.requested)}, que queda como ${status(data.status)}`
        }${data.reason ? `: «${data.reason}»` : ''}`,
        changes: [
          ...change('Estado', status(before.status), status(data.status)),
          ...change('Debe responder', before.responder, responder(data.responseStatus)),
        ],
      }),
    },
    AdditionalModified: {
      read: ({ data: { changes } }, before) => ({
        says: 'modificó el adicional',
        changes: [...priorityAndCriticalDate(changes, before)],
      }),
    },
    AdditionalSubscriptionSet: subscriptionRow('al adicional', 'el adicional'),
    AdditionalReminderSet: reminderRow,
    AdditionalSeenStatusSet: { ownMark: ({ data }) => data.userId, read: () => ({ says: 'abrió el adicional' }) },
    AdditionalDeleted: { read: () => ({ says: 'eliminó el adicional' }) },
    AdditionalSentByEmail: {
      read: ({ data }) => ({ says: `envió el adicional por correo a ${mailRecipients(data.recipients)}` }),
    },
  },
});
