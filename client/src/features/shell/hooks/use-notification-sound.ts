import { useEffect, useRef } from 'react';
import type { UserNotification } from '../../../../../services/contracts/notification-answers';
import { playNotificationSound } from '../notification-sound';

interface Known {
  projectId: string | null;
  /** The newest notification listed so far, and the ids listed at that instant. */
  newest: string;
  ids: Set<string>;
}

/** The latest of these instants (ISO texts sort as time does), or '' for none. */
const latest = (instants: readonly string[]) => [...instants].sort().at(-1) ?? '';

/**
 * Plays the notification sound when a notification newer than any the tab listed arrives (spec
 * 2.11), while the project's option 'Sonido de notificaciones' is on. The first list of a project
 * only sets what the tab has seen (opening the app or switching projects is silent), and older
 * unread ones that come into the list as others are read are not new.
 */
export function useNotificationSound(
  projectId: string | null,
  notifications: readonly UserNotification[] | undefined,
  enabled: boolean,
): void {
  const known = useRef<Known | null>(null);
  useEffect(() => {
    if (!notifications) return;
    const before = known.current;
    const listed = notifications.map((notification) => notification.created_at);
    known.current = {
      projectId,
      newest: latest(before?.projectId === projectId ? [before.newest, ...listed] : listed),
      ids: new Set(notifications.map((notification) => notification.id)),
    };
    if (!before || before.projectId !== projectId) return;
    const arrived = notifications.some(
      ({ id, created_at }) => created_at > before.newest || (created_at === before.newest && !before.ids.has(id)),
    );
    if (arrived && enabled) playNotificationSound();
  }, [projectId, notifications, enabled]);
}
