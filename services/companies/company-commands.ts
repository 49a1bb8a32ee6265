import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type CompanyCommand, type CompanyState, companyAggregate } from './company.decider';
import type { CompanyEvent } from './company.events';

/** The company decider's door: every company command runs the pipeline through it. */
@Injectable()
export class CompanyCommands extends AggregateCommands<CompanyCommand, CompanyEvent, CompanyState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, companyAggregate);
  }
}
