import { createHash } from 'node:crypto';
import { NOTIFICATIONS } from '../../services/contracts/collections';
import { FactReader } from '../../services/items/fact-translation';
import type { ItemPeople, NoticeFact, NoticeTranslation } from '../../services/items/item-notices';
import type { ItemMailEvent } from '../../services/notifications/item-mail.events';
import type { NotificationReadsEvent } from '../../services/notifications/notification-reads.events';
import { isEventOf, type Stored, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { MembershipEvent } from '../../services/projects/membership.events';
import type { Projection } from '../runtime/projection';
import { concernedBy } from './concerned';
import { afterMail, ITEM_MAILS, type ItemMailDocument, itemMailId, queueNotification } from './item-mail-queue';
import { evolveItem, itemKey, NOTIFICATION_ITEMS, type NotificationItemDocument } from './notification-items';
import { actionText } from './notification-texts';

// Named once in services/contracts, for the live gateway and the client too.
export { NOTIFICATIONS };
/** Each project's members with their job, as the notifications projection follows them. Not pushed. */
export const NOTIFICATION_PROJECTS = 'notification_projects';

/** Spec 3: item_type 1 task, 2 RDI, 3 additional (an Estado de Pago opens its additional). */
export type NotificationItemType = NoticeTranslation['itemType'];

/** One notification of one user. */
export interface NotificationDocument {
  _id: string;
  id: string;
  user_id: string;
  project_id: string;
  item_type: NotificationItemType;
  item_id: string;
  /** The item it came from (`notification-items.ts`): its deletion or privacy removes it. */
  item_key: string;
  /** Whoever created the item: an RDI or additional stays readable to them without view_rdi / view_additionals. */
  item_created_by: string;
  /** Who acted: their name and avatar are joined when read, so a renamed user needs no rewrite. */
  actor_id: string;
  /** What they did, after their name ('respondió la tarea Nº 12'). */
  action: string;
  /** The item's title. */
  title: string;
  created_at: string;
  /** The event's log position, padded: newest first is this order, reversed. */
  seq: string;
  read: boolean;
  read_at: string | null;
  /** `<user>|<project>` while unread: the indexed key the bell reads and counts. */
  inbox?: string;
  /** Only its recipient hears of it live. */
  visible_to: string[];
  [key: string]: unknown;
}

interface MembersDocument {
  _id: string;
  /** [user id, job type id] of each member. */
  members: [string, number][];
  [key: string]: unknown;
}

export const inboxKey = (userId: string, projectId: string) => `${userId}|${projectId}`;

/**
 * One notification per recipient, item and command: when a command writes several events (a
 * reply and the closing, an approval and the finish), the later one's text replaces the earlier
 * one, so a closing is one notification, not two. Made from the event, so a rebuild gives the same ids.
 */
const notificationId = (recipientId: string, key: string, event: StoredEvent) =>
  createHash('sha256')
    .update(`${recipientId}|${key}|${event.metadata.actorId}|${event.metadata.commandId}`)
    .digest('hex')
    .slice(0, 24);

type MemberEvent = Exclude<MembershipEvent, { type: 'ProjectMemberImported' | 'ProjectMemberCapabilitiesSet' }>;
type HandledEvent = MemberEvent | NotificationReadsEvent | ItemMailEvent;

// Imported memberships repeat what project streams already hold (docs/decisions.md, "Streams").
const MEMBER_EVENTS: readonly MemberEvent['type'][] = [
  'ProjectMemberAdded',
  'ProjectMemberJobChanged',
  'ProjectMemberRemoved',
];
const HANDLED: readonly HandledEvent['type'][] = [
  ...MEMBER_EVENTS,
  'NotificationsRead',
  'ItemMailClosed',
  'ItemMailsExpired',
];

/**
 * One member joined, changed job or left. The members are pairs, not an object keyed by user id:
 * such an object takes a hidden class of its own in V8 per project (each its own keys), and
 * copying them took 15–20 % of a cold boot's profile.
 */
async function followMembers(store: ReadStore, event: Stored<MemberEvent>): Promise<void> {
  const { projectId, userId } = event.data;
  const projects = store.collection<MembersDocument>(NOTIFICATION_PROJECTS);
  const members = ((await projects.getShared(projectId))?.members ?? []).filter(([id]) => id !== userId);
  if (event.type !== 'ProjectMemberRemoved') members.push([userId, event.data.jobTypeId]);
  await projects.handOver({ _id: projectId, members });
}

/**
 * An e-mail went out (or was let go) through a change: that batch leaves the queue, later changes
 * wait. An expiry takes every batch due before it.
 */
async function closeMail(store: ReadStore, event: Stored<ItemMailEvent>): Promise<void> {
  const mails = store.collection<ItemMailDocument>(ITEM_MAILS);
  if (event.type === 'ItemMailsExpired') {
    await mails.deleteMany({ due_at: { $lt: event.data.before } });
    return;
  }
  const id = itemMailId(event.data.userId, event.data.itemKey);
  const batch = await mails.getShared(id);
  if (!batch) return;
  const left = afterMail(batch, event.data.through);
  if (left) await mails.handOver(left);
  else await mails.delete(id);
}

async function markRead(store: ReadStore, event: Stored<NotificationReadsEvent>): Promise<void> {
  const notifications = store.collection<NotificationDocument>(NOTIFICATIONS);
  for (const id of event.data.notificationIds) {
    const notification = await notifications.getShared(id);
    if (!notification || notification.user_id !== event.data.userId || notification.read) continue;
    const { inbox: _left, ...rest } = notification;
    await notifications.handOver({ ...rest, read: true, read_at: event.metadata.occurredAt });
  }
}

/**
 * An item that covers others (an Estado de Pago, its additionals) is heard by their people and its
 * own, and named and opened by them; the rest of the items by their own people.
 */
async function audienceOf(
  store: ReadStore,
  notices: NoticeTranslation,
  item: NotificationItemDocument,
): Promise<{ people: ItemPeople; opens: NotificationItemDocument }> {
  if (!notices.covers) return { people: item.people, opens: item };
  const covered = notices.covers;
  const items = store.collection<NotificationItemDocument>(NOTIFICATION_ITEMS);
  const additionals = (await Promise.all(item.additional_ids.map((id) => items.get(itemKey(covered, id))))).filter(
    (additional): additional is NotificationItemDocument => additional !== null,
  );
  const people: ItemPeople = {
    ...item.people,
    involvedIds: [
      ...item.people.involvedIds,
      ...additionals.flatMap(({ people: { creatorId, subscriberIds, involvedIds } }) => [
        creatorId,
        ...subscriberIds,
        ...involvedIds,
      ]),
    ],
  };
  return { people, opens: additionals[0] ?? item };
}

/** The item as the creation of one that covers others (an Estado de Pago) names it: by them. */
async function namedByCovered(
  store: ReadStore,
  covered: string,
  item: NotificationItemDocument,
): Promise<NotificationItemDocument> {
  const items = store.collection<NotificationItemDocument>(NOTIFICATION_ITEMS);
  const additionals = await Promise.all(item.additional_ids.map((id) => items.get(itemKey(covered, id))));
  return {
    ...item,
    title: additionals[0]?.title ?? '',
    additional_numbers: additionals.map((additional) => additional?.number ?? 0),
  };
}

async function applyItemEvent(
  store: ReadStore,
  notices: NoticeTranslation,
  fact: NoticeFact,
  event: StoredEvent,
): Promise<void> {
  const items = store.collection<NotificationItemDocument>(NOTIFICATION_ITEMS);
  const notifications = store.collection<NotificationDocument>(NOTIFICATIONS);
  const key = itemKey(notices.kind, fact.itemId);
  const before = await items.get(key);
  let item = evolveItem(before, notices.kind, fact);
  if (!item) {
    // A deleted item opens nothing: its notifications go with it.
    if (before) {
      await items.delete(key);
      await notifications.deleteMany({ item_key: key });
      await store.collection(ITEM_MAILS).deleteMany({ item_key: key });
    }
    return;
  }
  if (notices.covers && fact.change?.kind === 'opened') item = await namedByCovered(store, notices.covers, item);
  await items.upsert(item);
  const readers = notices.privateReaders?.(item.people) ?? null;
  // A task made private, or given to another responsible while private, leaves its outsiders' bells.
  if (readers) {
    for (const collection of [NOTIFICATIONS, ITEM_MAILS]) {
      await store.collection(collection).deleteMany({ item_key: key, user_id: { $nin: readers } });
    }
  }

  const { people, opens } = await audienceOf(store, notices, item);
  const members = new Map(
    (await store.collection<MembersDocument>(NOTIFICATION_PROJECTS).getShared(item.project_id))?.members,
  );
  const { actorId, occurredAt } = event.metadata;
  const label = notices.label(item);
  for (const userId of concernedBy(fact, people, { actorId, members }, readers)) {
    const notification = notificationId(userId, key, event);
    const written: NotificationDocument = {
      _id: notification,
      id: notification,
      user_id: userId,
      project_id: item.project_id,
      item_type: notices.itemType,
      item_id: opens.item_id,
      item_key: key,
      item_created_by: opens.people.creatorId,
      actor_id: actorId,
      action: actionText(fact, label, userId),
      title: opens.title,
      created_at: occurredAt,
      seq: String(event.position).padStart(16, '0'),
      read: false,
      read_at: null,
      inbox: inboxKey(userId, item.project_id),
      visible_to: [userId],
    };
    await notifications.handOver(written);
    // The same change waits for its e-mail (sent, grouped, by the item mail dispatcher).
    const mails = store.collection<ItemMailDocument>(ITEM_MAILS);
    const queued = { ...written, ...(fact.said ? { said: fact.said } : {}) };
    await mails.handOver(queueNotification(await mails.getShared(itemMailId(userId, key)), queued, event.position));
  }
}

/**
 * The bell (spec 2.11): who hears of what happens to tasks, RDI, additionals and Estados de Pago
 * (the rule is `concerned.ts`), one notification per recipient with its read state. Reads are
 * events of the reader's own stream (NotificationsRead), so a rebuild keeps them. Items come in as
 * notice facts, each item type's own translation of its events (`services/items/item-notices.ts`,
 * listed in its manifest): this projection names no item type, and one more appears here through
 * its manifest alone.
 */
export const notificationsProjection = (translations: readonly NoticeTranslation[]): Projection => {
  const noticeFacts = new FactReader<NoticeFact, NoticeTranslation>(translations);
  return {
    name: 'notifications',
    // 3: a project's members as [id, job] pairs. 4: the queued e-mails quote what was said.
    version: 4,
    collections: [NOTIFICATIONS, NOTIFICATION_ITEMS, NOTIFICATION_PROJECTS, ITEM_MAILS],
    handles: [...noticeFacts.handles, ...HANDLED],

    async setup(store: ReadStore) {
      await store.collection(NOTIFICATIONS).ensureIndex(['inbox', 'item_key']);
      // A private task's or a deleted item's batches are taken out by item: never a scan of the queue.
      await store.collection(ITEM_MAILS).ensureIndex(['item_key']);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      const notices = noticeFacts.translationOf(event);
      if (notices) {
        const fact = notices.factOf(event);
        return fact ? applyItemEvent(store, notices, fact, event) : undefined;
      }
      if (!isEventOf<HandledEvent>(event, HANDLED)) return;
      if (isEventOf<MemberEvent>(event, MEMBER_EVENTS)) return followMembers(store, event);
      if (event.type === 'NotificationsRead') return markRead(store, event);
      return closeMail(store, event);
    },
  };
};
