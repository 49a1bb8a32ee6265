import { BellIcon, CheckIcon, SyncIcon } from '@primer/octicons-react';
import { AnchoredOverlay, Button, IconButton } from '@primer/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { UserNotification } from '../../../../../services/contracts/notification-answers';
import { UserAvatar } from '../../../components/user-avatar';
import { reloadNotifications } from '../../../lib/api/item-notifications';
import { formatDateTime } from '../../../lib/chile-date';
import { rdiLink, taskLink } from '../../../lib/item-links';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { markAsReaded, useNotifications } from '../api/notifications';
import { useNotificationSound } from '../hooks/use-notification-sound';
import { badgeText, badgeTone, bellLabel } from '../notification-badge';
import styles from './notification-menu.module.css';

/**
 * The description's words, the bold ones (the actor's name) apart. The server escapes the words
 * and marks up only the bold; the text is shown as text whatever it holds.
 */
function descriptionRuns(html: string): Array<{ text: string; bold: boolean; at: number }> {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let at = 0;
  return Array.from(body.childNodes, (node) => {
    const text = node.textContent ?? '';
    const run = { text, bold: node.nodeName === 'B' || node.nodeName === 'STRONG', at };
    at += text.length;
    return run;
  });
}

/** Spec 2.11: tasks (1) and RDI (2) open from their notification; additionals do not. */
const opensItem = (notification: UserNotification) => notification.item_type === 1 || notification.item_type === 2;

function NotificationEntry({
  notification,
  onOpen,
  onRead,
}: {
  notification: UserNotification;
  onOpen: () => void;
  onRead: () => void;
}) {
  const runs = descriptionRuns(notification.description);
  const actor = runs.find((run) => run.bold)?.text ?? '';
  const content = (
    <>
      <UserAvatar name={actor} src={notification.image} size={32} />
      <span className={styles.text}>
        <span className={styles.itemTitle}>{notification.title}</span>
        <span>{runs.map((run) => (run.bold ? <b key={run.at}>{run.text}</b> : run.text))}</span>
        <span className={styles.meta}>
          {notification.project_name} · {formatDateTime(notification.created_at)}
        </span>
      </span>
    </>
  );
  return (
    <li className={styles.entry}>
      {opensItem(notification) ? (
        <button type="button" className={styles.open} onClick={onOpen}>
          {content}
        </button>
      ) : (
        <div className={styles.open}>{content}</div>
      )}
      <IconButton icon={CheckIcon} aria-label="Marcar como visto" size="small" variant="invisible" onClick={onRead} />
    </li>
  );
}

/**
 * The header's bell (spec 2.11): the badge counts the unread notifications of the selected
 * project; the 500 px dropdown 'Notificaciones' lists the newest, marks them seen and reloads
 * them. Opening a task's or an RDI's opens its detail, which marks the item seen, and marks the
 * notification read. New ones arrive over the live connection, with the sound when the project's
 * option is on.
 */
export function NotificationMenu() {
  const { projectId, project } = useSelectedProjectAccess();
  const { data, error, isLoading } = useNotifications(projectId);
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const [, navigate] = useLocation();
  useNotificationSound(projectId, data?.notifications, project?.useroptions.notification_sound ?? false);
  if (!projectId) return null;

  const notifications = data?.notifications ?? [];
  const count = data?.total_count ?? 0;
  const markRead = async (ids: string[]) => {
    try {
      await markAsReaded(ids);
    } catch (failure) {
      showErrorToast(failureMessage(failure));
    }
  };
  const markAll = async () => {
    // Spec 2.11: 'Marcar todo como visto' sends only when there are notifications.
    if (notifications.length === 0) return;
    setMarking(true);
    await markRead(notifications.map((notification) => notification.id));
    setMarking(false);
  };
  const openItem = (notification: UserNotification) => {
    setOpen(false);
    navigate(notification.item_type === 1 ? taskLink(notification.item_id) : rdiLink(notification.item_id));
    void markRead([notification.id]);
  };

  return (
    <AnchoredOverlay
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      align="end"
      width="auto"
      overlayProps={{ role: 'dialog', 'aria-label': 'Notificaciones' }}
      renderAnchor={(anchorProps) => (
        <span className={styles.bell}>
          <IconButton {...anchorProps} icon={BellIcon} aria-label={bellLabel(count)} data-testid="notification-bell" />
          {count > 0 && (
            <span
              className={`${styles.badge} ${styles[badgeTone(count)]}`}
              data-tone={badgeTone(count)}
              data-testid="notification-badge"
              aria-hidden="true"
            >
              {badgeText(count)}
            </span>
          )}
        </span>
      )}
    >
      <section className={styles.panel} aria-labelledby="notifications-title">
        <header className={styles.header}>
          <h2 id="notifications-title" className={styles.title}>
            Notificaciones
          </h2>
          <Button
            size="small"
            onClick={() => void markAll()}
            disabled={notifications.length === 0}
            loading={marking}
            loadingAnnouncement="Marcando notificaciones"
          >
            Marcar todo como visto
          </Button>
          <IconButton
            icon={SyncIcon}
            aria-label="Recargar notificaciones"
            size="small"
            onClick={() => void reloadNotifications()}
          />
        </header>
        {isLoading && <p className={styles.note}>Cargando notificaciones</p>}
        {error && !data && (
          <p role="alert" className={styles.note}>
            {failureMessage(error)}
          </p>
        )}
        {data && notifications.length === 0 && <p className={styles.note}>No hay notificaciones nuevas</p>}
        {notifications.length > 0 && (
          <ul className={styles.list} aria-label="Notificaciones nuevas">
            {notifications.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                onOpen={() => openItem(notification)}
                onRead={() => void markRead([notification.id])}
              />
            ))}
          </ul>
        )}
      </section>
    </AnchoredOverlay>
  );
}
