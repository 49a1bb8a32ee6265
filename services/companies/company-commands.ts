import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import { CommandPipeline } from '../platform/commands/handle-command';
import { type CompanyCommand, type CompanyEvent, type CompanyState, companyAggregate } from './company.decider';

/** The company decider's door: every company command runs the pipeline through it. */
@Injectable()
export class CompanyCommands extends AggregateCommands<CompanyCommand, CompanyEvent, CompanyState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, companyAggregate);
  }
}
