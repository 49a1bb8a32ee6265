import type { CommandContext } from '../platform/commands/command-context';
import { ExecuteCommand } from '../platform/commands/execute-command';
import { type ProjectCommand, projectAggregate } from './project.decider';

/** A command to one project, its events tagged with the project so live pushes reach its members. */
export const projectCommand = (projectId: string, context: CommandContext, command: ProjectCommand) =>
  new ExecuteCommand({
    aggregate: projectAggregate,
    aggregateId: projectId,
    command,
    context: { ...context, projectId },
  });
