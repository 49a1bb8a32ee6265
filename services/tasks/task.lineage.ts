import type { LineageFact, LineageFacts } from '../items/lineage-facts';
import { isEventOf, type StoredEvent } from '../platform/event-store/event-store.port';
import type { TaskEvent } from './task.events';

type Handled = Extract<TaskEvent, { type: 'TaskCreated' | 'TaskDeleted' | 'TaskLinkedToRdi' }>;
const HANDLED: readonly Handled['type'][] = ['TaskCreated', 'TaskDeleted', 'TaskLinkedToRdi'];

/** What a task tells an additional's lineage: a possible additional's opening and deletion, and its 'Enviar a RDI'. */
export const taskLineage: LineageFacts = {
  handles: HANDLED,
  factOf(event: StoredEvent): LineageFact | null {
    if (!isEventOf<Handled>(event, HANDLED)) return null;
    switch (event.type) {
      case 'TaskCreated': {
        const { taskId, projectId, number, title, possibleAdditional } = event.data;
        // Only possible additionals start a lineage: other tasks would fill it for nothing.
        return possibleAdditional ? { kind: 'possible-additional-opened', taskId, projectId, number, title } : null;
      }
      case 'TaskDeleted':
        return { kind: 'source-deleted', taskId: event.data.taskId };
      case 'TaskLinkedToRdi': {
        const { taskId, rdiId, rdiNumber } = event.data;
        return { kind: 'sent-to-rdi', taskId, rdiId, rdiNumber };
      }
    }
  },
};
