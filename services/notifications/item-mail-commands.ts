import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type ItemMailCommand, type ItemMailState, itemMailAggregate } from './item-mail.decider';
import type { ItemMailEvent } from './item-mail.events';

/** The item e-mail records' door: a batch is closed before it is sent, so it goes out once. */
@Injectable()
export class ItemMailCommands extends AggregateCommands<ItemMailCommand, ItemMailEvent, ItemMailState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, itemMailAggregate);
  }
}
