import {
  WITHHELD_STREAMS,
  WITHHELD_STREAMS_PROJECTION,
  type WithheldStream,
} from '../../projections/feed/withheld-streams.projection';
import { CHECKPOINTS, type Checkpoint } from '../../projections/runtime/projection';
import type { EventStore, StoredEvent } from '../platform/event-store/event-store.port';
import type { FeedEnvelope } from '../platform/feed/feed-family';
import type { ReadStore } from '../platform/read-store/read-store.port';
import type { FeedCatalog } from './feed-catalog';

export interface FeedPage {
  events: FeedEnvelope[];
  /** The cursor to pass as `after` next: the last position read; the same `after` when nothing was new. */
  next: number;
}

export interface FeedQuery {
  after: number;
  limit: number;
  projectId?: string;
}

/** Log events looked at, at most, per page: a page of rarely published events still answers soon. */
const MAX_SCANNED = 20_000;
const MIN_READ = 50;

/**
 * Pages through the log in its order, as integration events. The cursor is the global position,
 * so paging has no gap and no duplicate, across restarts too. A page never goes past what the
 * withheld-streams read model holds: a later event of a task made private could leak otherwise.
 * Internal events that are not published are skipped, and the cursor moves past them.
 */
export class FeedReader {
  constructor(
    private readonly events: EventStore,
    private readonly reads: ReadStore,
    private readonly catalog: FeedCatalog,
  ) {}

  async page({ after, limit, projectId }: FeedQuery): Promise<FeedPage> {
    const ceiling = await this.ceiling();
    const found: FeedEnvelope[] = [];
    let next = after;
    let scanned = 0;
    while (found.length < limit && next < ceiling && scanned < MAX_SCANNED) {
      // An event makes one envelope at most: reading about what the page still needs, rows are
      // seldom read twice (a floor keeps a run of unpublished events from being read one by one).
      const wanted = Math.max(limit - found.length, MIN_READ);
      const batch = await this.read(next, wanted, projectId);
      const inReach = batch.filter((event) => event.position <= ceiling);
      const mapped = inReach.map((event) => this.catalog.toEnvelope(event));
      const withheld = await this.withheldSince(mapped);
      for (const [index, envelope] of mapped.entries()) {
        // The page is full: this one starts the next page.
        if (envelope && found.length === limit) break;
        next = inReach[index]!.position;
        if (!envelope) continue;
        const since = withheld.get(envelope.stream);
        if (since === undefined || envelope.position <= since) found.push(envelope);
      }
      scanned += inReach.length;
      if (inReach.length < batch.length || batch.length < wanted) break;
    }
    return { events: found, next };
  }

  /** The last position the withheld-streams read model holds (0 before it has started). */
  private async ceiling(): Promise<number> {
    const checkpoint = await this.reads.collection<Checkpoint>(CHECKPOINTS).get(WITHHELD_STREAMS_PROJECTION);
    return checkpoint?.position ?? 0;
  }

  private async read(after: number, limit: number, projectId?: string): Promise<StoredEvent[]> {
    if (projectId) return this.events.readProjectEvents(projectId, after, limit);
    for await (const batch of this.events.readAll(after, limit)) return batch;
    return [];
  }

  /** Per stream of these envelopes that is withheld, the position it was withheld from. */
  private async withheldSince(envelopes: ReadonlyArray<FeedEnvelope | null>): Promise<Map<string, number>> {
    const streams = [...new Set(envelopes.flatMap((envelope) => (envelope ? [envelope.stream] : [])))];
    if (streams.length === 0) return new Map();
    const withheld = await this.reads.collection<WithheldStream>(WITHHELD_STREAMS).find({ _id: { $in: streams } });
    return new Map(withheld.map((stream) => [stream._id, stream.since]));
  }
}
