import type { AdditionalCan } from '../contracts/item-actions';
import { isCents, isCurrencyId, MONEY_MESSAGES } from '../contracts/money';
import type { CopyRecipient, SeenStatus } from '../items/item.events';
import { changeRefusal, creationProject, itemGuards, mayDeleteItem } from '../items/item-refusals';
import { createdItem, type ItemState, uncreatedItem } from '../items/item-state';
import { changedOwnMarks, changedPlanning, normalReminder, planningCan, touchedPlanning } from '../items/own-marks';
import { type ItemEdit, ownMarkEvent, sharedItemEvents } from '../items/shared-item-events';
import { ITO_JOB } from '../organisation/job-types';
import { type ProjectFacts, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import {
  type AdditionalEvent,
  type AdditionalFields,
  type AdditionalPriority,
  type AdditionalStatus,
  FINISHED_STATUSES,
  isBlankHtml,
  type ResponseStatus,
  type RevisionCosts,
  type RevisionData,
} from './additional.events';
import { totalRequested } from './money';

type About = { additionalId: string; project: ProjectFacts | null };

/** A revision as the form sends it, amounts already read into cents (money.ts parseCents). */
export interface RevisionForm extends RevisionCosts {
  revisionId: string;
  description: string;
  fileIds: string[];
}

export type AdditionalCommand =
  /** `number` is taken from the project's register once a dry run (number 0) passed. */
  | ({ type: 'CreateAdditional'; number: number; firstRevision: RevisionForm } & AdditionalFields & About)
  /** `status`: the revision form's toggles, 2 Aceptado or 3 Solicita Cancelar, else 1. */
  | ({ type: 'AddAdditionalRevision'; status: 1 | 2 | 3 } & RevisionForm & About)
  /** Spec 7 (change status): 2 accept, 3 ask to annul (with its reason), 4 cancel. */
  | ({ type: 'ChangeAdditionalStatus'; newStatus: 2 | 3 | 4; reason?: string | null } & About)
  | ({ type: 'ModifyAdditional' } & ItemEdit<AdditionalPriority> & About)
  | ({ type: 'DeleteAdditional' } & About)
  | ({ type: 'SetAdditionalSeenStatus'; status: SeenStatus } & About)
  /** 'Enviar por correo' by a reader: recorded before the mail goes. */
  | ({ type: 'SendAdditionalByEmail'; recipients: CopyRecipient[] } & About);

export interface AdditionalState extends ItemState<AdditionalPriority> {
  status: AdditionalStatus;
  /** Every revision's id, in order: a retried revision is recognised, and the next is numbered after them. */
  revisionIds: readonly string[];
}

const initialState: AdditionalState = { ...uncreatedItem, status: 1, revisionIds: [] };

/** The messages of the spec (5) and ours where it is silent (docs/decisions.md, "Adicionales"). */
export const ADDITIONAL_MESSAGES = {
  notFound: 'El adicional no existe.',
  unreadable: 'No tienes permiso para ver este adicional.',
  finished: 'El adicional está aceptado o cancelado: ya no admite cambios.',
  itoRevision: 'Un usuario ITO no puede ingresar revisiones.',
  deleteByCreator: 'Solo el creador puede eliminar el adicional.',
  acceptByIto: 'Solo el ITO puede aceptar un adicional.',
  required: 'Campo requerido',
  emptyDescription: 'Por favor escribe una descripción. Este campo no puede estar vacio.',
  amount: MONEY_MESSAGES.amount,
  revisionStatus: 'El estado de la revisión debe ser 1 (vigente), 2 (aceptado) o 3 (solicita anular).',
  newStatus: 'El nuevo estado debe ser 2 (aceptar), 3 (solicitar anular) o 4 (cancelar).',
  annulmentReason: 'Indica el motivo para anular el adicional.',
} as const;

const additionalNotFound = () => new DomainError('additional.not_found', ADDITIONAL_MESSAGES.notFound, 404);
const additionalFinished = () => new DomainError('additional.finished', ADDITIONAL_MESSAGES.finished, 409);
const invalid = (field: string, message: string) => invalidValue(`additional.invalid.${field}`, message, field);

type FieldErrors = Record<string, string>;

/** Spec 5, the revision form (and the costs of the creation form): each wrong field with its message. */
export function revisionFormErrors(form: RevisionCosts & { description: string }, descriptionRequired: boolean) {
  const errors: FieldErrors = {};
  if (!isCurrencyId(form.currencyId)) errors.currency_id = ADDITIONAL_MESSAGES.required;
  for (const [field, value] of [
    ['direct_cost', form.directCost],
    ['general_expenses', form.generalExpenses],
    ['utility', form.utility],
  ] as const) {
    if (!isCents(value)) errors[field] = ADDITIONAL_MESSAGES.amount;
  }
  if (descriptionRequired && isBlankHtml(form.description)) errors.description = ADDITIONAL_MESSAGES.emptyDescription;
  return errors;
}

/** Spec 5, the creation form: code, specialties, title, currency and the three costs are required. */
export function creationFormErrors(form: AdditionalFields & { firstRevision: RevisionForm }): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.code.trim()) errors.code = ADDITIONAL_MESSAGES.required;
  if (form.specialties.length === 0) errors.especialidades = ADDITIONAL_MESSAGES.required;
  if (!form.title.trim()) errors.title = ADDITIONAL_MESSAGES.required;
  if (![1, 2, 3].includes(form.additionalType)) errors.type = ADDITIONAL_MESSAGES.required;
  return { ...errors, ...revisionFormErrors(form.firstRevision, false) };
}

