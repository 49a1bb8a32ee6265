import { Injectable } from '@nestjs/common';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import type { CommandContext } from '../platform/commands/command-context';
import { type AddressedCommand, CommandPipeline } from '../platform/commands/handle-command';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type RdiCommand, type RdiProjectFacts, type RdiState, rdiAggregate } from './rdi.decider';
import type { RdiEvent } from './rdi.events';

/** A command to one RDI, its events tagged with the project so live pushes reach its members. */
export const rdiRequest = (context: CommandContext, command: RdiCommand): AddressedCommand<RdiCommand> => ({
  aggregateId: command.rdiId,
  command,
  context: { ...context, ...(command.project ? { projectId: command.project.projectId } : {}) },
});

/** The RDI decider's door: every RDI command runs the pipeline through it. */
@Injectable()
export class RdiCommands extends AggregateCommands<RdiCommand, RdiEvent, RdiState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, rdiAggregate);
  }
}

/** What an RDI command knows of its project; null when the project does not exist. */
export function rdiFactsOf(project: ProjectDocument | null): RdiProjectFacts | null {
  if (!project) return null;
  return {
    projectId: project._id,
    closed: project.deleted_at !== null,
    newSystem: project.rdi_close_system.new_system,
  };
}

export async function rdiProjectFacts(reads: ReadStore, projectId: string): Promise<RdiProjectFacts | null> {
  return rdiFactsOf(await reads.collection<ProjectDocument>(PROJECTS).get(projectId));
}

/** The project facts of an existing RDI's command; null for an RDI the read model does not hold. */
export async function factsOfRdi(reads: ReadStore, rdiId: string): Promise<RdiProjectFacts | null> {
  // Shared: only its project is read, and a long RDI is not copied for it.
  const rdi = await reads.collection<RdiDocument>(RDIS).getShared(rdiId);
  return rdi ? rdiProjectFacts(reads, rdi.project_id) : null;
}
