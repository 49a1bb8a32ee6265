import { projectNotFound } from '../../services/organisation/refusal';
import type { Actor } from '../../services/platform/commands/actor';
import type { Filter } from '../../services/platform/read-store/read-store.port';
import { mayReadAdditional } from '../additionals/additionals.policy';
import { mayReadRdi } from '../rdi/rdi.policy';
import { inboxKey, type NotificationItemType } from './notifications.projection';

/**
 * The unread notifications the actor reads in a project: their own only, and only in a project
 * they still belong to (administrators see every project); to anyone else the project does not
 * exist (404). An RDI's or an additional's notification follows the item's own read rule: without
 * view_rdi (view_additionals) only those of the items the actor created. A private task's
 * outsiders never hold one (the projection removes them when a task turns private).
 */
export function unreadNotificationsFilter(actor: Actor, projectId: string): Filter {
  if (!actor.sees(projectId)) throw projectNotFound();
  // Whether the actor reads every RDI (additional) of the project, not only their own.
  const anyone = { project_id: projectId, created_by: '' };
  const onlyOwn: NotificationItemType[] = [];
  if (!mayReadRdi(actor, anyone)) onlyOwn.push(2);
  if (!mayReadAdditional(actor, anyone)) onlyOwn.push(3);
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
): boolean {
  if (!actor.sees(notification.project_id)) return false;
  const item = { project_id: notification.project_id, created_by: notification.item_created_by };
  if (notification.item_type === 2) return mayReadRdi(actor, item);
  if (notification.item_type === 3) return mayReadAdditional(actor, item);
  return true;
}
