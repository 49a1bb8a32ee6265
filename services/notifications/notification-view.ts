import Handlebars from 'handlebars';
import type { NotificationDocument } from '../../projections/notifications/notifications.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { UserNotification } from '../contracts/notification-answers';
import type { ReadStore } from '../platform/read-store/read-store.port';

/** Who acted when the system did (demo data, migrations): no user document names it. */
const SYSTEM_NAME = 'Faena';

/**
 * The answers of a page of notifications: the actors' names and avatars are read now, so a user
 * renamed since reads under their new name.
 */
export async function notificationAnswers(
  reads: ReadStore,
  notifications: readonly NotificationDocument[],
  projectName: string,
): Promise<UserNotification[]> {
  const users = reads.collection<UserDocument>(USERS);
  const actorIds = [...new Set(notifications.map((notification) => notification.actor_id))];
  const actors = new Map(await Promise.all(actorIds.map(async (id) => [id, await users.get(id)] as const)));
  return notifications.map((notification) => {
    const actor = actors.get(notification.actor_id);
    const avatar = actor?.info.avatar;
    const name = Handlebars.escapeExpression(actor?.name ?? SYSTEM_NAME);
    return {
      id: notification.id,
      item_id: notification.item_id,
      item_type: notification.item_type,
      image: avatar ? `/api/files/${avatar}` : null,
      project_name: projectName,
      title: notification.title,
      description: `<b>${name}</b> ${Handlebars.escapeExpression(notification.action)}`,
      created_at: notification.created_at,
    };
  });
}
