import { numberRegister } from '../items/number-register.decider';
import type { TaskNumberEvent } from './task.events';

/** A project's task numbers: each task's creation takes the next. */
export const taskNumbers = numberRegister<TaskNumberEvent>({
  name: 'task-numbers',
  schemaVersions: { TaskNumberTaken: 1 },
  taken: 'TaskNumberTaken',
  itemKey: 'taskId',
});
