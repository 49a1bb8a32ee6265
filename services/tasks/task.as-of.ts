import { taskDetailsProjection } from '../../projections/tasks/task-details.projection';
import { readableTask } from '../../projections/tasks/tasks.policy';
import type { PastDetailReader } from '../items/item-manifest';
import type { AsOfDeclaration } from '../platform/read-store/as-of-declaration';
import { taskView } from './task-view';

/** A task as it stood: its own stream folds its detail; `/tasks/get` answers it. */
export const taskAsOf: AsOfDeclaration<PastDetailReader> = {
  projections: [taskDetailsProjection],
  detail: async (reads, reader, id) =>
    taskView(reads, reader, reader.actor, await readableTask(reads, reader.actor, id), reader.now),
};