/** The first wrong field, as a 400 naming it (`additional.invalid.<field>`). */
function refuseErrors(errors: FieldErrors): void {
  const [first] = Object.entries(errors);
  if (first) throw invalid(first[0], first[1]);
}

const jobIn = (actor: Actor, projectId: string): number | null => actor.projects.get(projectId)?.jobTypeId ?? null;

/**
 * Who must respond after someone acted (docs/decisions.md, "Adicionales: quién debe responder"):
 * the other side. After the ITO (job 4) the Jefe OT (2); after anyone else (the Jefe OT, or
 * another job acting for the contractor) the ITO (1).
 */
export const responderAfter = (jobTypeId: number | null): ResponseStatus => (jobTypeId === ITO_JOB ? 2 : 1);

/** Spec 4: whether a reader of this job is on the side that must respond (the ITO for 1, the contractor for 2). */
export const isRespondingSide = (responseStatus: ResponseStatus | null, jobTypeId: number | undefined): boolean =>
  responseStatus !== null && jobTypeId !== undefined && (responseStatus === 1) === (jobTypeId === ITO_JOB);

/** A finished additional (2 or 4) waits for nobody (spec 4: they take no response). */
const responseAfter = (jobTypeId: number | null, status: AdditionalStatus): ResponseStatus | null =>
  FINISHED_STATUSES.includes(status) ? null : responderAfter(jobTypeId);

/**
 * Who may open an additional (and so act on it): a member of its project holding
 * view_additionals, or its creator; anyone else is told so (403). Null when the actor may read it.
 */
export function additionalReadRefusal(
  actor: Actor,
  additional: { project_id: string; created_by: string },
): DomainError | null {
  const { project_id: projectId } = additional;
  if (actor.can('view_additionals', projectId) || actor.id === additional.created_by) return null;
  return forbidden(ADDITIONAL_MESSAGES.unreadable);
}

/**
 * Accepting is the owner's side's act (docs/decisions.md, "Adicionales: quién acepta"): only an
 * ITO of the project (job 4) holding change_status_additionals accepts, by status change or by a
 * revision's 'Aceptado' toggle. The contractor's side may ask to annul or cancel, never accept its
 * own change order. Null when the actor may accept an unfinished additional of the project.
 */
export function acceptRefusal(actor: Actor, projectId: string): DomainError | null {
  if (!mayChangeStatus(actor, projectId)) return refusal('change_status_additionals');
  if (jobIn(actor, projectId) !== ITO_JOB) return forbidden(ADDITIONAL_MESSAGES.acceptByIto);
  return null;
}

/** Spec 6: change_status_additionals answers an additional ('Responder'). */
export const mayChangeStatus = (actor: Actor, projectId: string) => actor.can('change_status_additionals', projectId);

/** 'Nueva Revisión': change_status_additionals, and the contractor's side only (spec 6). Null when it may. */
export function revisionRefusal(actor: Actor, projectId: string): DomainError | null {
  if (!mayChangeStatus(actor, projectId)) return refusal('change_status_additionals');
  if (jobIn(actor, projectId) === ITO_JOB) return forbidden(ADDITIONAL_MESSAGES.itoRevision);
  return null;
}

