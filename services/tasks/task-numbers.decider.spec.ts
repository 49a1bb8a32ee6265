import { deciderSpec } from '../../test/support/given-when-then';
import { taskNumbersDecider } from './task-numbers.decider';

const given = deciderSpec(taskNumbersDecider);
const taken = (taskId: string, number: number) => ({
  type: 'TaskNumberTaken' as const,
  data: { projectId: 'p1', taskId, number },
});

describe('task numbers', () => {
  it('gives the first task of a project number 1', () =>
    given([])
      .when({ type: 'TakeTaskNumber', projectId: 'p1', taskId: 't1' })
      .thenEvents([taken('t1', 1)]));

  it('gives the next number after the last one taken', () =>
    given([taken('t1', 1), taken('t2', 2)])
      .when({ type: 'TakeTaskNumber', projectId: 'p1', taskId: 't3' })
      .thenEvents([taken('t3', 3)]));
});
