import type { EventStore } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { deadLetterCounts } from './dead-letters';
import { CHECKPOINTS, type Checkpoint, type Projection } from './projection';
import type { ParkedProjection, ProjectionStatus, ReadModelProgress } from './projection-progress';

interface Waiter {
  position: number;
  resolve: () => void;
}

interface StoredParking {
  failedAt: number;
  error: string;
  attempts: number;
}

/**
 * Read-model progress as an API-only replica sees it: from the checkpoints the projector
 * process writes to the shared read store. Checkpoints are internal documents that change
 * streams do not report, so they are polled: quickly while a command waits or the replica is
 * starting, slowly otherwise (for health).
 */
export class CheckpointProgress implements ReadModelProgress {
  private current: ProjectionStatus = { ready: false, position: 0, parked: [], deadLetters: [] };
  private target = 0;
  private waiters: Waiter[] = [];
  private readonly readyWaiters: Array<() => void> = [];
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly onError: (error: Error) => void = () => {},
    private readonly intervals = { busyMs: 50, idleMs: 2000 },
  ) {}

  /** Ready once the projector holds, with the current version of every projection, what the log held now. */
  async start(): Promise<void> {
    this.target = await this.eventStore.lastPosition();
    await this.poll();
  }

  get isReady(): boolean {
    return this.current.ready;
  }

  ready(): Promise<void> {
    if (this.current.ready) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  waitFor(position: number): Promise<void> {
    if (this.current.position >= position) return Promise.resolve();
    const waiting = new Promise<void>((resolve) => this.waiters.push({ position, resolve }));
    this.schedule(0);
    return waiting;
  }

  status(): ProjectionStatus {
    return this.current;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async poll(): Promise<void> {
    try {
      this.current = await this.read();
    } catch (error) {
      // The read store is unreachable for now: keep the last known progress and ask again.
      this.onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.release();
      this.schedule(this.current.ready && this.waiters.length === 0 ? this.intervals.idleMs : this.intervals.busyMs);
    }
  }

  private async read(): Promise<ProjectionStatus> {
    const names = this.projections.map((projection) => projection.name);
    const stored = await this.readStore.collection<Checkpoint>(CHECKPOINTS).find({ _id: { $in: names } });
    const byName = new Map(stored.map((checkpoint) => [checkpoint._id, checkpoint]));
    const healthy: number[] = [];
    const parked: ParkedProjection[] = [];
    for (const projection of this.projections) {
      const checkpoint = byName.get(projection.name);
      // The projector has not yet started (or rebuilt) this version: nothing of it can be trusted.
      if (checkpoint?.version !== projection.version) return { ready: false, position: 0, parked, deadLetters: [] };
      const parking = checkpoint.parked as StoredParking | undefined;
      if (parking) parked.push({ name: projection.name, position: checkpoint.position, ...parking });
      else healthy.push(checkpoint.position);
    }
    const position = Math.min(...(healthy.length > 0 ? healthy : parked.map((p) => p.position)));
    const deadLetters = await deadLetterCounts(this.readStore);
    return { ready: this.current.ready || position >= this.target, position, parked, deadLetters };
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delayMs);
    this.timer.unref();
  }

  private release(): void {
    if (this.current.ready) for (const resolve of this.readyWaiters.splice(0)) resolve();
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= this.current.position) waiter.resolve();
      else still.push(waiter);
    }
    this.waiters = still;
  }
}
