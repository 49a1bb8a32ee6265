import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type DailyMailCommand, type DailyMailState, dailyMailAggregate } from './daily-mail.decider';
import type { DailyMailEvent } from './daily-mail.events';

/** The daily mail decider's door: each day's reminder or report e-mail, decided before it goes out. */
@Injectable()
export class DailyMailCommands extends AggregateCommands<DailyMailCommand, DailyMailEvent, DailyMailState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, dailyMailAggregate);
  }
}
