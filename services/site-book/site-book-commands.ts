import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type SiteBookCommand, type SiteBookState, siteBookAggregate } from './site-book.decider';
import type { SiteBookEntryEvent, SiteBookEvent } from './site-book.events';
import { type SiteBookEntryCommand, type SiteBookEntryState, siteBookEntryAggregate } from './site-book-entry.decider';

/** The book decider's door: opening, signing folios, closing. */
@Injectable()
export class SiteBookCommands extends AggregateCommands<SiteBookCommand, SiteBookEvent, SiteBookState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, siteBookAggregate);
  }
}

/** The entry decider's door: drafts, their signature mark, and notices. */
@Injectable()
export class SiteBookEntryCommands extends AggregateCommands<
  SiteBookEntryCommand,
  SiteBookEntryEvent,
  SiteBookEntryState
> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, siteBookEntryAggregate);
  }
}
