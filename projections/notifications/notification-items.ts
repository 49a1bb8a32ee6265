import { ADDITIONAL_EVENT_TYPES, type AdditionalEvent } from '../../services/additionals/additional.events';
import { RDI_EVENT_TYPES, type RdiEvent } from '../../services/rdi/rdi.events';
import { TASK_EVENT_TYPES, type TaskEvent } from '../../services/tasks/task.events';
import type { ItemEvent, ItemPeople } from './concerned';

/** What the notifications projection keeps of each item: its people and how it is named. Not pushed. */
export const NOTIFICATION_ITEMS = 'notification_items';

/** An Estado de Pago is an item of its own here: its people are its additionals' and its own. */
export type ItemKind = 'task' | 'rdi' | 'additional' | 'payment';

export interface NotificationItemDocument {
  /** `<kind>:<id>` (`itemKey`). */
  _id: string;
  kind: ItemKind;
  item_id: string;
  project_id: string;
  /** The item's number in its project (0 for an Estado de Pago, named by its additionals'). */
  number: number;
  title: string;
  /** A task raised as a possible additional is named as one. */
  possible_additional: boolean;
  people: ItemPeople;
  /** Subscribers who asked not to be e-mailed ('Suscribirse' without e-mail): the bell only. */
  mail_muted_ids: string[];
  /** An Estado de Pago's additionals, and their numbers (the first one is where it opens). */
  additional_ids: string[];
  additional_numbers: number[];
  [key: string]: unknown;
}

export const itemKey = (kind: ItemKind, id: string) => `${kind}:${id}`;

const isOf =
  <E extends ItemEvent>(types: readonly E['type'][]) =>
  (event: ItemEvent): event is E =>
    (types as readonly string[]).includes(event.type);
const isTaskEvent = isOf<TaskEvent>(TASK_EVENT_TYPES);
const isRdiEvent = isOf<RdiEvent>(RDI_EVENT_TYPES);
const isAdditionalEvent = isOf<AdditionalEvent>(ADDITIONAL_EVENT_TYPES);

/** The item an event is about (an RDI names the task it came from, a task the RDI it went to: by type, then). */
export function itemOf(event: ItemEvent): { kind: ItemKind; id: string } {
  if (isTaskEvent(event)) return { kind: 'task', id: event.data.taskId };
  if (isRdiEvent(event)) return { kind: 'rdi', id: event.data.rdiId };
  if (isAdditionalEvent(event)) return { kind: 'additional', id: event.data.additionalId };
  return { kind: 'payment', id: event.data.paymentStatusId };
}

const newItem = (
  kind: ItemKind,
  id: string,
  fields: Pick<NotificationItemDocument, 'project_id' | 'number' | 'title'> & Partial<NotificationItemDocument>,
  people: Partial<ItemPeople> & { creatorId: string },
): NotificationItemDocument => ({
  _id: itemKey(kind, id),
  kind,
  item_id: id,
  possible_additional: false,
  mail_muted_ids: [],
  additional_ids: [],
  additional_numbers: [],
  ...fields,
  people: {
    responsibleId: null,
    participantIds: [],
    subscriberIds: [],
    involvedIds: [],
    private: false,
    ...people,
  },
});

const withPeople = (item: NotificationItemDocument, people: Partial<ItemPeople>): NotificationItemDocument => ({
  ...item,
  people: { ...item.people, ...people },
});

const adding = (list: readonly string[], ids: readonly string[]) => [...new Set([...list, ...ids])];

const involving = (item: NotificationItemDocument, userId: string) =>
  withPeople(item, { involvedIds: adding(item.people.involvedIds, [userId]) });

const subscribing = (
  item: NotificationItemDocument,
  { userId, subscribed, byEmail }: { userId: string; subscribed: boolean; byEmail: boolean },
) => ({
  ...withPeople(item, {
    subscriberIds: subscribed
      ? adding(item.people.subscriberIds, [userId])
      : item.people.subscriberIds.filter((id) => id !== userId),
  }),
  mail_muted_ids:
    subscribed && !byEmail ? adding(item.mail_muted_ids, [userId]) : item.mail_muted_ids.filter((id) => id !== userId),
});

/**
 * The item after an event: created by its creation, changed by what changes its people, gone
 * (null) when deleted. `item` is null before the creation; an event of an unknown item leaves it
 * unknown. `actorId` is who acted (an Estado de Pago's modification names nobody else).
 */
export function evolveItem(
  item: NotificationItemDocument | null,
  event: ItemEvent,
  actorId: string,
): NotificationItemDocument | null {
  switch (event.type) {
    case 'TaskCreated': {
      const d = event.data;
      return newItem(
        'task',
        d.taskId,
        { project_id: d.projectId, number: d.number, title: d.title, possible_additional: d.possibleAdditional },
        {
          creatorId: d.createdBy,
          responsibleId: d.responsibleId,
          participantIds: d.participantIds,
          private: d.private,
        },
      );
    }
    case 'RdiCreated': {
      const d = event.data;
      return newItem(
        'rdi',
        d.rdiId,
        { project_id: d.projectId, number: d.number, title: d.title },
        { creatorId: d.createdBy },
      );
    }
    case 'AdditionalCreated': {
      const d = event.data;
      return newItem(
        'additional',
        d.additionalId,
        { project_id: d.projectId, number: d.number, title: d.title },
        { creatorId: d.createdBy.userId },
      );
    }
    case 'PaymentStatusCreated': {
      const d = event.data;
      return newItem(
        'payment',
        d.paymentStatusId,
        { project_id: d.projectId, number: 0, title: '', additional_ids: d.additionalIds },
        { creatorId: d.requestedBy },
      );
    }
    default:
      break;
  }
  if (!item) return null;
  switch (event.type) {
    case 'TaskModified':
      return event.data.changes.private === undefined
        ? item
        : withPeople(item, { private: event.data.changes.private });
    case 'TaskSubscriptionSet':
    case 'RdiSubscriptionSet':
    case 'AdditionalSubscriptionSet':
      return subscribing(item, event.data);
    case 'TaskResponsibleChanged':
      return withPeople(item, { responsibleId: event.data.responsibleId });
    case 'TaskParticipantsAdded':
      return withPeople(item, { participantIds: adding(item.people.participantIds, event.data.userIds) });
    case 'TaskParticipantRemoved':
      return withPeople(item, { participantIds: item.people.participantIds.filter((id) => id !== event.data.userId) });
    case 'TaskInteractionAdded':
    case 'RdiInteractionAdded':
      return involving(item, event.data.authorId);
    case 'RdiApproved':
      return involving(item, event.data.userId);
    case 'AdditionalRevisionAdded':
      return involving(item, event.data.author.userId);
    case 'AdditionalStatusChanged':
      return involving(item, event.data.by.userId);
    case 'PaymentStatusUpdated':
      return involving(item, actorId);
    case 'PaymentStatusObserved':
      return involving(item, event.data.authorId);
    case 'PaymentStatusApproved':
      return involving(item, event.data.approvedBy);
    case 'TaskDeleted':
    case 'RdiDeleted':
    case 'AdditionalDeleted':
      return null;
    default:
      return item;
  }
}
