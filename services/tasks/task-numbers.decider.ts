import type { AggregateType, Decider } from '../platform/commands/decider';

/**
 * A project's task counter (`task-numbers-<project>`): each creation takes the next number by
 * appending to this stream with its expected revision, so two creations at once cannot take the
 * same number (the pipeline retries the loser), and a number once taken is never given again.
 */
export type TaskNumberCommand = { type: 'TakeTaskNumber'; projectId: string; taskId: string };
export type TaskNumberEvent = { type: 'TaskNumberTaken'; data: { projectId: string; taskId: string; number: number } };
/** A retried creation repeats its command step, and the pipeline answers the number it took then. */
export interface TaskNumberState {
  last: number;
}

export const taskNumbersDecider: Decider<TaskNumberCommand, TaskNumberEvent, TaskNumberState> = {
  initialState: { last: 0 },
  // Only the task creation handler sends it, after the creation's own rules passed a dry run.
  decide(command, state) {
    const { projectId, taskId } = command;
    return [{ type: 'TaskNumberTaken', data: { projectId, taskId, number: state.last + 1 } }];
  },
  evolve(_state, event) {
    return { last: event.data.number };
  },
};

export const taskNumbersAggregate: AggregateType<TaskNumberCommand, TaskNumberEvent, TaskNumberState> = {
  name: 'task-numbers',
  schemaVersions: { TaskNumberTaken: 1 },
  decider: taskNumbersDecider,
  // Each event carries the number it took, so the newest one is the whole count.
  foldsFromLastEvent: true,
};