/** A change to the additional itself (not one person's own marks) needs an open project and an unfinished additional. */
const openRefusal = (additional: { projectClosed: boolean; status: AdditionalStatus }) =>
  changeRefusal(
    { projectClosed: additional.projectClosed, finished: FINISHED_STATUSES.includes(additional.status) },
    additionalFinished,
  );

/** What the additional's detail knows for its rules, as the decider's state (with its project) holds it too. */
export interface AdditionalFacts {
  projectId: string;
  projectClosed: boolean;
  creatorId: string;
  status: AdditionalStatus;
}

/**
 * What the reader may do on an additional, as its detail answers it (`can`): each action as its
 * command would be decided, openness included, by the rules decide uses.
 */
export function additionalCan(actor: Actor, additional: AdditionalFacts): AdditionalCan {
  const open = openRefusal(additional) === null;
  return {
    accept: open && !acceptRefusal(actor, additional.projectId),
    change_status: open && mayChangeStatus(actor, additional.projectId),
    revise: open && !revisionRefusal(actor, additional.projectId),
    delete: open && mayDeleteItem(actor, additional),
    ...planningCan(actor, additional.projectId, open),
  };
}

const { existing, changeable, deletable } = itemGuards<AdditionalState>({
  notFound: additionalNotFound,
  readRefusal: (actor, state) =>
    additionalReadRefusal(actor, { project_id: state.projectId, created_by: state.creatorId }),
  finished: (state) => FINISHED_STATUSES.includes(state.status),
  finishedRefusal: additionalFinished,
});

const revisionData = (form: RevisionForm, revision: number): RevisionData => ({
  revisionId: form.revisionId,
  revision,
  currencyId: form.currencyId,
  directCost: form.directCost,
  generalExpenses: form.generalExpenses,
  utility: form.utility,
  totalRequested: totalRequested(form),
  description: form.description,
  fileIds: form.fileIds,
});

/** The additional's names for the events every item decides and folds alike. */
const shared = sharedItemEvents({
  modified: 'AdditionalModified',
  subscriptionSet: 'AdditionalSubscriptionSet',
  reminderSet: 'AdditionalReminderSet',
  seenStatusSet: 'AdditionalSeenStatusSet',
  deleted: 'AdditionalDeleted',
});

type Of<T extends AdditionalCommand['type']> = Extract<AdditionalCommand, { type: T }>;

function create(command: Of<'CreateAdditional'>, state: AdditionalState, actor: Actor): AdditionalEvent[] {
  // Spec 6: create_rdi "enables new additional/RDI".
  const project = creationProject(actor, command.project, state, 'create_rdi');
  if (!project) return [];
  refuseErrors(creationFormErrors(command));
  const jobTypeId = jobIn(actor, project.projectId);
  const { additionalId, number, title, additionalType, code, specialties, copyTo } = command;
  return [
    {
      type: 'AdditionalCreated',
      data: {
        additionalId,
        projectId: project.projectId,
        number,
        title,
        additionalType,
        code: code.trim(),
        specialties,
        copyTo,
        reminder: normalReminder(command.reminder),
        fromTaskId: command.fromTaskId,
        createdBy: { userId: actor.id, jobTypeId },
        firstRevision: revisionData(command.firstRevision, 1),
        responseStatus: responderAfter(jobTypeId),
      },
    },
  ];
}

function addRevision(command: Of<'AddAdditionalRevision'>, state: AdditionalState, actor: Actor): AdditionalEvent[] {
  const refused = revisionRefusal(actor, state.projectId);
  if (refused) throw refused;
  const jobTypeId = jobIn(actor, state.projectId);
  if (state.revisionIds.includes(command.revisionId)) return [];
  changeable(state, command.project);
  if (![1, 2, 3].includes(command.status)) throw invalid('new_status', ADDITIONAL_MESSAGES.revisionStatus);
  const accepting = command.status === 2 ? acceptRefusal(actor, state.projectId) : null;
  if (accepting) throw accepting;
  refuseErrors(revisionFormErrors(command, true));
  return [
    {
      type: 'AdditionalRevisionAdded',
      data: {
        additionalId: command.additionalId,
        projectId: state.projectId,
        ...revisionData(command, state.revisionIds.length + 1),
        author: { userId: actor.id, jobTypeId },
        status: command.status,
        responseStatus: responseAfter(jobTypeId, command.status),
      },
    },
  ];
}

