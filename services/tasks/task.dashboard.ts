import {
  foldTaskListing,
  LISTED_TASK_EVENT_TYPES,
  type ListedTaskEvent,
  type TaskListingDocument,
} from '../../projections/tasks/task-listing.projection';
import type { DashboardItems } from '../items/item-dashboard';
import { timedShare } from '../items/item-dashboard';
import type { Stored } from '../platform/event-store/event-store.port';

/** Tareas' card: a task of Consultas (a possible additional is the Adicionales screen's, not counted here). */
export const taskDashboard: DashboardItems<TaskListingDocument> = {
  kind: 'task',
  handles: LISTED_TASK_EVENT_TYPES,
  itemIds: (event) => [(event.data as ListedTaskEvent['data']).taskId],
  fold: (before, event) => foldTaskListing(before, event as Stored<ListedTaskEvent>),
  share: (task) => {
    if (task.is_posible_additional) return null;
    const base = { project_id: task.project_id, module: 'tasks' as const, readers: task.readers, money: null };
    return timedShare(base, task, task.status === 3);
  },
};
