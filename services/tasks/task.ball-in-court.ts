import { taskReaders } from '../../projections/tasks/task-listing.policy';
import {
  firstTurn,
  type TaskTurn,
  turnAfterInteraction,
  turnAfterResponsibleChange,
} from '../../projections/tasks/task-turn';
import type { BallInCourtRule } from '../items/ball-in-court-rule';
import { isEventOf, type StoredEvent } from '../platform/event-store/event-store.port';
import { TASK_EVENT_TYPES, type TaskEvent } from './task.events';

/** What a task's turns depend on. */
interface TaskBall extends TaskTurn {
  created_by: string;
  responsable: string;
  status: 1 | 3;
  private: boolean;
}

function evolve(task: TaskBall | null, event: StoredEvent): TaskBall | null {
  if (!isEventOf<TaskEvent>(event, TASK_EVENT_TYPES)) return task;
  const at = event.metadata.occurredAt;
  if (event.type === 'TaskCreated') {
    const { createdBy, responsibleId, private: hidden } = event.data;
    return { created_by: createdBy, responsable: responsibleId, status: 1, private: hidden, ...firstTurn(at) };
  }
  if (!task) return null;
  switch (event.type) {
    case 'TaskResponsibleChanged':
      return { ...task, responsable: event.data.responsibleId, ...turnAfterResponsibleChange(task, at) };
    case 'TaskInteractionAdded':
      return { ...task, ...turnAfterInteraction(task, event.data, at) };
    case 'TaskModified':
      return event.data.changes.private === undefined ? task : { ...task, private: event.data.changes.private };
    case 'TaskClosed':
      return { ...task, status: 3, waiting_on: null };
    case 'TaskDeleted':
      return null;
    default:
      return task;
  }
}

/**
 * A task's ball (docs/decisions.md, "Historial: quién tiene la pelota"): while it is open, the
 * person its waiting time counts for (`task-turn.ts`): the responsible, or the creator once the
 * task is answered officially, until the creator's next interaction; nobody once it is finished.
 */
export const taskBallInCourt: BallInCourtRule<TaskBall> = {
  itemType: 'task',
  module: 'tasks',
  handles: TASK_EVENT_TYPES,
  itemOf: (event) => {
    const { taskId, projectId } = event.data as { taskId: string; projectId: string };
    return { id: taskId, projectId };
  },
  evolve,
  holder: (task) => {
    if (task.status === 3 || task.waiting_on === null) return null;
    return { user_id: task.waiting_on === 'creator' ? task.created_by : task.responsable, job_type_id: null };
  },
  readers: taskReaders,
};
