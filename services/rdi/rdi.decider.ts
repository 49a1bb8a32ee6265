import type { RdiCan, RdiWhyNot } from '../contracts/item-actions';
import type { CopyRecipient, SeenStatus } from '../items/item.events';
import { changeRefusal, creationProject, itemGuards, mayDeleteItem } from '../items/item-refusals';
import { createdItem, type ItemState, uncreatedItem } from '../items/item-state';
import { changedOwnMarks, changedPlanning, normalReminder, planningCan, touchedPlanning } from '../items/own-marks';
import { type ItemEdit, ownMarkEvent, sharedItemEvents } from '../items/shared-item-events';
import { mayGrantProjectCapabilities } from '../organisation/capabilities';
import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import { type ProjectFacts, projectNotFound, refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden, invalidValue } from '../platform/domain-error';
import { type ApprovalSlot, RDI_CLOSING_MESSAGE, type RdiEvent, type RdiFields, type RdiPriority } from './rdi.events';

/** What an RDI command knows of its project, read by the handler: open or closed, and its close system. */
export interface RdiProjectFacts extends ProjectFacts {
  /** rdi_close_system.new_system: three approvals finish an RDI instead of 'Finalizar RDI'. */
  newSystem: boolean;
}

type About = { rdiId: string; project: RdiProjectFacts | null };

export type RdiCommand =
  /** `number` is taken from the project's register once a dry run (number 0) passed. */
  | ({ type: 'CreateRdi'; number: number; fileIds: string[] } & RdiFields & About)
  | ({ type: 'ModifyRdi' } & ItemEdit<RdiPriority> & About)
  | ({
      type: 'AddRdiInteraction';
      interactionId: string;
      message: string;
      isResponse: boolean;
      fileIds: string[];
    } & About)
  /** Old close system: the typed message (if any), then 'RDI cerrada por usuario', then finished. */
  | ({ type: 'CloseRdi'; message: string | null; messageId: string; closingId: string } & About)
  /** New close system: `approve` false is an attempt to withdraw, always refused. */
  | ({ type: 'SetRdiApproval'; approval: ApprovalSlot; approve: boolean } & About)
  | ({ type: 'DeleteRdi' } & About)
  | ({ type: 'SetRdiSeenStatus'; status: SeenStatus } & About)
  /** 'Enviar por correo' by a reader: recorded before the mail goes. */
  | ({ type: 'SendRdiByEmail'; recipients: CopyRecipient[] } & About);

export interface RdiState extends ItemState<RdiPriority> {
  finished: boolean;
  /** An official response exists: approvals need one (spec 4). */
  answered: boolean;
  approvals: Readonly<Partial<Record<ApprovalSlot, string>>>;
}

const initialState: RdiState = { ...uncreatedItem, finished: false, answered: false, approvals: {} };

/** The messages of the spec (5 and 8) and ours where it is silent. */
export const RDI_MESSAGES = {
  notFound: 'La RDI no existe.',
  unreadable: 'No tienes permiso para ver esta RDI.',
  finished: 'La RDI está finalizada.',
  withdraw: 'No puedes retirar la aprobación.',
  mayNotEnd: 'No posees permisos para cerrar RDIs',
  notCreator: 'No eres el creador de esta RDI',
  notJefeOt: 'En el proyecto de esta RDI no eres un usuario Jefe OT',
  notIto: 'En el proyecto de esta RDI no eres un usuario ITO',
  noResponse: 'No hay respuesta oficial, no se puede modificar estado de finalización',
  newSystem:
    'Este proyecto usa el nuevo sistema de cierre: la RDI se finaliza con las aprobaciones del creador, el Jefe OT y el ITO.',
  oldSystem: 'Este proyecto usa el sistema antiguo de cierre: la RDI se finaliza con «Finalizar RDI».',
  deleteByCreator: 'Solo el creador puede eliminar la RDI.',
  /** A finished RDI is a record (docs/decisions.md, "Ítems finalizados: registros"). */
  finishedDeletion: 'La RDI está finalizada: no se puede eliminar.',
} as const;

const rdiNotFound = () => new DomainError('rdi.not_found', RDI_MESSAGES.notFound, 404);
const rdiFinished = () => new DomainError('rdi.finished', RDI_MESSAGES.finished, 409);

