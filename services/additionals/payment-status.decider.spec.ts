import { actor, projectMember } from '../../test/support/actors';
import { deciderSpec, decision, editSpec } from '../../test/support/given-when-then';
import type { ProjectCapability } from '../contracts/capabilities';
import type { PaymentStatusCan } from '../contracts/item-actions';
import type { ProjectFacts } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { fold } from '../platform/commands/decider';
import {
  type CoveredAdditionalFacts,
  mayRequestPaymentStatus,
  PAYMENT_STATUS_MESSAGES,
  type PaymentStatusCommand,
  paymentStatusAggregate,
  paymentStatusCan,
  paymentStatusDecider,
} from './payment-status.decider';
import type { PaymentStatusEvent } from './payment-status.events';

const given = deciderSpec(paymentStatusDecider);
const of = { paymentStatusId: 'ps1', projectId: 'p1' };
const project: ProjectFacts = { projectId: 'p1', closed: false };
const closed: ProjectFacts = { ...project, closed: true };

const ALL: ProjectCapability[] = ['view_additionals', 'change_status_additionals'];
const member = (id: string, jobTypeId: number, capabilities: readonly ProjectCapability[] = ALL) =>
  projectMember(id, jobTypeId, capabilities);
const jefe = member('javi', 2);
const ito = member('iris', 4);
const viewer = member('vera', 3, ['view_additionals']);
const stranger = actor('sara');

/** UF 1,000.00 and UF 234.56, both accepted. */
const accepted = (additionalId: string, totalRequested: number): CoveredAdditionalFacts => ({
  additionalId,
  projectId: 'p1',
  status: 2,
  currencyId: 2,
  totalRequested,
});
const a1 = accepted('a1', 100_000);
const a2 = accepted('a2', 23_456);

const create = (
  fields: Partial<Extract<PaymentStatusCommand, { type: 'CreatePaymentStatus' }>> = {},
): PaymentStatusCommand => ({
  type: 'CreatePaymentStatus',
  paymentStatusId: 'ps1',
  project,
  additionalIds: ['a1', 'a2'],
  additionals: [a1, a2],
  description: 'Avance de muros',
  progress: 3550,
  amount: null,
  ...fields,
});

const created: PaymentStatusEvent = {
  type: 'PaymentStatusCreated',
  data: {
    ...of,
    additionalIds: ['a1', 'a2'],
    currencyId: 2,
    base: 123_456,
    // UF 1,234.56 × 35.5 % = 438.2688 → 438.27
    progress: 3550,
    amount: 43_827,
    description: 'Avance de muros',
    requestedBy: 'javi',
  },
};
const observed: PaymentStatusEvent = {
  type: 'PaymentStatusObserved',
  data: {
    ...of,
    observationId: 'o1',
    authorId: 'iris',
    description: 'Falta el muro norte',
    progress: 3000,
    amount: 37_037,
  },
};
const approvedEvent: PaymentStatusEvent = {
  type: 'PaymentStatusApproved',
  data: { ...of, progress: 3000, amount: 37_037, approvedBy: 'iris' },
};

const observe = (
  fields: Partial<Extract<PaymentStatusCommand, { type: 'ObservePaymentStatus' }>> = {},
): PaymentStatusCommand => ({
  type: 'ObservePaymentStatus',
  paymentStatusId: 'ps1',
  project,
  observationId: 'o1',
  description: 'Falta el muro norte',
  progress: 3000,
  amount: null,
  ...fields,
});
const update = (progress?: number, amount?: number): PaymentStatusCommand => ({
  type: 'UpdatePaymentStatus',
  paymentStatusId: 'ps1',
  project,
  ...(progress !== undefined ? { progress } : {}),
  ...(amount !== undefined ? { amount } : {}),
});
const approve = (p = project): PaymentStatusCommand => ({
  type: 'ApprovePaymentStatus',
  paymentStatusId: 'ps1',
  project: p,
});

