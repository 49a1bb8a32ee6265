import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import type { CommandContext } from '../platform/commands/command-context';
import { type AddressedCommand, CommandPipeline } from '../platform/commands/handle-command';
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
): AddressedCommand<NotificationReadsCommand> => ({
  aggregateId: command.userId,
  command,
  context,
});

/** The notification reads decider's door. */
@Injectable()
export class NotificationReadsCommands extends AggregateCommands<
  NotificationReadsCommand,
  NotificationReadsEvent,
  NotificationReadsState
> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, notificationReadsAggregate);
  }
}