/**
 * Who may open an RDI (and so act on it): a member of its project holding view_rdi, or its
 * creator. In a project the actor does not see it does not exist (404, as tasks and additionals:
 * a 403 would confirm the id); a member without view_rdi is told why (403, issue 18), the client
 * shows the message and clears the item. Null when the actor may read it.
 */
export function rdiReadRefusal(actor: Actor, rdi: { project_id: string; created_by: string }): DomainError | null {
  if (!actor.sees(rdi.project_id)) return rdiNotFound();
  if (actor.can('view_rdi', rdi.project_id) || actor.id === rdi.created_by) return null;
  return forbidden(RDI_MESSAGES.unreadable);
}

const { existing, changeable, deletable } = itemGuards<RdiState>({
  notFound: rdiNotFound,
  readRefusal: (actor, state) => rdiReadRefusal(actor, { project_id: state.projectId, created_by: state.creatorId }),
  finished: (state) => state.finished,
  finishedRefusal: rdiFinished,
});

const jobIn = (actor: Actor, projectId: string): number | null => actor.projects.get(projectId)?.jobTypeId ?? null;

/** Who an RDI's rules ask about, as the decider's state and the RDI's detail both hold it. */
export interface RdiPeople {
  projectId: string;
  creatorId: string;
}

/** Spec 6: end_rdi finishes an RDI ('Finalizar RDI') or approves its closing. */
export const mayEndRdi = (actor: Actor, rdi: RdiPeople) => actor.can('end_rdi', rdi.projectId);

export const mayInteractRdi = (actor: Actor, rdi: RdiPeople) => actor.can('interact_rdi', rdi.projectId);

/**
 * Spec 4 and 5, the new close system: whose each approval is. The creator's only the creator's,
 * the Jefe OT's a user of job type 2 in this project, the ITO's one of job type 4. Null when the
 * actor holds that role.
 */
function roleRefusal(actor: Actor, rdi: RdiPeople, approval: ApprovalSlot): DomainError | null {
  const job = jobIn(actor, rdi.projectId);
  if (approval === 1 && actor.id !== rdi.creatorId) return forbidden(RDI_MESSAGES.notCreator);
  if (approval === 2 && job !== JEFE_OT_JOB) return forbidden(RDI_MESSAGES.notJefeOt);
  if (approval === 3 && job !== ITO_JOB) return forbidden(RDI_MESSAGES.notIto);
  return null;
}

/**
 * Spec 4 and 5, the new close system: who may give each approval. Each needs end_rdi, then the
 * approval's role. Checked in this order, so the message names the first rule that fails. Null when it may.
 */
export function approverRefusal(actor: Actor, rdi: RdiPeople, approval: ApprovalSlot): DomainError | null {
  if (!mayEndRdi(actor, rdi)) return forbidden(RDI_MESSAGES.mayNotEnd);
  return roleRefusal(actor, rdi, approval);
}

/** What the RDI's detail knows besides its people: its project's state and close system, and its own. */
export interface RdiFacts extends RdiPeople {
  projectClosed: boolean;
  newSystem: boolean;
  finished: boolean;
  answered: boolean;
  approved: readonly ApprovalSlot[];
  /** The project's company: who may grant a capability there (issue 31). */
  companyId: string;
  /** The creator as the rules ask about them in this project, null when they left it. */
  creator: Actor | null;
}

const APPROVAL_SLOTS: readonly ApprovalSlot[] = [1, 2, 3];
const APPROVAL_ROLES: Record<ApprovalSlot, string> = { 1: 'creador', 2: 'Jefe OT', 3: 'ITO' };

/** The words of a refusal the reader cannot lift alone but can ask to be lifted: their role's approval without end_rdi. */
export const missingEndRdi = (approval: ApprovalSlot) =>
  `Necesitas el permiso Cerrar RDIs para aprobar como ${APPROVAL_ROLES[approval]}.`;

/**
 * The approvals still missing on an open RDI of the new close system; none on the old one or
 * once finished.
 */
const pendingApprovals = (rdi: RdiFacts, open: boolean) =>
  rdi.newSystem && open ? APPROVAL_SLOTS.filter((slot) => !rdi.approved.includes(slot)) : [];

