import { Injectable } from '@nestjs/common';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
} from '../../projections/organisation/projects.projection';
import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { AggregateCommands } from '../platform/commands/aggregate-commands';
import type { CommandContext } from '../platform/commands/command-context';
import { type AddressedCommand, CommandPipeline } from '../platform/commands/handle-command';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type TaskCommand, type TaskProjectFacts, type TaskState, taskAggregate } from './task.decider';
import type { TaskEvent } from './task.events';

/** A command to one task, its events tagged with the project so live pushes reach its members. */
export const taskRequest = (context: CommandContext, command: TaskCommand): AddressedCommand<TaskCommand> => ({
  aggregateId: command.taskId,
  command,
  context: { ...context, ...(command.project ? { projectId: command.project.projectId } : {}) },
});

/** The task decider's door: every task command runs the pipeline through it. */
@Injectable()
export class TaskCommands extends AggregateCommands<TaskCommand, TaskEvent, TaskState> {
  constructor(pipeline: CommandPipeline) {
    super(pipeline, taskAggregate);
  }
}

/**
 * What a task command knows of its project, from the read models: whether it is open, and the
 * project job of each named user who belongs to it. Null when the project does not exist.
 */
export async function taskProjectFacts(
  reads: ReadStore,
  projectId: string,
  userIds: readonly string[],
): Promise<TaskProjectFacts | null> {
  const project = await reads.collection<ProjectDocument>(PROJECTS).getShared(projectId);
  if (!project) return null;
  const members = await reads
    .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
    .findShared({ project_id: projectId, user_id: { $in: [...new Set(userIds)] } });
  return {
    projectId,
    closed: project.deleted_at !== null,
    members: Object.fromEntries(members.map((member) => [member.user_id, member.job_type_id])),
  };
}

/** The project facts of an existing task's command; null for a task the read model does not hold. */
export async function factsOfTask(
  reads: ReadStore,
  taskId: string,
  userIds: readonly string[] = [],
): Promise<TaskProjectFacts | null> {
  // Shared: only its project is read, and a long task is not copied for it.
  const task = await reads.collection<TaskDetailDocument>(TASK_DETAILS).getShared(taskId);
  return task ? taskProjectFacts(reads, task.project_id, userIds) : null;
}
