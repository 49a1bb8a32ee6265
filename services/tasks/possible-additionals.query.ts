import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { possibleAdditionalListKey } from '../../projections/tasks/task-listing.projection';
import { mayReadTask } from '../../projections/tasks/tasks.policy';
import { capableProject } from '../organisation/capable-project';
import type { Actor } from '../platform/commands/actor';
import { DomainError } from '../platform/domain-error';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { type ListingQuery, projectListing } from './task-listings.query';

export const POSSIBLE_ADDITIONAL_NOT_FOUND = 'El posible adicional no existe.';

/**
 * 'Listado de Posibles' (spec 2): the project's possible additionals as the task listing reads
 * them (the same visibility: a private one only for its creator and responsible), from their own
 * lists. Listing needs view_additionals; a project the actor does not see does not exist (404).
 */
export async function possibleAdditionalListing(
  reads: ReadStore,
  actor: Actor,
  query: Omit<ListingQuery, 'codeIds' | 'search'>,
  now: Date,
) {
  await capableProject(reads, actor, query.projectId, 'view_additionals');
  const { data, total_tasks } = await projectListing(reads, actor, query, now, possibleAdditionalListKey);
  return { data, total_tasks };
}

/** A possible additional as a task the actor may read; any other task, or one they may not read, is missing. */
export async function readablePossibleAdditional(reads: ReadStore, actor: Actor, id: string) {
  const task = await reads.collection<TaskDetailDocument>(TASK_DETAILS).get(id);
  if (!task?.is_posible_additional || !mayReadTask(actor, task)) {
    throw new DomainError('possible_additional.not_found', POSSIBLE_ADDITIONAL_NOT_FOUND, 404);
  }
  return task;
}