function changeStatus(command: Of<'ChangeAdditionalStatus'>, state: AdditionalState, actor: Actor): AdditionalEvent[] {
  if (!mayChangeStatus(actor, state.projectId)) throw refusal('change_status_additionals');
  if (![2, 3, 4].includes(command.newStatus)) throw invalid('new_status', ADDITIONAL_MESSAGES.newStatus);
  // Whoever asks to annul says why: the other side reads it in the detail and the history.
  const reason = command.reason?.trim() || null;
  if (command.newStatus === 3 && !reason) throw invalid('reason', ADDITIONAL_MESSAGES.annulmentReason);
  const accepting = command.newStatus === 2 ? acceptRefusal(actor, state.projectId) : null;
  if (accepting) throw accepting;
  changeable(state, command.project);
  const jobTypeId = jobIn(actor, state.projectId);
  // Spec 4: an ITO asking to cancel asks to annul instead.
  const status = jobTypeId === ITO_JOB && command.newStatus === 4 ? 3 : command.newStatus;
  if (status === state.status) return [];
  return [
    {
      type: 'AdditionalStatusChanged',
      data: {
        additionalId: command.additionalId,
        projectId: state.projectId,
        by: { userId: actor.id, jobTypeId },
        status,
        requested: command.newStatus,
        responseStatus: responseAfter(jobTypeId, status),
        ...(reason ? { reason } : {}),
      },
    },
  ];
}

export const additionalDecider: Decider<AdditionalCommand, AdditionalEvent, AdditionalState> = {
  initialState,

  decide(command, state, actor) {
    if (command.type === 'CreateAdditional') return create(command, state, actor);
    const additional = existing(state, actor);
    const of = { additionalId: command.additionalId, projectId: additional.projectId };
    switch (command.type) {
      case 'AddAdditionalRevision':
        return addRevision(command, additional, actor);
      case 'ChangeAdditionalStatus':
        return changeStatus(command, additional, actor);
      case 'ModifyAdditional':
        return shared.edited({
          of,
          userId: actor.id,
          changes: changedPlanning(actor, additional, command),
          changeable: () => changeable(additional, command.project),
          marks: changedOwnMarks(additional, actor.id, command),
        });
      case 'DeleteAdditional':
        deletable(additional, actor, command.project, { notCreator: ADDITIONAL_MESSAGES.deleteByCreator });
        return [{ type: 'AdditionalDeleted', data: of }];
      case 'SetAdditionalSeenStatus':
        return [ownMarkEvent('AdditionalSeenStatusSet', of, actor.id, { status: command.status })];
      case 'SendAdditionalByEmail':
        return [{ type: 'AdditionalSentByEmail', data: { ...of, recipients: command.recipients } }];
    }
  },

  evolve(state, event) {
    if (shared.is(event)) return shared.evolve(state, event);
    switch (event.type) {
      case 'AdditionalCreated': {
        const { data } = event;
        const additional = createdItem(state, { ...data, creatorId: data.createdBy.userId });
        return { ...additional, status: 1, revisionIds: [data.firstRevision.revisionId] };
      }
      case 'AdditionalRevisionAdded':
        return { ...state, status: event.data.status, revisionIds: [...state.revisionIds, event.data.revisionId] };
      case 'AdditionalStatusChanged':
        return { ...state, status: event.data.status };
      case 'AdditionalSentByEmail':
        return state;
    }
  },
};

export const additionalAggregate: AggregateType<AdditionalCommand, AdditionalEvent, AdditionalState> = {
  name: 'additional',
  schemaVersions: {
    AdditionalCreated: 1,
    AdditionalRevisionAdded: 1,
    AdditionalStatusChanged: 1,
    AdditionalModified: 1,
    AdditionalSubscriptionSet: 1,
    AdditionalReminderSet: 1,
    AdditionalSeenStatusSet: 1,
    AdditionalDeleted: 1,
    AdditionalSentByEmail: 1,
  },
  decider: additionalDecider,
  edits: {
    message: 'Otra persona modificó este adicional mientras lo editabas.',
    touched(command, state) {
      if (command.type === 'ModifyAdditional') return touchedPlanning(command, state);
      // A revision is written on the one before it: another's revision meanwhile is a conflict.
      if (command.type === 'AddAdditionalRevision') return { revision: state.revisionIds.length };
      return null;
    },
  },
};
