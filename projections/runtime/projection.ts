import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';

/**
 * A read model built by folding events into documents. `apply` reads and writes only through the
 * store it is given, and takes time from the event, so a rebuild gives what the live run gave.
 */
export interface Projection {
  name: string;
  /** Bump it when `apply` changes: the projection is then rebuilt from the log at the next start. */
  version: number;
  /** Collections this projection owns; dropped when it is rebuilt. */
  collections: readonly string[];
  handles: readonly string[];
  /**
   * What happens when `apply` keeps throwing on an event (docs/decisions.md, "Cartas muertas de las
   * proyecciones"). `dead-letter` (the default): the event is recorded in `_dead_letters` and the
   * projection goes on past it. `stop`: the projection is parked before the event and retried with
   * backoff until it folds, for a read model where skipping one event would make later answers wrong.
   */
  onFailure?: 'dead-letter' | 'stop';
  /** Declares indexes; runs at start and before a rebuild. */
  setup?(store: ReadStore): Promise<void>;
  apply(event: StoredEvent, store: ReadStore): Promise<void>;
}

export interface Checkpoint {
  _id: string;
  version: number;
  position: number;
  [key: string]: unknown;
}

export const CHECKPOINTS = '_checkpoints';
