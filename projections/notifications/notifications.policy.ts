import type { Actor } from '../../services/platform/commands/actor';
import type { Filter } from '../../services/platform/read-store/read-store.port';
import { mayReadAdditional } from '../additionals/additionals.policy';
import { projectNotFound } from '../organisation/projects.policy';
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
