import { Injectable } from '@nestjs/common';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import type { CommandContext } from '../platform/commands/command-context';
import { type AddressedCommand, CommandPipeline } from '../platform/commands/handle-command';
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
): AddressedCommand<ProjectCommand> => ({
  aggregateId: projectId,
  command,
  context: { ...context, projectId },
});

/** A change to one user's place in a project. */
export const membershipRequest = (
  context: CommandContext,
  command: MembershipCommand,
): AddressedCommand<MembershipCommand> => {
  const projectId = command.project?.projectId ?? '';
  return {
    aggregateId: membershipId(projectId, command.userId),
    command,
    context: { ...context, projectId },
  };
};

/** A member's own options in a project. */
export const preferencesRequest = (
  context: CommandContext,
  command: PreferencesCommand,
): AddressedCommand<PreferencesCommand> => ({
  aggregateId: membershipId(command.projectId, context.actorId),
  command,
  context: { ...context, projectId: command.projectId },
});

/** The project decider's door: every project command runs the pipeline through it. */
@Injectable()
export class ProjectCommands extends AggregateCommands<ProjectCommand, ProjectEvent, ProjectState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, projectAggregate);
  }
}

/** The membership decider's door: a user's place in a project. */
@Injectable()
export class MembershipCommands extends AggregateCommands<MembershipCommand, MembershipEvent, MembershipState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, membershipAggregate);
  }
}

/** The member preferences decider's door: a member's own options in a project. */
@Injectable()
export class PreferencesCommands extends AggregateCommands<PreferencesCommand, PreferencesEvent, PreferencesState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, memberPreferencesAggregate);
  }
}

/** What membership commands know of their project, from its read model; null when it does not exist. */
export async function projectFacts(reads: ReadStore, projectId: string): Promise<MembershipProjectFacts | null> {
  const project = await reads.collection<ProjectDocument>(PROJECTS).get(projectId);
  return project ? { projectId, companyId: project.company_id, closed: project.deleted_at !== null } : null;
}
