import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type EmailCommand, type EmailState, emailRegistryAggregate } from './email-registry.decider';
import type { EmailEvent } from './email-registry.events';
import { type UserCommand, type UserState, userAggregate } from './user.decider';
import type { UserEvent } from './user.events';

/** The user decider's door: every user command runs the pipeline through it. */
@Injectable()
export class UserCommands extends AggregateCommands<UserCommand, UserEvent, UserState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, userAggregate);
  }
}

/** The email registry's door: an address claimed once, by one user. */
@Injectable()
export class EmailRegistryCommands extends AggregateCommands<EmailCommand, EmailEvent, EmailState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, emailRegistryAggregate);
  }
}
