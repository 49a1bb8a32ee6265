import { itemStateName } from '../contracts/item-states';
import type { TaskDetail } from '../contracts/task-answers';
import { names } from '../items/printed-item';
import { conversationState, type SentItemState } from '../items/sent-item-state';

/** A task as 'Enviar por correo' tells it: state, responsible, participants, dates and its thread. */
export const taskSentState = (task: TaskDetail): SentItemState =>
  conversationState(
    task,
    [
      ['Estado', itemStateName('task', task.status === 3)],
      ['Responsable', task.responsable_user.name],
      ['Participantes', names(task.participants)],
    ],
    task.interactions,
  );
