import useSWR from 'swr';
import type { UserNotifications } from '../../../../../services/contracts/notification-answers';
import { NOTIFICATIONS_PATH, reloadNotifications } from '../../../lib/api/item-notifications';
import { newCommandId } from '../../../lib/command-id';
import { post } from '../../../lib/http';
import { refreshOn, sameProject, type Touches } from '../../../lib/live';

// A notification is pushed to its recipient only; the list also follows their capabilities there
// (view_rdi and view_additionals decide which items' notifications they read).
const mineThere: Touches = (key, change, me) => sameProject(key, change, me) && change.user_id === me;
const notificationsLive = refreshOn({ notification: mineThere, project_member: mineThere });

const fetchNotifications = ([path, projectId]: readonly [string, string]) =>
  post<UserNotifications>(path, { project_id: projectId });

/** The newest unread notifications of the user in the project, and how many are unread. */
export function useNotifications(projectId: string | null) {
  const { data, error, isLoading } = useSWR(
    projectId ? ([NOTIFICATIONS_PATH, projectId] as const) : null,
    fetchNotifications,
    { use: [notificationsLive] },
  );
  return { data, error: error as Error | undefined, isLoading };
}

/** 'Marcar como visto' of these notifications, then the bell again. */
export async function markAsReaded(ids: readonly string[]): Promise<void> {
  await post('/notifications/markAsReaded', ids.length === 1 ? { id: ids[0] } : { ids }, { commandId: newCommandId() });
  await reloadNotifications();
}
