import { deciderSpec } from '../../test/support/given-when-then';
import type { TaskNumberEvent } from './task.events';
import { taskNumbers } from './task-numbers';

const given = deciderSpec(taskNumbers.decider);
const taken = (taskId: string, number: number): TaskNumberEvent => ({
  type: 'TaskNumberTaken',
  data: { projectId: 'p1', taskId, number },
});

describe('task numbers', () => {
  it('gives the first task of a project number 1', () =>
    given([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 't1' })
      .thenEvents([taken('t1', 1)]));

  it('gives the next number after the last one taken', () =>
    given([taken('t1', 1), taken('t2', 2)])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 't3' })
      .thenEvents([taken('t3', 3)]));
});
