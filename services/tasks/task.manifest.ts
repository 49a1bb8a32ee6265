import { taskDetailsProjection } from '../../projections/tasks/task-details.projection';
import { taskListingProjection } from '../../projections/tasks/task-listing.projection';
import { readableTask } from '../../projections/tasks/tasks.policy';
import type { ItemManifest } from '../items/item-manifest';
import { taskAsOf } from './task.as-of';
import { taskBallInCourt } from './task.ball-in-court';
import { taskDashboard } from './task.dashboard';
import { taskAggregate } from './task.decider';
import { taskFeed } from './task.feed';
import { taskFileOwner } from './task.file-owner';
import { taskHistory } from './task.history';
import { taskFacts } from './task.item-facts';
import { taskLineage } from './task.lineage';
import { taskPdf } from './task.printed';
import { taskReferable } from './task.referable';
import { taskReminders } from './task.reminders';
import { taskSearch } from './task.search';
import { taskValueRepairs } from './task.upcasters';
import { taskLinkedReads } from './task-linked-reads';

export const taskManifest: ItemManifest = {
  type: 'task',
  aggregate: taskAggregate,
  readable: async (reads, actor, id) => (await readableTask(reads, actor, id)).project_id,
  history: taskHistory,
  asOf: taskAsOf,
  projections: [taskDetailsProjection, taskListingProjection],
  ballInCourt: taskBallInCourt,
  feed: taskFeed,
  valueRepairs: taskValueRepairs,
  pdf: taskPdf,
  files: taskFileOwner,
  reminders: taskReminders,
  search: taskSearch,
  linked: taskLinkedReads,
  referable: taskReferable,
  lineage: taskLineage,
  facts: taskFacts,
  dashboard: taskDashboard,
};
