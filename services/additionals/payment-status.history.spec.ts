import { paymentStatusCreated, paymentStatusObserved } from '../../test/support/additional-events';
import { historySpec } from '../../test/support/history-spec';
import { paymentStatusHistory } from './payment-status.history';

const given = historySpec(paymentStatusHistory);

describe('an Estado de Pago’s history', () => {
  it('reads the request and an observation with the progress, amount and status before and after', () =>
    given([
      paymentStatusCreated('e1', ['a1'], { progress: 3550, amount: 43_827, base: 123_456 }),
      paymentStatusObserved('e1', { progress: 3000, amount: 37_037 }),
      {
        type: 'PaymentStatusApproved',
        data: { paymentStatusId: 'e1', projectId: 'p1', progress: 3000, amount: 37_037, approvedBy: 'ana' },
      },
    ]).thenReads([
      {
        says: 'solicitó el estado de pago por UF 438,27',
        changes: [
          ['Avance', null, '35,5 %'],
          ['Monto', null, 'UF 438,27'],
          ['Estado', null, 'Solicitado'],
        ],
      },
      {
        says: 'observó el estado de pago: «Falta el segundo piso»',
        changes: [
          ['Avance', '35,5 %', '30 %'],
          ['Monto', 'UF 438,27', 'UF 370,37'],
          ['Estado', 'Solicitado', 'Observado'],
        ],
      },
      { says: 'aprobó el estado de pago', changes: [['Estado', 'Observado', 'Aprobado']] },
    ]));
});
