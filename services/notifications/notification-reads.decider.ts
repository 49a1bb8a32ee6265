import type { AggregateType, Decider } from '../platform/commands/decider';
import { DomainError, forbidden } from '../platform/domain-error';
import type { NotificationReadsEvent } from './notification-reads.events';

/** One notification a read names, as the read model holds it (looked up by the handler). */
export interface NotificationFact {
  id: string;
  userId: string;
  read: boolean;
}

/**
 * 'Marcar como visto' of one notification, or of every one listed ('Marcar todo como visto'), in
 * the reader's own stream (`notification-reads-<user>`): reading is an event, so a rebuild of the
 * read models keeps what each user has read.
 */
export type NotificationReadsCommand = {
  type: 'MarkNotificationsRead';
  /** Whose stream this is. */
  userId: string;
  /** The ids sent, in order. */
  ids: readonly string[];
  /** Those of them that exist, whoever they belong to. */
  found: readonly NotificationFact[];
};

/** Every read is decided by the read model's facts alone: the stream's history changes nothing. */
export type NotificationReadsState = Record<string, never>;

export const NOTIFICATION_NOT_FOUND = 'La notificación no existe.';

export const notificationReadsDecider: Decider<
  NotificationReadsCommand,
  NotificationReadsEvent,
  NotificationReadsState
> = {
  initialState: {},

  decide(command, _state, actor) {
    if (command.userId !== actor.id) throw forbidden('Solo puedes marcar tus propias notificaciones.');
    const own = new Map(command.found.filter((notification) => notification.userId === actor.id).map((n) => [n.id, n]));
    // Someone else's notification does not exist for the reader. Among several ids, those that
    // vanished meanwhile (their item was deleted) are let go: 'Marcar todo' still marks the rest.
    if (!command.ids.some((id) => own.has(id)))
      throw new DomainError('notification.not_found', NOTIFICATION_NOT_FOUND, 404);
    const unread = [...new Set(command.ids)].filter((id) => own.get(id)?.read === false);
    if (unread.length === 0) return [];
    return [{ type: 'NotificationsRead', data: { userId: actor.id, notificationIds: unread } }];
  },

  evolve: (state) => state,
};

export const notificationReadsAggregate: AggregateType<
  NotificationReadsCommand,
  NotificationReadsEvent,
  NotificationReadsState
> = {
  name: 'notification-reads',
  schemaVersions: { NotificationsRead: 1 },
  decider: notificationReadsDecider,
  // Nothing earlier in the stream matters: a command reads one event, however many reads came before.
  foldsFromLastEvent: true,
};
