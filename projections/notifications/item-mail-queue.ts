import type { Shared } from '../../services/platform/read-store/read-store.port';

/**
 * The e-mails about items waiting to go out (docs/decisions.md, "Correos de avisos"): per
 * recipient and item, the notifications not mailed yet. Changes close together go out as one
 * e-mail: it is due once the item has been quiet for a while, or a while after its first change.
 */
export const ITEM_MAILS = 'item_mails';

/** A batch goes out after 3 quiet minutes, and at the latest 10 minutes after its first change. */
export const MAIL_QUIET_MS = 3 * 60_000;
export const MAIL_MAX_WAIT_MS = 10 * 60_000;

/** One change an e-mail tells: a notification's words, who acted, when. */
export interface MailedChange {
  notification_id: string;
  actor_id: string;
  action: string;
  /** What was said in it (a comment, a reply), as written; absent for other changes. */
  said?: string;
  at: string;
  /** The event's log position: an e-mail sent through it takes it out. */
  position: number;
}

export interface ItemMailDocument {
  /** `<user>|<item key>` (`itemMailId`). */
  _id: string;
  user_id: string;
  project_id: string;
  item_key: string;
  item_type: number;
  /** What the e-mail's link opens (an Estado de Pago opens its additional), and its title. */
  item_id: string;
  /** Who created that item: an RDI or additional stays readable to them without view_rdi / view_additionals. */
  item_created_by: string;
  title: string;
  changes: MailedChange[];
  first_at: string;
  /** When the batch is due (ISO): what the dispatcher asks for. */
  due_at: string;
  [key: string]: unknown;
}

export const itemMailId = (userId: string, itemKey: string) => `${userId}|${itemKey}`;

/** What a notification adds to its recipient's batch of the item. */
export interface QueuedNotification {
  id: string;
  user_id: string;
  project_id: string;
  item_key: string;
  item_type: number;
  item_id: string;
  item_created_by: string;
  title: string;
  actor_id: string;
  action: string;
  said?: string;
  created_at: string;
}

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** Quiet for a while since the last change, or long enough since the first: the earlier. */
const dueAt = (firstAt: string, lastAt: string) =>
  [later(lastAt, MAIL_QUIET_MS), later(firstAt, MAIL_MAX_WAIT_MS)].sort()[0]!;

/**
 * The batch after a notification: a new change, or the same notification's newer words (a
 * command of several events is one notification, in its last event's words). A new batch: the one
 * given is shared with the store, and a busy item's batch is not copied for each change.
 */
export function queueNotification(
  batch: Shared<ItemMailDocument> | null,
  notification: QueuedNotification,
  position: number,
): Shared<ItemMailDocument> {
  const change: MailedChange = {
    notification_id: notification.id,
    actor_id: notification.actor_id,
    action: notification.action,
    ...(notification.said ? { said: notification.said } : {}),
    at: notification.created_at,
    position,
  };
  const changes = [...(batch?.changes ?? []).filter((kept) => kept.notification_id !== notification.id), change];
  const firstAt = batch?.first_at ?? notification.created_at;
  return {
    _id: itemMailId(notification.user_id, notification.item_key),
    user_id: notification.user_id,
    project_id: notification.project_id,
    item_key: notification.item_key,
    item_type: notification.item_type,
    item_id: notification.item_id,
    item_created_by: notification.item_created_by,
    title: notification.title,
    changes,
    first_at: firstAt,
    due_at: dueAt(firstAt, notification.created_at),
  };
}

/** The batch once an e-mail went out (or was let go) through `through`: what came later, or none. */
export function afterMail(batch: Shared<ItemMailDocument>, through: number): Shared<ItemMailDocument> | null {
  const changes = batch.changes.filter((change) => change.position > through);
  if (changes.length === 0) return null;
  const firstAt = changes[0]!.at;
  return { ...batch, changes, first_at: firstAt, due_at: dueAt(firstAt, changes[changes.length - 1]!.at) };
}
