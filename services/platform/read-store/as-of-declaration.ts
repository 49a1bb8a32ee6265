import type { Projection } from '../../../projections/runtime/projection';
import type { HistoryItemType } from '../../contracts/history-items';
import type { Actor } from '../commands/actor';
import type { ReadStore } from './read-store.port';

/** Who reads an item as it stood, and the instant its detail counts waiting times to. */
export interface PastReader {
  actor: Actor;
  now: Date;
}

/**
 * The stream of another item type's item (`task` → `task-<id>`), from the registry of every item
 * type's manifest: a feature names another's stream without importing its aggregate.
 */
export type ItemStream = (type: HistoryItemType, id: string) => string;

/**
 * How an item type reads on a past date (issue 21, 'As of a date'), declared beside its feature
 * (`services/<feature>/<item>.as-of.ts`, as each aggregate declares its `AggregateType`) and named
 * by its manifest: the item's events go through the very projections its detail reads, and the
 * detail's own view answers from them. `Reader` is what the view needs besides (file links).
 */
export interface AsOfDeclaration<Reader extends PastReader = PastReader> {
  /** The read models the detail shows the item from; their collections answer as they stood. */
  projections: readonly Projection[];
  /**
   * Streams beside the item's own whose events those projections fold into the item (an
   * additional's Estados de Pago), looked up in the live store.
   */
  relatedStreams?(live: ReadStore, id: string, reader: Actor, streamOf: ItemStream): Promise<string[]>;
  /**
   * What the detail call answers, read from `reads` (the store as it stood): the item's read
   * policy first (its refusal is the item's 404), then the detail's view.
   */
  detail(reads: ReadStore, reader: Reader, id: string): Promise<unknown>;
}