/**
 * What the reader may do on an RDI, as its detail answers it (`can`): each action as its command
 * would be decided, openness included, by the rules decide uses. `why_not` names the approvals
 * that are the reader's by role but refused for want of end_rdi (issue 31: without a word the
 * creator met a grey button and the RDI could never close).
 */
export function rdiActions(actor: Actor, rdi: RdiFacts): { can: RdiCan; why_not: RdiWhyNot } {
  const open = changeRefusal(rdi, rdiFinished) === null;
  const pending = pendingApprovals(rdi, open);
  const approvable = rdi.answered ? pending.filter((slot) => approverRefusal(actor, rdi, slot) === null) : [];
  const lacking = pending.filter((slot) => !mayEndRdi(actor, rdi) && roleRefusal(actor, rdi, slot) === null);
  // A creator who left the project cannot be granted anything there.
  const creatorLacksEndRdi = rdi.creator !== null && pending.includes(1) && !mayEndRdi(rdi.creator, rdi);
  return {
    can: {
      end: open && !rdi.newSystem && mayEndRdi(actor, rdi),
      approve: approvable,
      grant_end_rdi_to_creator: creatorLacksEndRdi && mayGrantProjectCapabilities(actor, rdi.companyId),
      delete: open && mayDeleteItem(actor, rdi),
      interact: open && mayInteractRdi(actor, rdi),
      ...planningCan(actor, rdi.projectId, open),
    },
    why_not: { approve: Object.fromEntries(lacking.map((slot) => [slot, missingEndRdi(slot)])) },
  };
}

/** The RDI's names for the events every item decides and folds alike. */
const shared = sharedItemEvents({
  modified: 'RdiModified',
  subscriptionSet: 'RdiSubscriptionSet',
  reminderSet: 'RdiReminderSet',
  seenStatusSet: 'RdiSeenStatusSet',
  deleted: 'RdiDeleted',
});

function create(command: Extract<RdiCommand, { type: 'CreateRdi' }>, state: RdiState, actor: Actor): RdiEvent[] {
  const project = creationProject(actor, command.project, state, 'create_rdi');
  if (!project) return [];
  const { rdiId, number, fileIds, title, description, priority, specialties, subject, criticalDate, copyTo } = command;
  return [
    {
      type: 'RdiCreated',
      data: {
        rdiId,
        projectId: project.projectId,
        number,
        createdBy: actor.id,
        title,
        description,
        priority,
        specialties,
        subject,
        criticalDate,
        copyTo,
        reminder: normalReminder(command.reminder),
        taskId: command.taskId,
        fileIds,
      },
    },
  ];
}

function approve(command: Extract<RdiCommand, { type: 'SetRdiApproval' }>, state: RdiState, actor: Actor): RdiEvent[] {
  const of = { rdiId: command.rdiId, projectId: state.projectId };
  if (!command.project) throw projectNotFound();
  if (!command.project.newSystem) throw new DomainError('rdi.old_system', RDI_MESSAGES.oldSystem, 409);
  if (!command.approve) throw forbidden(RDI_MESSAGES.withdraw);
  const refused = approverRefusal(actor, state, command.approval);
  if (refused) throw refused;
  if (state.approvals[command.approval] !== undefined) return [];
  changeable(state, command.project);
  if (!state.answered) throw invalidValue('rdi.no_response', RDI_MESSAGES.noResponse, 'new_status');
  const approved: RdiEvent = {
    type: 'RdiApproved',
    data: { ...of, approval: command.approval, userId: actor.id, jobTypeId: jobIn(actor, state.projectId) },
  };
  const slots = Object.keys(state.approvals).length + 1;
  return slots === 3 ? [approved, { type: 'RdiFinished', data: { ...of, by: 'approvals' } }] : [approved];
}

