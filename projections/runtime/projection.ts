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
