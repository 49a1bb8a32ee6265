import type { CurrencyId } from '../contracts/money';
import { change, itemHistory, money, percent } from '../platform/history/history-table';
import { type PaymentStatusState, paymentStatusDecider } from './payment-status.decider';
import { PAYMENT_STATUS_TEXTS, type PaymentStatusEvent, type ProgressAndAmount } from './payment-status.events';

/** The decider's state and the currency its amounts are in. */
type Seen = PaymentStatusState & { currencyId: CurrencyId };

const fold = {
  initialState: { ...paymentStatusDecider.initialState, currencyId: 1 } as Seen,
  evolve: (state: Seen, event: PaymentStatusEvent): Seen => ({
    ...paymentStatusDecider.evolve(state, event),
    currencyId: event.type === 'PaymentStatusCreated' ? event.data.currencyId : state.currencyId,
  }),
};

/** The progress, amount and status an event leaves, against the ones before it. */
const stepChanges = (before: Seen, after: ProgressAndAmount, status: 1 | 2 | 3) => [
  ...change('Avance', percent(before.current.progress), percent(after.progress)),
  ...change('Monto', money(before.currencyId, before.current.amount), money(before.currencyId, after.amount)),
  ...change('Estado', PAYMENT_STATUS_TEXTS[before.status], PAYMENT_STATUS_TEXTS[status]),
];

/** How an Estado de Pago's events read in its 'Historial' (issue 21). */
export const paymentStatusHistory = itemHistory({
  itemType: 'payment_status',
  fold,
  rows: {
    PaymentStatusCreated: {
      read: ({ data }) => ({
        says: `solicitó el estado de pago por ${money(data.currencyId, data.amount)}`,
        changes: [
          ...change('Avance', null, percent(data.progress)),
          ...change('Monto', null, money(data.currencyId, data.amount)),
          ...change('Estado', null, PAYMENT_STATUS_TEXTS[1]),
        ],
      }),
    },
    PaymentStatusUpdated: {
      read: ({ data }, before) => ({ says: 'modificó el estado de pago', changes: stepChanges(before, data, 1) }),
    },
    PaymentStatusObserved: {
      read: ({ data }, before) => ({
        says: `observó el estado de pago: «${data.description}»`,
        changes: stepChanges(before, data, 2),
      }),
    },
    PaymentStatusApproved: {
      read: ({ data }, before) => ({ says: 'aprobó el estado de pago', changes: stepChanges(before, data, 3) }),
    },
  },
});
