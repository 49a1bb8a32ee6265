import { CLOSING_MESSAGE, type TaskPriority } from '../../services/tasks/task.events';

/** Who must act now: the responsible (waiting for an answer) or the creator (answered officially). */
export type WaitingOn = 'responsable' | 'creator';

/**
 * Whose turn a task is, and since when (docs/decisions.md, "Tareas: espera"): the instants the
 * waiting time is computed from when a task is read. Both task read models hold it by these rules.
 */
export interface TaskTurn {
  waiting_on: WaitingOn | null;
  waiting_since: string;
}

interface TurnOf extends TaskTurn {
  status: 1 | 3;
  created_by: string;
}

/** At creation the responsible must act. */
export const firstTurn = (at: string): TaskTurn => ({ waiting_on: 'responsable', waiting_since: at });

/**
 * After an interaction: an official response by anyone but the creator passes the ball to the
 * creator; the creator's next interaction passes it back. Nothing else moves it, nor does closing.
 */
export function turnAfterInteraction(
  task: TurnOf,
  interaction: { authorId: string; isResponse: boolean; message: string },
  at: string,
): TaskTurn {
  const unchanged = { waiting_on: task.waiting_on, waiting_since: task.waiting_since };
  const { authorId, isResponse, message } = interaction;
  if (message === CLOSING_MESSAGE || task.status === 3) return unchanged;
  if (isResponse && authorId !== task.created_by) return { waiting_on: 'creator', waiting_since: at };
  if (authorId === task.created_by && task.waiting_on === 'creator')
    return { waiting_on: 'responsable', waiting_since: at };
  return unchanged;
}

/** A new responsible starts their own wait when the ball was the responsible's. */
export function turnAfterResponsibleChange(task: TurnOf, at: string): TaskTurn {
  const passes = task.status === 1 && task.waiting_on === 'responsable';
  return { waiting_on: task.waiting_on, waiting_since: passes ? at : task.waiting_since };
}

/** The fields an edit changed, as both task read models name them (a field left out stays). */
export function modifiedFields(changes: { priority?: TaskPriority; criticalDate?: string | null; private?: boolean }): {
  priority?: TaskPriority;
  critical_date?: string | null;
  private?: boolean;
} {
  const { priority, criticalDate, private: hidden } = changes;
  return {
    ...(priority !== undefined ? { priority } : {}),
    ...(criticalDate !== undefined ? { critical_date: criticalDate } : {}),
    ...(hidden !== undefined ? { private: hidden } : {}),
  };
}
