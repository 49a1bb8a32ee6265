import type { Projection } from '../../projections/runtime/projection';
import type { HistoryItemType } from '../contracts/history-items';
import type { Actor } from './commands/actor';
import type { Upcaster, ValueRepair } from './event-store/upcasters';
import type { FeedFamily } from './feed/feed-family';
import type { HistoryReader } from './history/history-table';
import type { AsOfDeclaration, PastReader } from './read-store/as-of-declaration';
import type { ReadStore } from './read-store/read-store.port';

/** Streams besides the item's own that tell its story (a project's members), each read by its own table. */
export interface RelatedStreams {
  reader: HistoryReader;
  streams(reads: ReadStore, itemId: string): Promise<string[]>;
}

/**
 * What the shared slices (history, as of a date, feed, upcasting, the projection engine) need of one
 * event-sourced type whose past can be asked for, declared in its feature's folder
 * (`services/users/user.manifest.ts`) and listed once by the composition root (`services/manifests.ts`).
 * Tasks, RDI and additionals declare the richer `ItemManifest` of the item kernel.
 */
export interface FeatureManifest<Reader extends PastReader = PastReader> {
  type: HistoryItemType;
  /** The aggregate whose stream holds the item's events. */
  aggregate: { name: string };
  /**
   * The item's project (null for users and companies) when the actor may read its detail; throws
   * the detail's refusal otherwise (the history answers every refusal as its 404).
   */
  readable(reads: ReadStore, actor: Actor, id: string): Promise<string | null>;
  /** Its history table, and the other streams its story includes. */
  history: HistoryReader;
  relatedHistory?: RelatedStreams;
  asOf: AsOfDeclaration<Reader>;
  /** Its read models; the engine feeds them in the manifests' order, before the cross-item ones. */
  projections: readonly Projection[];
  /** Its family of integration events, for types the feed publishes. */
  feed?: FeedFamily;
  upcasters?: readonly Upcaster[];
  valueRepairs?: readonly ValueRepair[];
}
