import type { CommandContext } from '../platform/commands/command-context';
import type { CommandRequest } from '../platform/commands/handle-command';
import { type ProjectCommand, type ProjectEvent, type ProjectState, projectAggregate } from './project.decider';

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
