import type { LineageFact, LineageFacts } from '../items/lineage-facts';
import { isEventOf, type StoredEvent } from '../platform/event-store/event-store.port';
import type { RdiEvent } from './rdi.events';

type Handled = Extract<RdiEvent, { type: 'RdiCreated' | 'RdiDeleted' }>;
const HANDLED: readonly Handled['type'][] = ['RdiCreated', 'RdiDeleted'];

/** What an RDI tells an additional's lineage: its creation (from a task or not) and its deletion. */
export const rdiLineage: LineageFacts = {
  handles: HANDLED,
  factOf(event: StoredEvent): LineageFact | null {
    if (!isEventOf<Handled>(event, HANDLED)) return null;
    switch (event.type) {
      case 'RdiCreated': {
        const { taskId, rdiId, number, title } = event.data;
        return { kind: 'rdi-raised', taskId, rdiId, number, title };
      }
      case 'RdiDeleted':
        return { kind: 'rdi-deleted', rdiId: event.data.rdiId };
    }
  },
};
