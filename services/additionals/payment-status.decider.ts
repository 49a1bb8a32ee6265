import type { PaymentStatusCan } from '../contracts/item-actions';
import {
  type BasisPoints,
  type Cents,
  type CurrencyId,
  centsNumber,
  isBasisPoints,
  isCents,
  MONEY_MESSAGES,
  progressFraction,
} from '../contracts/money';
import { creationProject, itemGuards } from '../items/item-refusals';
import { ITO_JOB } from '../organisation/job-types';
import { type ProjectFacts, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import { type AdditionalStatus, isBlankHtml } from './additional.events';
import { addCents, percentOf } from './money';
import type { PaymentStatusEvent, PaymentStatusStatus, ProgressAndAmount } from './payment-status.events';

/**
 * What the creation knows of each additional it covers, read by the handler from the additionals'
 * read model (absent when there is none or it was deleted): its project, status, and current
 * revision's currency and total requested.
 */
export interface CoveredAdditionalFacts {
  additionalId: string;
  projectId: string;
  status: AdditionalStatus;
  currencyId: CurrencyId;
  totalRequested: Cents;
}

type About = { paymentStatusId: string; project: ProjectFacts | null };

/** A progress and, when the user typed one, an amount; without it the amount is computed (spec 9). */
type Asked = { progress: BasisPoints; amount: Cents | null };

export type PaymentStatusCommand =
  | ({
      type: 'CreatePaymentStatus';
      /** `additionals_included` as sent. */
      additionalIds: string[];
      /** The facts found for them. */
      additionals: CoveredAdditionalFacts[];
      description: string;
    } & Asked &
      About)
  /**
   * 'Modificar': what the person touched. A progress sent without an amount computes the amount
   * from it (spec 9); an amount sent alone keeps the progress.
   */
  | ({ type: 'UpdatePaymentStatus' } & Partial<Omit<Asked, 'amount'>> & { amount?: Cents } & About)
  | ({ type: 'ObservePaymentStatus'; observationId: string; description: string } & Asked & About)
  /** `/additionals/setStatusToPaymentStatus` with status 3, the only status it takes. */
  | ({ type: 'ApprovePaymentStatus' } & About);

export interface PaymentStatusState {
  created: boolean;
  projectId: string;
  status: PaymentStatusStatus;
  /** The covered additionals' total requested at creation: the base of computed amounts. */
  base: Cents;
  current: ProgressAndAmount;
  observationIds: readonly string[];
}

const initialState: PaymentStatusState = {
  created: false,
  projectId: '',
  status: 1,
  base: 0,
  current: { progress: 0, amount: 0 },
  observationIds: [],
};

export const PAYMENT_STATUS_MESSAGES = {
  notFound: 'El estado de pago no existe.',
  additionalNotFound: 'El adicional no existe.',
  required: 'Campo requerido',
  progress: MONEY_MESSAGES.progress,
  amount: MONEY_MESSAGES.amount,
  notAccepted: 'Solo se puede crear un estado de pago de adicionales aceptados.',
  mixedCurrencies: 'Los adicionales de un estado de pago deben tener la misma moneda.',
  ito: 'Un usuario ITO no puede crear ni modificar estados de pago.',
  approved: 'El estado de pago está aprobado: ya no admite cambios.',
} as const;

const invalid = (field: string, message: string) => invalidValue(`payment_status.invalid.${field}`, message, field);
const approved = () => new DomainError('payment_status.approved', PAYMENT_STATUS_MESSAGES.approved, 409);

/** Spec 5: progress 0–100 with 2 decimals, amount in cents (both already read by money.ts). */
function checkedPair(asked: Asked, base: Cents): ProgressAndAmount {
  if (!isBasisPoints(asked.progress)) throw invalid('progress', PAYMENT_STATUS_MESSAGES.progress);
  if (asked.amount !== null && !isCents(asked.amount)) throw invalid('amount', PAYMENT_STATUS_MESSAGES.amount);
  return { progress: asked.progress, amount: asked.amount ?? percentOf(base, asked.progress) };
}

/** Creating and modifying are the contractor's: change_status_additionals, and not the ITO (spec 6). */
function requesterRefusal(actor: Actor, projectId: string): DomainError | null {
  if (!actor.can('change_status_additionals', projectId)) return refusal('change_status_additionals');
  if (actor.projects.get(projectId)?.jobTypeId === ITO_JOB) return forbidden(PAYMENT_STATUS_MESSAGES.ito);
  return null;
}

function checkRequester(actor: Actor, projectId: string): void {
  const refused = requesterRefusal(actor, projectId);
  if (refused) throw refused;
}

/** Spec 1: payment statuses follow an agreed additional. */
const ACCEPTED: AdditionalStatus = 2;
/** An approved Estado de Pago takes no change. */
const APPROVED: PaymentStatusStatus = 3;

/** What the reader may do on an Estado de Pago of this status, as decide would answer each command. */
export function paymentStatusCan(actor: Actor, project: ProjectFacts, status: PaymentStatusStatus): PaymentStatusCan {
  const open = !project.closed && status !== APPROVED;
  return {
    observe: open && actor.can('view_additionals', project.projectId),
    modify: open && requesterRefusal(actor, project.projectId) === null,
    approve: open && actor.can('change_status_additionals', project.projectId),
  };
}

/**
 * Whether the reader may ask for an Estado de Pago over one additional (the '+' of its row in the
 * informative table), as the creation decides it: an open project, the requester's rule, an accepted additional.
 */
export function mayRequestPaymentStatus(
  actor: Actor,
  project: ProjectFacts,
  additionalStatus: AdditionalStatus,
): boolean {
  return !project.closed && additionalStatus === ACCEPTED && requesterRefusal(actor, project.projectId) === null;
}

type Of<T extends PaymentStatusCommand['type']> = Extract<PaymentStatusCommand, { type: T }>;

function create(command: Of<'CreatePaymentStatus'>, state: PaymentStatusState, actor: Actor): PaymentStatusEvent[] {
  const project = creationProject(actor, command.project, state, 'change_status_additionals');
  if (!project) return [];
  checkRequester(actor, project.projectId);
  const ids = [...new Set(command.additionalIds)];
  const covered = ids.map((id) => {
    const facts = command.additionals.find((additional) => additional.additionalId === id);
    if (!facts || facts.projectId !== project.projectId) {
      throw new DomainError('additional.not_found', PAYMENT_STATUS_MESSAGES.additionalNotFound, 404);
    }
    return facts;
  });
  const [first] = covered;
  if (!first) throw invalid('additionals_included', PAYMENT_STATUS_MESSAGES.required);
  if (covered.some((additional) => additional.status !== ACCEPTED)) {
    throw new DomainError('payment_status.not_accepted', PAYMENT_STATUS_MESSAGES.notAccepted, 409);
  }
  if (covered.some((additional) => additional.currencyId !== first.currencyId)) {
    throw invalid('additionals_included', PAYMENT_STATUS_MESSAGES.mixedCurrencies);
  }
  const base = addCents(...covered.map((additional) => additional.totalRequested));
  return [
    {
      type: 'PaymentStatusCreated',
      data: {
        paymentStatusId: command.paymentStatusId,
        projectId: project.projectId,
        additionalIds: ids,
        currencyId: first.currencyId,
        base,
        ...checkedPair(command, base),
        description: command.description,
        requestedBy: actor.id,
      },
    },
  ];
}

/** Read by holders of view_additionals; approved, it takes no change. */
const { existing, changeable } = itemGuards<PaymentStatusState>({
  notFound: () => new DomainError('payment_status.not_found', PAYMENT_STATUS_MESSAGES.notFound, 404),
  readRefusal: (actor, state) => (actor.can('view_additionals', state.projectId) ? null : refusal('view_additionals')),
  finished: (state) => state.status === APPROVED,
  finishedRefusal: approved,
});

export const paymentStatusDecider: Decider<PaymentStatusCommand, PaymentStatusEvent, PaymentStatusState> = {
  initialState,

  decide(command, state, actor) {
    if (command.type === 'CreatePaymentStatus') return create(command, state, actor);
    const paymentStatus = existing(state, actor);
    const of = { paymentStatusId: command.paymentStatusId, projectId: paymentStatus.projectId };
    switch (command.type) {
      case 'UpdatePaymentStatus': {
        checkRequester(actor, of.projectId);
        changeable(paymentStatus, command.project);
        const { progress, amount } = command;
        if (progress === undefined && amount === undefined) return [];
        // Progress alone: the amount computed from it. Amount alone: the progress kept.
        const asked = { progress: progress ?? paymentStatus.current.progress, amount: amount ?? null };
        const pair = checkedPair(asked, paymentStatus.base);
        return [{ type: 'PaymentStatusUpdated', data: { ...of, ...pair } }];
      }
      case 'ObservePaymentStatus': {
        if (paymentStatus.observationIds.includes(command.observationId)) return [];
        // Spec 4: no observation once approved ('Agregar Observación' disabled at status 3).
        changeable(paymentStatus, command.project);
        if (isBlankHtml(command.description)) throw invalid('description', PAYMENT_STATUS_MESSAGES.required);
        const pair = checkedPair(command, paymentStatus.base);
        const { observationId, description } = command;
        return [
          { type: 'PaymentStatusObserved', data: { ...of, ...pair, observationId, description, authorId: actor.id } },
        ];
      }
      case 'ApprovePaymentStatus':
        if (!actor.can('change_status_additionals', of.projectId)) throw refusal('change_status_additionals');
        if (paymentStatus.status === APPROVED) return [];
        changeable(paymentStatus, command.project);
        return [{ type: 'PaymentStatusApproved', data: { ...of, ...paymentStatus.current, approvedBy: actor.id } }];
    }
  },

  evolve(state, event) {
    const { progress, amount } = event.data;
    switch (event.type) {
      case 'PaymentStatusCreated':
        return {
          ...state,
          created: true,
          projectId: event.data.projectId,
          base: event.data.base,
          current: { progress, amount },
        };
      case 'PaymentStatusUpdated':
        return { ...state, status: 1, current: { progress, amount } };
      case 'PaymentStatusObserved':
        return {
          ...state,
          status: 2,
          current: { progress, amount },
          observationIds: [...state.observationIds, event.data.observationId],
        };
      case 'PaymentStatusApproved':
        return { ...state, status: APPROVED };
    }
  },
};

export const paymentStatusAggregate: AggregateType<PaymentStatusCommand, PaymentStatusEvent, PaymentStatusState> = {
  name: 'payment-status',
  schemaVersions: {
    PaymentStatusCreated: 1,
    PaymentStatusUpdated: 1,
    PaymentStatusObserved: 1,
    PaymentStatusApproved: 1,
  },
  decider: paymentStatusDecider,
  edits: {
    message: 'Otra persona modificó este estado de pago mientras lo editabas.',
    touched(command, state) {
      if (command.type !== 'UpdatePaymentStatus') return null;
      // A progress sent without an amount sets the amount too (computed from it). Values as the
      // API takes them: progress a fraction, amount in currency units.
      return {
        ...(command.progress !== undefined ? { progress: progressFraction(state.current.progress) } : {}),
        ...(command.progress !== undefined || command.amount !== undefined
          ? { amount: centsNumber(state.current.amount) }
          : {}),
      };
    },
  },
};