describe('Estado de Pago', () => {
  describe('creation', () => {
    it('covers accepted additionals; its amount is their total × progress, rounded to cents', () =>
      given([]).when(create(), jefe).thenEvents([created]));

    it('keeps the amount the user typed', () =>
      given([])
        .when(create({ amount: 40_000 }), jefe)
        .thenEvents([{ ...created, data: { ...created.data, amount: 40_000 } }]));

    it('refuses a progress above 100 %', () =>
      given([])
        .when(create({ progress: 10_001 }), jefe)
        .thenThrows('El porcentaje de avance debe estar entre 0 y 100', 400));

    it('refuses an amount that is not cents', () =>
      given([])
        .when(create({ amount: 12.5 }), jefe)
        .thenThrows('El monto puede tener 2 decimales, formato XXXXXX.XX', 400));

    it('needs at least one additional', () =>
      given([])
        .when(create({ additionalIds: [] }), jefe)
        .thenThrows('Campo requerido', 400));

    it('answers 404 for an additional not found, or of another project', () => {
      given([])
        .when(create({ additionals: [a1] }), jefe)
        .thenThrows('El adicional no existe.', 404);
      given([])
        .when(create({ additionals: [a1, { ...a2, projectId: 'p2' }] }), jefe)
        .thenThrows('El adicional no existe.', 404);
    });

    it('only covers accepted additionals', () =>
      given([])
        .when(create({ additionals: [a1, { ...a2, status: 3 }] }), jefe)
        .thenThrows(PAYMENT_STATUS_MESSAGES.notAccepted, 409));

    it('refuses additionals in different currencies', () =>
      given([])
        .when(create({ additionals: [a1, { ...a2, currencyId: 1 }] }), jefe)
        .thenThrows(PAYMENT_STATUS_MESSAGES.mixedCurrencies, 400));

    it('is refused to the ITO (job type 4)', () =>
      given([]).when(create(), ito).thenThrows(PAYMENT_STATUS_MESSAGES.ito, 403));

    it('needs change_status_additionals', () =>
      given([]).when(create(), viewer).thenThrows('No tienes permiso para cambiar el estado de adicionales.', 403));

    it('answers 404 in a project the actor does not see, and 409 in a closed one', () => {
      given([]).when(create(), stranger).thenThrows('El proyecto no existe.', 404);
      given([])
        .when(create({ project: closed }), jefe)
        .thenThrows('El proyecto está cerrado.', 409);
    });

    it('does nothing when retried', () => given([created]).when(create(), jefe).thenEvents([]));
  });

  describe('observations', () => {
    it('the ITO observes with its own progress and amount (computed from the same base)', () =>
      given([created]).when(observe(), ito).thenEvents([observed]));

    it('anyone who sees additionals may observe', () =>
      given([created])
        .when(observe({ amount: 30_000 }), viewer)
        .thenEvents([
          {
            type: 'PaymentStatusObserved',
            data: {
              ...of,
              observationId: 'o1',
              authorId: 'vera',
              description: 'Falta el muro norte',
              progress: 3000,
              amount: 30_000,
            },
          },
        ]));

    it('needs a description', () =>
      given([created])
        .when(observe({ description: '<p></p>' }), ito)
        .thenThrows('Campo requerido', 400));

    it('refuses a progress outside 0–100', () =>
      given([created])
        .when(observe({ progress: -1 }), ito)
        .thenThrows(PAYMENT_STATUS_MESSAGES.progress, 400));

    it('none is added once approved', () =>
      given([created, approvedEvent])
        .when(observe({ observationId: 'o2' }), ito)
        .thenThrows(PAYMENT_STATUS_MESSAGES.approved, 409));

    it('does nothing when retried', () => given([created, observed]).when(observe(), ito).thenEvents([]));
  });

  describe('modify', () => {
    it('the Jefe OT modifies it: asked for again', () =>
      given([created, observed])
        .when(update(3000), jefe)
        .thenEvents([{ type: 'PaymentStatusUpdated', data: { ...of, progress: 3000, amount: 37_037 } }]));

    it('the ITO (job type 4) cannot modify it', () =>
      given([created]).when(update(3000), ito).thenThrows(PAYMENT_STATUS_MESSAGES.ito, 403));

    it('not once approved', () =>
      given([created, approvedEvent]).when(update(3000), jefe).thenThrows(PAYMENT_STATUS_MESSAGES.approved, 409));
  });

  describe('approval', () => {
    it('sets status 3 with the current progress and amount (the newest observation’s)', () =>
      given([created, observed]).when(approve(), ito).thenEvents([approvedEvent]));

    it('approving again does nothing', () =>
      given([created, observed, approvedEvent]).when(approve(), ito).thenEvents([]));

    it('needs change_status_additionals', () =>
      given([created])
        .when(approve(), viewer)
        .thenThrows('No tienes permiso para cambiar el estado de adicionales.', 403));

    it('refuses a closed project', () =>
      given([created]).when(approve(closed), ito).thenThrows('El proyecto está cerrado.', 409));
  });

  describe('reading', () => {
    it('answers 404 in a project the actor does not see', () =>
      given([created]).when(approve(), stranger).thenThrows('El estado de pago no existe.', 404));

    it('answers 404 for a payment status that does not exist', () =>
      given([]).when(approve(), ito).thenThrows('El estado de pago no existe.', 404));

    it('refuses a member without view_additionals', () =>
      given([created])
        .when(observe(), member('bruno', 3, []))
        .thenThrows('No tienes permiso para ver adicionales.', 403));
  });
});

