import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import type { CommandContext } from '../platform/commands/command-context';
import type { CommandRequest } from '../platform/commands/handle-command';
import type { ReadStore } from '../platform/read-store/read-store.port';
import {
  memberPreferencesAggregate,
  type PreferencesCommand,
  type PreferencesState,
} from './member-preferences.decider';
import { type PreferencesEvent } from './member-preferences.events';
import {
  type MembershipCommand,
  type MembershipProjectFacts,
  type MembershipState,
  membershipAggregate,
  membershipId,
} from './membership.decider';
import { type MembershipEvent } from './membership.events';
import { type ProjectCommand, type ProjectState, projectAggregate } from './project.decider';
import { type ProjectEvent } from './project.events';

/** A command to one project, its events tagged with the project so live pushes reach its members. */
export const projectRequest = (
  projectId: string,
  context: CommandContext,
  command: ProjectCommand,
): CommandRequest<ProjectCommand, ProjectEvent, ProjectState> => ({
  aggregate: projectAggregate,
  aggregateId: projectId,
  command,
  context: { ...context, projectId },
});

/** A change to one user's place in a project. */
export const membershipRequest = (
  context: CommandContext,
  command: MembershipCommand,
): CommandRequest<MembershipCommand, MembershipEvent, MembershipState> => {
  const projectId = command.project?.projectId ?? '';
  return {
    aggregate: membershipAggregate,
    aggregateId: membershipId(projectId, command.userId),
    command,
    context: { ...context, projectId },
  };
};

/** A member's own options in a project. */
export const preferencesRequest = (
  context: CommandContext,
  command: PreferencesCommand,
): CommandRequest<PreferencesCommand, PreferencesEvent, PreferencesState> => ({
  aggregate: memberPreferencesAggregate,
  aggregateId: membershipId(command.projectId, context.actorId),
  command,
  context: { ...context, projectId: command.projectId },
});

/** What membership commands know of their project, from its read model; null when it does not exist. */
export async function projectFacts(reads: ReadStore, projectId: string): Promise<MembershipProjectFacts | null> {
  const project = await reads.collection<ProjectDocument>(PROJECTS).get(projectId);
  return project ? { projectId, companyId: project.company_id, closed: project.deleted_at !== null } : null;
}
