import { taskDetailsProjection } from '../../projections/tasks/task-details.projection';
import { readableTask } from '../../projections/tasks/tasks.policy';
import type { FileLinks } from '../files/file-links';
import type { AsOfDeclaration, PastReader } from '../platform/read-store/as-of-declaration';
import { taskView } from './task-view';

/** A task as it stood: its own stream folds its detail; `/tasks/get` answers it. */
export const taskAsOf: AsOfDeclaration<PastReader & { links: FileLinks }> = {
  projections: [taskDetailsProjection],
  detail: async (reads, { actor, links, now }, id) =>
    taskView(reads, links, actor, await readableTask(reads, actor, id), now),
};