describe('what the reader may do (the answer’s can), as decide decides', () => {
  const readers = [jefe, ito, viewer, member('bruno', 3, [])];
  const histories: Record<string, PaymentStatusEvent[]> = {
    'a requested Estado de Pago': [created],
    'an observed one': [created, observed],
    'an approved one': [created, observed, approvedEvent],
  };
  const commands = (p: ProjectFacts): Record<keyof PaymentStatusCan, PaymentStatusCommand> => ({
    observe: { ...observe({ observationId: 'o9' }), project: p },
    modify: { ...update(4000), project: p },
    approve: approve(p),
  });
  // A command that changes nothing (approving an approved one) is no action to offer.
  const acts = (events: PaymentStatusEvent[] | null) => events !== null && events.length > 0;
  const cases = Object.entries(histories).flatMap(([what, history]) =>
    [project, closed].flatMap((p) =>
      readers.map(
        (reader) => [`${what}${p.closed ? ', project closed' : ''}, read by ${reader.id}`, history, p, reader] as const,
      ),
    ),
  );

  it.each(cases)('%s', (_what, history, p, reader) => {
    const state = fold(paymentStatusDecider, history);
    const can = paymentStatusCan(reader, p, state.status);
    for (const [action, command] of Object.entries(commands(p)) as Array<
      [keyof PaymentStatusCan, PaymentStatusCommand]
    >) {
      const allowed = acts(decision(paymentStatusDecider, state, command, reader));
      expect({ action, allowed }).toEqual({ action, allowed: can[action] });
    }
  });

  it.each([
    [jefe, project, 2, true],
    [jefe, closed, 2, false],
    [jefe, project, 1, false],
    [ito, project, 2, false],
    [viewer, project, 2, false],
  ] as Array<[Actor, ProjectFacts, 1 | 2, boolean]>)(
    'a new one over an additional: %#',
    (reader, p, status, expected) => {
      const additionals = [{ ...a1, status }];
      const command = create({ project: p, additionalIds: ['a1'], additionals });
      expect(acts(decision(paymentStatusDecider, fold(paymentStatusDecider, []), command, reader))).toBe(expected);
      expect(mayRequestPaymentStatus(reader, p, status)).toBe(expected);
    },
  );
});

describe('Estado de Pago edits: only the figures sent, and two people on one', () => {
  const updated = (progress: number, amount: number): PaymentStatusEvent => ({
    type: 'PaymentStatusUpdated',
    data: { paymentStatusId: 'ps1', projectId: 'p1', progress, amount },
  });
  const givenEdits = editSpec(paymentStatusAggregate);

  it('keeps the progress when only the amount is sent', () =>
    given([created])
      .when(update(undefined, 50_000), jefe)
      .thenEvents([updated(3550, 50_000)]));

  it('computes the amount from a progress sent alone, as before', () =>
    given([created])
      .when(update(5000), jefe)
      .thenEvents([updated(5000, 61_728)]));

  it('changes nothing when nothing is sent', () => given([created]).when(update(), jefe).thenEvents([]));

  it('refuses an amount someone else changed after the form was opened, as the API takes it', () =>
    givenEdits([
      [created, 'javi'],
      [updated(3550, 50_000), 'rita'],
    ])
      .openedAt(0)
      .when(update(undefined, 60_000), 'javi')
      .thenConflicts({ amount: 500 }));

  it('counts the amount as touched by a progress sent alone (it computes the amount)', () =>
    givenEdits([
      [created, 'javi'],
      [updated(4000, 50_000), 'rita'],
    ])
      .openedAt(0)
      .when(update(5000), 'javi')
      .thenConflicts({ progress: 0.4, amount: 500 }));

  it('is no conflict with a change the form already showed, nor for an observation', () => {
    givenEdits([
      [created, 'javi'],
      [updated(4000, 50_000), 'rita'],
    ])
      .openedAt(1)
      .when(update(5000), 'javi')
      .thenNoConflict();
    givenEdits([
      [created, 'javi'],
      [updated(4000, 50_000), 'rita'],
    ])
      .openedAt(0)
      .when(observe(), 'javi')
      .thenNoConflict();
  });
});
