import { Injectable } from '@nestjs/common';
import { ADDITIONALS, type AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { projectFactsOf } from '../organisation/project-facts';
import type { ProjectFacts } from '../organisation/refusal';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import type { CommandContext } from '../platform/commands/command-context';
import { type AddressedCommand, CommandPipeline } from '../platform/commands/handle-command';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type AdditionalCommand, type AdditionalState, additionalAggregate } from './additional.decider';
import type { AdditionalEvent } from './additional.events';

/** A command to one additional, its events tagged with the project so live pushes reach its members. */
export const additionalRequest = (
  context: CommandContext,
  command: AdditionalCommand,
): AddressedCommand<AdditionalCommand> => ({
  aggregateId: command.additionalId,
  command,
  context: { ...context, ...(command.project ? { projectId: command.project.projectId } : {}) },
});

/** The additional decider's door: every additional command runs the pipeline through it. */
@Injectable()
export class AdditionalCommands extends AggregateCommands<AdditionalCommand, AdditionalEvent, AdditionalState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, additionalAggregate);
  }
}

/** What an additional command knows of its project; null when the project does not exist. */
export const additionalFactsOf = (project: ProjectDocument | null): ProjectFacts | null =>
  project ? projectFactsOf(project) : null;

/** The project facts of an existing additional's command; null for one the read model does not hold. */
export async function factsOfAdditional(reads: ReadStore, additionalId: string): Promise<ProjectFacts | null> {
  const additional = await reads.collection<AdditionalDocument>(ADDITIONALS).get(additionalId);
  if (!additional) return null;
  return additionalFactsOf(await reads.collection<ProjectDocument>(PROJECTS).get(additional.project_id));
}
