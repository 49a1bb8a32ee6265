import type { EventStore, StoredEvent, Subscription } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { CHECKPOINTS, type Checkpoint, type Projection } from './projection';

interface Waiter {
  position: number;
  resolve: () => void;
}

/**
 * Feeds every event of the log to the projections that handle it, in log order, one at a time,
 * and keeps a checkpoint per projection. Embedded, the subscription delivers right after each
 * append; in production it is a catch-up subscription. Either way a caller can wait for a
 * position to be projected.
 */
export class ProjectionEngine {
  private readonly checkpoints = new Map<string, Checkpoint>();
  private readonly queue: StoredEvent[] = [];
  private processing = false;
  private projected = 0;
  private waiters: Waiter[] = [];
  private subscription?: Subscription;
  private readyPosition = 0;
  private readonly readyWaiters: Array<() => void> = [];
  private readonly handled: ReadonlyMap<Projection, ReadonlySet<string>>;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly onError: (error: Error, event: StoredEvent) => void = () => {},
  ) {
    this.handled = new Map(projections.map((projection) => [projection, new Set(projection.handles)]));
  }

  /** Resets outdated projections, then follows the log from the oldest checkpoint. */
  async start(): Promise<void> {
    const stored = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    for (const projection of this.projections) {
      const checkpoint = await stored.get(projection.name);
      if (checkpoint?.version === projection.version) {
        this.checkpoints.set(projection.name, checkpoint);
      } else {
        await this.reset(projection);
      }
      await projection.setup?.(this.readStore);
    }
    const from = Math.min(...[...this.checkpoints.values()].map((c) => c.position), Number.MAX_SAFE_INTEGER);
    this.projected = from === Number.MAX_SAFE_INTEGER ? 0 : from;
    this.readyPosition = await this.eventStore.lastPosition();
    this.subscription = this.eventStore.subscribeToAll(this.projected, (event) => this.enqueue(event));
    if (this.projected >= this.readyPosition) this.markReady();
  }

  get isReady(): boolean {
    return this.projected >= this.readyPosition;
  }

  /** Resolves once the read models hold everything the log held at start. */
  ready(): Promise<void> {
    if (this.isReady) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  waitFor(position: number): Promise<void> {
    if (this.projected >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  get position(): number {
    return this.projected;
  }

  /** Drops every projection's documents and folds the whole log again; reports progress per batch. */
  async rebuild(onProgress: (done: number, total: number) => void = () => {}): Promise<number> {
    await this.subscription?.close();
    for (const projection of this.projections) {
      await this.reset(projection);
      await projection.setup?.(this.readStore);
    }
    const total = await this.eventStore.lastPosition();
    let count = 0;
    for await (const batch of this.eventStore.readAll(0, 2000)) {
      for (const event of batch) await this.applyToAll(event);
      count += batch.length;
      this.projected = batch[batch.length - 1]!.position;
      onProgress(this.projected, total);
    }
    await this.saveCheckpoints();
    return count;
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    await this.saveCheckpoints();
  }

  private async reset(projection: Projection): Promise<void> {
    for (const collection of projection.collections) await this.readStore.dropCollection(collection);
    this.checkpoints.set(projection.name, { _id: projection.name, version: projection.version, position: 0 });
  }

  private enqueue(event: StoredEvent): void {
    this.queue.push(event);
    if (!this.processing) void this.process();
  }

  private async process(): Promise<void> {
    this.processing = true;
    try {
      // Events may arrive while checkpoints are saved: keep going until the queue stays empty.
      while (this.queue.length > 0) {
        while (this.queue.length > 0) {
          const event = this.queue.shift()!;
          await this.applyToAll(event);
          this.projected = event.position;
          this.releaseWaiters();
        }
        await this.saveCheckpoints();
      }
    } finally {
      this.processing = false;
    }
  }

  private async applyToAll(event: StoredEvent): Promise<void> {
    for (const projection of this.projections) {
      const checkpoint = this.checkpoints.get(projection.name)!;
      if (event.position <= checkpoint.position) continue;
      if (this.handled.get(projection)?.has(event.type)) {
        try {
          await this.readStore.withCause(event.metadata.commandId, () => projection.apply(event, this.readStore));
        } catch (error) {
          // A projection bug must not stop the others nor the writes; it is reported and the event skipped.
          this.onError(error as Error, event);
        }
      }
      checkpoint.position = event.position;
    }
  }

  private releaseWaiters(): void {
    if (this.waiters.length > 0) {
      const still: Waiter[] = [];
      for (const waiter of this.waiters) {
        if (waiter.position <= this.projected) waiter.resolve();
        else still.push(waiter);
      }
      this.waiters = still;
    }
    if (this.projected >= this.readyPosition) this.markReady();
  }

  private markReady(): void {
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private async saveCheckpoints(): Promise<void> {
    const stored = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    for (const checkpoint of this.checkpoints.values()) await stored.upsert({ ...checkpoint });
  }
}
