import type { FeedMessage, FeedPublisher } from '../platform/feed/feed-publisher.port';
import type { Doc, ReadStore } from '../platform/read-store/read-store.port';
import type { FeedCatalog } from './feed-catalog';
import type { FeedReader } from './feed-reader';

/** Where the relay has published up to: an internal document beside the projections' checkpoints. */
export const RELAY_CHECKPOINTS = '_feed_relay';
const RELAY_ID = 'kafka';

interface RelayCheckpoint extends Doc {
  position: number;
}

export interface RelayOptions {
  batchSize?: number;
  /** Wait between polls when the log had nothing new, and after a failure (doubling up to 30 s). */
  idleMs?: number;
  onError?: (error: Error) => void;
}

/**
 * Publishes the feed to the company's broker, at least once and in the log's order: read after
 * the stored checkpoint, map, publish, and only then save the checkpoint. A crash between
 * publishing and saving publishes that batch again after the restart (consumers deduplicate by
 * the envelope's id); nothing is skipped. Exactly one relay runs: in the process that projects.
 */
export class FeedRelay {
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly onError: (error: Error) => void;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly reader: FeedReader,
    private readonly catalog: FeedCatalog,
    private readonly publisher: FeedPublisher,
    private readonly reads: ReadStore,
    options: RelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.idleMs = options.idleMs ?? 1000;
    this.onError = options.onError ?? (() => {});
  }

  /** One step: the next batch after the checkpoint, published, then the checkpoint moved; false when there was nothing new. */
  async relayOnce(): Promise<boolean> {
    const after = await this.checkpoint();
    const page = await this.reader.page({ after, limit: this.batchSize });
    const messages: FeedMessage[] = page.events.map((envelope) => ({
      topic: this.catalog.topicOf(envelope.type),
      key: envelope.stream,
      envelope,
    }));
    await this.publisher.publish(messages);
    if (page.next === after) return false;
    await this.reads.collection<RelayCheckpoint>(RELAY_CHECKPOINTS).upsert({ _id: RELAY_ID, position: page.next });
    return true;
  }

  /** The position published up to (0 before the first batch). */
  async checkpoint(): Promise<number> {
    return (await this.reads.collection<RelayCheckpoint>(RELAY_CHECKPOINTS).get(RELAY_ID))?.position ?? 0;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.publisher.close();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.step().finally(() => {
        this.running = undefined;
      });
    }, delay);
    this.timer.unref();
  }

  /** Keeps relaying while the log has more; waits when it has not, backs off when publishing fails. */
  private async step(): Promise<void> {
    try {
      const moved = await this.relayOnce();
      this.failures = 0;
      this.schedule(moved ? 0 : this.idleMs);
    } catch (thrown) {
      this.onError(thrown instanceof Error ? thrown : new Error(String(thrown)));
      this.failures += 1;
      this.schedule(Math.min(this.idleMs * 2 ** this.failures, 30_000));
    }
  }
}
