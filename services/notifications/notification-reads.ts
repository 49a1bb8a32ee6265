import type { CommandContext } from '../platform/commands/command-context';
import type { CommandRequest } from '../platform/commands/handle-command';
import {
  type NotificationReadsCommand,
  type NotificationReadsState,
  notificationReadsAggregate,
} from './notification-reads.decider';
import { type NotificationReadsEvent } from './notification-reads.events';

/** A read of the actor's own notifications, in their own stream. */
export const notificationReadsRequest = (
  context: CommandContext,
  command: NotificationReadsCommand,
): CommandRequest<NotificationReadsCommand, NotificationReadsEvent, NotificationReadsState> => ({
  aggregate: notificationReadsAggregate,
  aggregateId: command.userId,
  command,
  context,
});
