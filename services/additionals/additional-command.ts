import { ADDITIONALS, type AdditionalDocument } from '../../projections/additionals/additionals.projection';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import type { ProjectFacts } from '../organisation/refusal';
import type { CommandContext } from '../platform/commands/command-context';
import type { CommandRequest, CommandResult } from '../platform/commands/handle-command';
import { isEventOf } from '../platform/event-store/event-store.port';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type AdditionalCommand, type AdditionalState, additionalAggregate } from './additional.decider';
import type { AdditionalEvent } from './additional.events';
import {
  type AdditionalRegisterCommand,
  type AdditionalRegisterEvent,
  type AdditionalRegisterState,
  additionalRegisterAggregate,
} from './additional-register.decider';

/** A command to one additional, its events tagged with the project so live pushes reach its members. */
export const additionalRequest = (
  context: CommandContext,
  command: AdditionalCommand,
): CommandRequest<AdditionalCommand, AdditionalEvent, AdditionalState> => ({
  aggregate: additionalAggregate,
  aggregateId: command.additionalId,
  command,
  context: { ...context, ...(command.project ? { projectId: command.project.projectId } : {}) },
});

export const additionalRegisterRequest = (
  context: CommandContext,
  command: AdditionalRegisterCommand,
): CommandRequest<AdditionalRegisterCommand, AdditionalRegisterEvent, AdditionalRegisterState> => ({
  aggregate: additionalRegisterAggregate,
  aggregateId: command.projectId,
  command,
  context: { ...context, projectId: command.projectId },
});

/** What an additional command knows of its project; null when the project does not exist. */
export const additionalFactsOf = (project: ProjectDocument | null): ProjectFacts | null =>
  project ? { projectId: project._id, closed: project.deleted_at !== null } : null;

/** The project facts of an existing additional's command; null for one the read model does not hold. */
export async function factsOfAdditional(reads: ReadStore, additionalId: string): Promise<ProjectFacts | null> {
  const additional = await reads.collection<AdditionalDocument>(ADDITIONALS).get(additionalId);
  if (!additional) return null;
  return additionalFactsOf(await reads.collection<ProjectDocument>(PROJECTS).get(additional.project_id));
}

/** The number a register command took (0 when it took none). */
export function takenNumber(registered: CommandResult): number {
  let number = 0;
  for (const event of registered.events) {
    if (isEventOf<AdditionalRegisterEvent>(event, ['AdditionalNumberTaken'])) number = event.data.number;
  }
  return number;
}
