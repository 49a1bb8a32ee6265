import { newCommandId } from '../command-id';
import { post } from '../http';
import { revalidatePaths } from '../live';

export const NOTIFICATIONS_PATH = '/notifications/getUserNotifications';

/** Refetches the bell: this tab's own reads are not pushed back to it. */
export const reloadNotifications = () => revalidatePaths([NOTIFICATIONS_PATH]);

/** Opening an item reads every notification of it the reader has (the spec: opening marks it seen). */
export async function readNotificationsOf(item: { type: 'task' | 'rdi' | 'additional'; id: string }): Promise<void> {
  await post('/notifications/markAsReaded', { item_type: item.type, item_id: item.id }, { commandId: newCommandId() });
  await reloadNotifications();
}
