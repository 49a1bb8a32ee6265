import type { NoticeTranslation } from '../../services/items/item-notices';
import { projectNotFound } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';
import type { Filter } from '../../services/platform/read-store/read-store.port';
import { inboxKey, type NotificationItemType } from './notifications.projection';

/**
 * The unread notifications the actor reads in a project: their own only, and only in a project
 * they still belong to (administrators see every project); to anyone else the project does not
 * exist (404). An RDI's or an additional's notification follows the item's own read rule: without
 * view_rdi (view_additionals) only those of the items the actor created. A private task's
 * outsiders never hold one (the projection removes them when a task turns private).
 */
export function unreadNotificationsFilter(
  actor: Actor,
  projectId: string,
  notices: readonly NoticeTranslation[],
): Filter {
  if (!actor.sees(projectId)) throw projectNotFound();
  // The item types of which the actor reads every item of the project, not only their own.
  const anyone = { project_id: projectId, created_by: '' };
  const onlyOwn: NotificationItemType[] = [];
  for (const { itemType, mayRead } of notices) {
    if (mayRead && !mayRead(actor, anyone) && !onlyOwn.includes(itemType)) onlyOwn.push(itemType);
  }
  const inbox = inboxKey(actor.id, projectId);
  if (onlyOwn.length === 0) return { inbox };
  return { inbox, $or: [{ item_type: { $nin: onlyOwn } }, { item_created_by: actor.id }] };
}

/**
 * Whether a notification's recipient may read its item now (the rule the bell's filter applies):
 * a member of the project, and for an RDI or an additional view_rdi / view_additionals or its
 * creator. What goes out by e-mail is checked with it too.
 */
export function mayReadNotifiedItem(
  actor: Actor,
  notification: { project_id: string; item_type: number; item_created_by: string },
  notices: readonly NoticeTranslation[],
): boolean {
  if (!actor.sees(notification.project_id)) return false;
  const item = { project_id: notification.project_id, created_by: notification.item_created_by };
  return notices.every(
    ({ itemType, mayRead }) => itemType !== notification.item_type || !mayRead || mayRead(actor, item),
  );
}
