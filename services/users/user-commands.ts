import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type EmailCommand, type EmailEvent, type EmailState, emailRegistryAggregate } from './email-registry.decider';
import { type UserCommand, type UserEvent, type UserState, userAggregate } from './user.decider';

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
