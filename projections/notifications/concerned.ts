import type { AdditionalEvent } from '../../services/additionals/additional.events';
import type { PaymentStatusEvent } from '../../services/additionals/payment-status.events';
import { ITO_JOB, JEFE_OT_JOB } from '../../services/organisation/job-types';
import type { RdiEvent } from '../../services/rdi/rdi.events';
import type { TaskEvent } from '../../services/tasks/task.events';
import { maySeeTask, privateTaskReaders, type TaskAudience } from '../../services/tasks/task-visibility';
import { turnPassedBy } from '../rdi/rdi-turn';

/** An event of a task, an RDI, an additional or an Estado de Pago: what people hear of. */
export type ItemEvent = TaskEvent | RdiEvent | AdditionalEvent | PaymentStatusEvent;

/** The people of an item, as its events leave them (`notification-items.ts` folds them). */
export interface ItemPeople {
  creatorId: string;
  /** A task's responsible; RDI and additionals have none (a side answers them: ITO or Jefe OT). */
  responsibleId: string | null;
  participantIds: readonly string[];
  /** Those subscribed now. */
  subscriberIds: readonly string[];
  /** Who acted on it after its creation: authors of interactions and revisions, approvers, status changes. */
  involvedIds: readonly string[];
  private: boolean;
}

/** What the rule needs besides the item: who acted, and the project's members then with their job. */
export interface ConcernContext {
  actorId: string;
  members: Readonly<Record<string, number>>;
}

/** The job whose holders answer each side (spec: response_status 1 the ITO, 2 the Jefe OT). */
const SIDE_JOB = { 1: ITO_JOB, 2: JEFE_OT_JOB } as const;

const holdersOf = (side: 1 | 2 | null, members: Readonly<Record<string, number>>): string[] =>
  side === null ? [] : Object.keys(members).filter((userId) => members[userId] === SIDE_JOB[side]);

/** Everyone an item names: creator, responsible, participants, subscribers and whoever acted on it. */
export const peopleOf = (people: ItemPeople): string[] => [
  people.creatorId,
  ...(people.responsibleId ? [people.responsibleId] : []),
  ...people.participantIds,
  ...people.subscriberIds,
  ...people.involvedIds,
];

/** The task rule's view of an item: RDI and additionals, with no responsible, are never private. */
const taskAudienceOf = (people: ItemPeople): TaskAudience => ({
  private: people.private,
  created_by: people.creatorId,
  responsable: people.responsibleId ?? people.creatorId,
});

/** A private task's only readers, its creator and responsible; null for an item every member reads. */
export const privateReaders = (people: ItemPeople): string[] | null => privateTaskReaders(taskAudienceOf(people));

/** Only a priority or critical date change is news; privacy changes who hears, it tells nobody. */
const planningChanged = (changes: { priority?: unknown; criticalDate?: unknown }) =>
  changes.priority !== undefined || changes.criticalDate !== undefined;

/**
 * Who an event is addressed to before the rules that hold for every event. Events that say who
 * must answer next (a creation, an official response by the ITO or the Jefe OT, a revision, a
 * status change, an Estado de Pago asked for) also reach the members of that side.
 */
function addressees(event: ItemEvent, people: ItemPeople, members: Readonly<Record<string, number>>): string[] {
  const everyone = peopleOf(people);
  switch (event.type) {
    case 'TaskCreated':
    case 'TaskInteractionAdded':
    case 'TaskClosed':
    case 'TaskLinkedToRdi':
    case 'RdiApproved':
    case 'RdiFinished':
    case 'PaymentStatusObserved':
    case 'PaymentStatusApproved':
      return everyone;
    case 'TaskResponsibleChanged':
      return [...everyone, event.data.previousResponsibleId];
    case 'TaskParticipantsAdded':
      return event.data.userIds;
    case 'TaskModified':
    case 'RdiModified':
    case 'AdditionalModified':
      return planningChanged(event.data.changes) ? everyone : [];
    case 'RdiCreated':
      return [...everyone, ...holdersOf(1, members)];
    case 'RdiInteractionAdded':
      return [...everyone, ...holdersOf(turnPassedBy(event.data), members)];
    case 'AdditionalCreated':
    case 'AdditionalRevisionAdded':
    case 'AdditionalStatusChanged':
      return [...everyone, ...holdersOf(event.data.responseStatus, members)];
    case 'PaymentStatusCreated':
    case 'PaymentStatusUpdated':
      // The ITO observes or approves what the contractor asks for.
      return [...everyone, ...holdersOf(1, members)];
    default:
      // One's own marks (seen, bell, subscription, reminders), checklists, participants leaving,
      // approvals cleared by a response and deletions tell nobody.
      return [];
  }
}

/**
 * Who hears of an item event (in-app notifications; e-mails reuse it): its addressees, given the
 * item's people as the event leaves them, but never the one who acted, never someone outside
 * the project, and for a private task only its creator and responsible. Sorted, each once.
 */
export function concernedBy(event: ItemEvent, people: ItemPeople, context: ConcernContext): string[] {
  const audience = taskAudienceOf(people);
  const heard = addressees(event, people, context.members).filter(
    (userId) => userId !== context.actorId && context.members[userId] !== undefined && maySeeTask(userId, audience),
  );
  return [...new Set(heard)].sort();
}