function close(command: Extract<RdiCommand, { type: 'CloseRdi' }>, state: RdiState, actor: Actor): RdiEvent[] {
  const of = { rdiId: command.rdiId, projectId: state.projectId };
  if (!command.project) throw projectNotFound();
  if (command.project.newSystem) throw new DomainError('rdi.new_system', RDI_MESSAGES.newSystem, 409);
  if (!mayEndRdi(actor, state)) throw forbidden(RDI_MESSAGES.mayNotEnd);
  changeable(state, command.project);
  const said = (interactionId: string, message: string): RdiEvent => ({
    type: 'RdiInteractionAdded',
    data: {
      ...of,
      interactionId,
      authorId: actor.id,
      authorJobTypeId: jobIn(actor, state.projectId),
      message,
      isResponse: false,
      fileIds: [],
    },
  });
  // Closing without an official response is allowed: the client warns before (spec 4).
  return [
    ...(command.message ? [said(command.messageId, command.message)] : []),
    said(command.closingId, RDI_CLOSING_MESSAGE),
    { type: 'RdiFinished', data: { ...of, by: 'closing' } },
  ];
}

export const rdiDecider: Decider<RdiCommand, RdiEvent, RdiState> = {
  initialState,

  decide(command, state, actor) {
    if (command.type === 'CreateRdi') return create(command, state, actor);
    const rdi = existing(state, actor);
    const of = { rdiId: command.rdiId, projectId: rdi.projectId };
    switch (command.type) {
      case 'ModifyRdi':
        return shared.edited({
          of,
          userId: actor.id,
          changes: changedPlanning(actor, rdi, command),
          changeable: () => changeable(rdi, command.project),
          marks: changedOwnMarks(rdi, actor.id, command),
        });
      case 'AddRdiInteraction': {
        if (!mayInteractRdi(actor, rdi)) throw refusal('interact_rdi');
        changeable(rdi, command.project);
        const { interactionId, message, isResponse, fileIds } = command;
        const added: RdiEvent = {
          type: 'RdiInteractionAdded',
          data: {
            ...of,
            interactionId,
            authorId: actor.id,
            authorJobTypeId: jobIn(actor, rdi.projectId),
            message,
            isResponse,
            fileIds,
          },
        };
        // Spec 4: a new official response returns the RDI to its initial state.
        const reset = isResponse && Object.keys(rdi.approvals).length > 0;
        return reset ? [added, { type: 'RdiApprovalsCleared', data: of }] : [added];
      }
      case 'CloseRdi':
        return close(command, rdi, actor);
      case 'SetRdiApproval':
        return approve(command, rdi, actor);
      case 'DeleteRdi':
        deletable(rdi, actor, command.project, {
          notCreator: RDI_MESSAGES.deleteByCreator,
          finished: () => new DomainError('rdi.finished', RDI_MESSAGES.finishedDeletion, 409),
        });
        return [{ type: 'RdiDeleted', data: of }];
      case 'SetRdiSeenStatus':
        return [ownMarkEvent('RdiSeenStatusSet', of, actor.id, { status: command.status })];
      case 'SendRdiByEmail':
        return [{ type: 'RdiSentByEmail', data: { ...of, recipients: command.recipients } }];
    }
  },

  evolve(state, event) {
    if (shared.is(event)) return shared.evolve(state, event);
    switch (event.type) {
      case 'RdiCreated': {
        const { data } = event;
        const rdi = createdItem(state, { ...data, creatorId: data.createdBy });
        return { ...rdi, priority: data.priority, criticalDate: data.criticalDate };
      }
      case 'RdiInteractionAdded':
        return event.data.isResponse ? { ...state, answered: true } : state;
      case 'RdiApproved':
        return { ...state, approvals: { ...state.approvals, [event.data.approval]: event.data.userId } };
      case 'RdiApprovalsCleared':
        return { ...state, approvals: {} };
      case 'RdiFinished':
        return { ...state, finished: true };
      case 'RdiSentByEmail':
        return state;
    }
  },
};

export const rdiAggregate: AggregateType<RdiCommand, RdiEvent, RdiState> = {
  name: 'rdi',
  schemaVersions: {
    RdiCreated: 1,
    RdiModified: 1,
    RdiSubscriptionSet: 1,
    RdiReminderSet: 1,
    RdiInteractionAdded: 1,
    RdiApproved: 1,
    RdiApprovalsCleared: 1,
    RdiFinished: 1,
    RdiSeenStatusSet: 1,
    RdiDeleted: 1,
    RdiSentByEmail: 1,
  },
  decider: rdiDecider,
  edits: {
    message: 'Otra persona modificó esta RDI mientras la editabas.',
    touched: (command, state) => (command.type === 'ModifyRdi' ? touchedPlanning(command, state) : null),
  },
};
