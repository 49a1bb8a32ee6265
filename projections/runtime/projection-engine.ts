import type { EventStore, StoredEvent, Subscription } from '../../services/platform/event-store/event-store.port';
import { projectOfEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { BoundedQueue } from './bounded-queue';
import {
  DEAD_LETTERS,
  type DeadLetter,
  type DeadLetterCount,
  deadLetterCounts,
  deadLetterId,
  dropDeadLetters,
  promoteDeadLetters,
} from './dead-letters';
import { CHECKPOINTS, type Checkpoint, type Projection } from './projection';
import type { BuildingProjection, ParkedProjection, ProjectionStatus, ReadModelProgress } from './projection-progress';
import { ShadowStore, shadowName } from './shadow-store';
import { UndoJournal } from './undo-journal';

export interface EngineOptions {
  /** Events read from the log at a time while catching up. */
  batchSize?: number;
  /** Live events held at most; past it the engine lets go of the subscription and reads the log in batches. */
  maxQueue?: number;
  /** Wait before the first retry of a parked projection; it doubles with each failure, up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Times an event is tried, the store answering, before it becomes a dead letter. */
  triesPerEvent?: number;
  /** When a dead letter is recorded (tests fix it). */
  now?: () => Date;
  /** Reading the log failed; the engine starts over from its position after `retryDelayMs`. */
  onFeedError?: (error: Error) => void;
  /**
   * Runs after checkpoints are saved, while no event is applied (a snapshot of the read models
   * is consistent there). A failure is reported through `onFeedError` and changes nothing else.
   */
  afterCheckpoint?: (position: number) => Promise<void>;
}

/** A projection failed on an event: it is `parked` before it (to be retried), or went on past it (`dead-letter`). */
export type ProjectionErrorListener = (
  error: Error,
  event: StoredEvent,
  projection: string,
  outcome: 'parked' | 'dead-letter',
) => void;

interface Waiter {
  position: number;
  resolve: () => void;
}

interface Parking {
  failedAt: number;
  error: string;
  attempts: number;
  /** The failed event's writes, when putting them back failed too (the store was away): undone before the retry. */
  undo?: UndoJournal;
  /** Set by the backoff timer (not by comparing clocks: a timer may fire a little before Date.now() says). */
  due: boolean;
  timer?: NodeJS.Timeout;
}

/** One projection as the engine drives it, writing through `store`. */
interface Lane {
  projection: Projection;
  handles: ReadonlySet<string>;
  store: ReadStore;
  checkpoint: Checkpoint;
  /** A version being built beside the answering one: its dead letters wait for it to take its place. */
  building: boolean;
  parked?: Parking;
  /** The projection's next version, being built beside this one from the start of the log. */
  next?: Lane;
}

/** The checkpoint of a projection's version being built beside the live one. */
const nextCheckpointId = (name: string) => `${name}@next`;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Feeds every event of the log to the projections that handle it, in log order, and keeps a
 * checkpoint per projection. At start it catches up by reading the log in batches (each batch
 * applied before the next is read), then follows live events from the position it reached
 * through a bounded queue; when the queue fills, it drops the subscription and catches up in
 * batches again.
 *
 * One bad event does not stop a read model (docs/decisions.md, "Cartas muertas de las
 * proyecciones"). A projection folds each event whole or not at all: it writes through an
 * `UndoJournal`, and when `apply` throws, the documents it wrote for that event are put back as
 * they stood before it (readers may glimpse them half-written meanwhile; there is no transaction,
 * and a crash in between leaves them so, the checkpoint still before the event, as any crash
 * between a write and the checkpoint always did). The event is then tried again at once, up to
 * `triesPerEvent` times. If it still throws while the store answers, the fault is the event's or
 * the code's: it is recorded as a dead letter in `_dead_letters` (projection, version, position,
 * stream, type, project, error, times) before the checkpoint goes past it, and the projection goes
 * on; the others never notice. If the store is away instead (it says so, or it does not answer
 * putting the writes back or a read), nothing is recorded: the projection is parked, its
 * checkpoint before the event, and retried with backoff from there, as is a projection that stops
 * on failure (`onFailure: 'stop'`) whatever the error. A crash after a dead letter was recorded
 * and before the checkpoint moved folds the event again, and records the same letter (its id is
 * the projection and the position).
 *
 * A projection whose version was bumped is rebuilt without downtime: its stored version keeps
 * answering, and following the log, while the new version is folded beside it (in shadow
 * collections, a batch at a time between live events); once the new version has reached the live
 * position it takes the old one's place. A build folds every event again, dead letters included:
 * it records its own dead letters aside, and they replace the old version's when it takes its
 * place (`rebuild` does the same for every projection at once).
 */
export class ProjectionEngine implements ReadModelProgress {
  private readonly lanes: Lane[];
  private readonly batchSize: number;
  private readonly queue: BoundedQueue<StoredEvent>;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly triesPerEvent: number;
  private readonly now: () => Date;
  private readonly onFeedError: (error: Error) => void;
  private readonly afterCheckpoint?: (position: number) => Promise<void>;
  private projected = 0;
  private caughtUp = false;
  private live = false;
  private catchUpNeeded = true;
  private subscription?: Subscription;
  /** Tells events of a dropped subscription from those of the current one. */
  private generation = 0;
  private running?: Promise<void>;
  private waiters: Waiter[] = [];
  /** Dead letters of the answering versions, as last read from the store. */
  private deadLetters: DeadLetterCount[] = [];
  private readonly readyWaiters: Array<() => void> = [];

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    projections: readonly Projection[],
    private readonly onError: ProjectionErrorListener = () => {},
    options: EngineOptions = {},
  ) {
    this.lanes = projections.map((projection) => ({
      projection,
      handles: new Set(projection.handles),
      store: readStore,
      checkpoint: { _id: projection.name, version: projection.version, position: 0 },
      building: false,
    }));
    this.batchSize = options.batchSize ?? 2000;
    this.queue = new BoundedQueue(options.maxQueue ?? 10_000);
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
    this.triesPerEvent = options.triesPerEvent ?? 3;
    this.now = options.now ?? (() => new Date());
    this.onFeedError = options.onFeedError ?? (() => {});
    this.afterCheckpoint = options.afterCheckpoint;
  }

  /**
   * Resets outdated projections and starts catching up from the oldest checkpoint; resolves
   * before the catch-up ends (`ready()` tells when it has), so the server can answer meanwhile.
   */
  async start(): Promise<void> {
    const stored = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    const bumped: Lane[] = [];
    for (const lane of this.lanes) {
      const checkpoint = await stored.get(lane.projection.name);
      if (checkpoint) {
        lane.checkpoint = { _id: checkpoint._id, version: checkpoint.version, position: checkpoint.position };
        if (checkpoint.version !== lane.projection.version) bumped.push(lane);
      } else {
        await this.reset(lane);
      }
      await lane.projection.setup?.(this.readStore);
    }
    const building = bumped.flatMap((lane) => lane.projection.collections);
    for (const lane of bumped) {
      lane.next = await this.buildBeside(lane, await stored.get(nextCheckpointId(lane.projection.name)), building);
    }
    this.projected = Math.min(...this.lanes.map((lane) => lane.checkpoint.position));
    if (!Number.isFinite(this.projected)) this.projected = 0;
    await this.countDeadLetters();
    const target = await this.eventStore.lastPosition();
    if (this.projected >= target) this.markCaughtUp();
    this.live = true;
    this.catchUpNeeded = true;
    this.kick();
  }

  get isReady(): boolean {
    return this.caughtUp;
  }

  /** Resolves once the read models hold everything the log held at start. */
  ready(): Promise<void> {
    if (this.caughtUp) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Resolves once every projection that is not parked holds `position`. */
  waitFor(position: number): Promise<void> {
    if (this.projected >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  get position(): number {
    return this.projected;
  }

  status(): ProjectionStatus {
    const building: BuildingProjection[] = this.builds().map(({ projection, checkpoint }) => ({
      name: projection.name,
      version: projection.version,
      position: checkpoint.position,
    }));
    return {
      ready: this.caughtUp,
      position: this.projected,
      parked: this.parkedProjections(),
      deadLetters: this.deadLetters,
      building,
    };
  }

  /**
   * Folds the whole log again into every projection, beside the read models, which keep
   * answering until each new version takes their place; reports progress per batch. Every dead
   * letter is tried again: the events that still fail are recorded anew (`status().deadLetters`
   * counts them after), the others are gone. Throws when a projection is parked (it stops on
   * failure, or the store was away), naming it: a rebuild never leaves a projection behind.
   */
  async rebuild(onProgress: (done: number, total: number) => void = () => {}): Promise<number> {
    await this.halt();
    const building = this.lanes.flatMap((lane) => lane.projection.collections);
    for (const lane of this.lanes) lane.next = await this.buildBeside(lane, null, building);
    const total = await this.eventStore.lastPosition();
    this.projected = Math.max(this.projected, total);
    let count = 0;
    while (this.builds().length > 0) {
      count += await this.buildStep();
      onProgress(Math.min(total, ...this.builds().map((build) => build.checkpoint.position)), total);
      const failed = this.builds().filter((build) => build.parked);
      if (failed.length > 0) {
        throw new Error(
          failed
            .map(({ projection, parked }) => `${projection.name} failed at ${parked?.failedAt}: ${parked?.error}`)
            .join('\n'),
        );
      }
    }
    await this.saveCheckpoints();
    return count;
  }

  async stop(): Promise<void> {
    await this.halt();
    await this.saveCheckpoints();
  }

  private async halt(): Promise<void> {
    this.live = false;
    this.dropSubscription();
    for (const lane of this.lanes) clearTimeout(lane.parked?.timer);
    await this.running;
  }

  /**
   * The new version's lane, resuming a build a restart interrupted, or starting it over from the
   * log's start. Versions built together read each other's shadows (`building`), as they stand at
   * the event being folded, like a rebuild from scratch would.
   */
  private async buildBeside(lane: Lane, stored: Checkpoint | null, building: readonly string[]): Promise<Lane> {
    const { projection } = lane;
    const store = new ShadowStore(this.readStore, building);
    const resumed = stored?.version === projection.version;
    if (!resumed) {
      for (const collection of projection.collections) await store.dropCollection(collection);
      await dropDeadLetters(this.readStore, projection.name, 'building');
    }
    await projection.setup?.(store);
    return {
      projection,
      handles: lane.handles,
      store,
      building: true,
      checkpoint: {
        _id: nextCheckpointId(projection.name),
        version: projection.version,
        position: resumed ? stored.position : 0,
      },
    };
  }

  /** Lanes of the new versions being built. */
  private builds(): Lane[] {
    return this.lanes.flatMap((lane) => (lane.next ? [lane.next] : []));
  }

  /** Whether a build may take a step now: it is not parked, or its retry has come due. */
  private buildsToStep(): Lane[] {
    return this.builds().filter((build) => !build.parked || build.parked.due);
  }

  /**
   * Folds one batch of the log into the versions being built, up to the live position; each one
   * that reaches it takes its live version's place. Answers how many events were read.
   */
  private async buildStep(): Promise<number> {
    const builds = this.buildsToStep();
    if (builds.length === 0) return 0;
    const attempts = new Map(builds.map((build) => [build, build.parked?.attempts ?? 0]));
    // One whose half-written event cannot be put back yet stays parked, and is skipped below.
    for (const build of builds) await this.unpark(build);
    const from = Math.min(...builds.map((build) => build.checkpoint.position));
    // Most events concern few projections: each event visits only the builds that handle it.
    const handling = new Map<string, Lane[]>();
    for (const build of builds) {
      for (const type of build.handles) handling.set(type, [...(handling.get(type) ?? []), build]);
    }
    let read = 0;
    let previous = from;
    for await (const batch of this.eventStore.readAll(from, this.batchSize)) {
      for (const event of batch) {
        if (event.position > this.projected) break;
        read += 1;
        for (const build of handling.get(event.type) ?? []) {
          if (build.parked || event.position <= build.checkpoint.position) continue;
          // Past the events before this one, which it does not handle (parked, it stays before this one).
          build.checkpoint.position = Math.max(build.checkpoint.position, previous);
          if (await this.applyTo(build, event, attempts.get(build) ?? 0)) build.checkpoint.position = event.position;
        }
        previous = event.position;
      }
      break;
    }
    for (const build of builds) {
      if (!build.parked) build.checkpoint.position = Math.max(build.checkpoint.position, previous);
    }
    // Versions built together take their places together, once all of them hold the live position
    // (nothing was left to read, or they folded up to it): they read each other's shadows until then.
    const done = (build: Lane) => !build.parked && (read === 0 || build.checkpoint.position >= this.projected);
    if (this.builds().every(done)) {
      for (const lane of this.lanes) if (lane.next) await this.swap(lane, lane.next);
      await this.countDeadLetters();
    }
    await this.saveCheckpoints();
    return read;
  }

  /** The new version takes the old one's place: its collections, its dead letters, then its checkpoint. */
  private async swap(lane: Lane, build: Lane): Promise<void> {
    for (const collection of lane.projection.collections) {
      await this.readStore.renameCollection(shadowName(collection), collection);
    }
    await promoteDeadLetters(this.readStore, lane.projection.name);
    clearTimeout(lane.parked?.timer);
    lane.parked = undefined;
    lane.next = undefined;
    lane.checkpoint = { _id: lane.projection.name, version: build.checkpoint.version, position: this.projected };
    await this.readStore.collection<Checkpoint>(CHECKPOINTS).delete(build.checkpoint._id);
  }

  private async reset(lane: Lane): Promise<void> {
    for (const collection of lane.projection.collections) await this.readStore.dropCollection(collection);
    await dropDeadLetters(this.readStore, lane.projection.name, 'all');
    lane.checkpoint = { _id: lane.projection.name, version: lane.projection.version, position: 0 };
    lane.parked = undefined;
  }

  /** Runs the feed unless it already runs; one loop at a time applies events, so order holds. */
  private kick(): void {
    if (this.running || !this.live) return;
    this.running = this.feed()
      .catch((error: unknown) => this.recover(error))
      .finally(() => {
        this.running = undefined;
        // Work that arrived while the loop was finishing (an event, a retry coming due).
        if (this.queue.size > 0 || this.lanes.some((lane) => lane.parked?.due || lane.next?.parked?.due)) {
          this.kick();
        }
      });
  }

  private async feed(): Promise<void> {
    while (this.live) {
      await this.retryDueProjections();
      if (this.catchUpNeeded) {
        await this.catchUp();
        if (!this.live) return;
        // Even with nothing to fold: API replicas learn from the stored checkpoints that the projector is up.
        await this.saveCheckpoints();
        this.catchUpNeeded = false;
        this.markCaughtUp();
        this.subscribe();
        // Live events wait in the queue meanwhile, so what runs here sees the read models still.
        await this.checkpointReached();
        continue;
      }
      if (this.queue.size > 0) {
        for (let event = this.queue.take(); event; event = this.queue.take()) {
          await this.applyEvent(event);
          this.releaseWaiters();
        }
        await this.saveCheckpoints();
        await this.checkpointReached();
        continue;
      }
      if (this.buildsToStep().length === 0) return;
      // New versions are built a batch at a time, live events first.
      await this.buildStep();
      await nextTurn();
    }
  }

  private async checkpointReached(): Promise<void> {
    try {
      await this.afterCheckpoint?.(this.projected);
    } catch (error) {
      this.onFeedError(asError(error));
    }
  }

  /** Reads the log after the engine's position in batches, applying each before reading on. */
  private async catchUp(): Promise<void> {
    for await (const batch of this.eventStore.readAll(this.projected, this.batchSize)) {
      for (const event of batch) await this.applyEvent(event);
      await this.saveCheckpoints();
      this.releaseWaiters();
      // Let the server answer (health, 503s) between batches.
      await nextTurn();
      if (!this.live) return;
    }
  }

  private subscribe(): void {
    this.generation += 1;
    const generation = this.generation;
    this.subscription = this.eventStore.subscribeToAll(this.projected, (event) => {
      if (generation !== this.generation) return;
      if (!this.queue.push(event)) {
        // Backpressure: the log keeps the events, the engine reads them in batches when it can.
        this.dropSubscription();
        this.catchUpNeeded = true;
      }
      this.kick();
    });
  }

  private dropSubscription(): void {
    this.generation += 1;
    void this.subscription?.close();
    this.subscription = undefined;
    this.queue.clear();
  }

  /** A read failed (the log is unreachable): start over from the position reached, a little later. */
  private recover(error: unknown): void {
    this.onFeedError(asError(error));
    this.dropSubscription();
    this.catchUpNeeded = true;
    setTimeout(() => this.kick(), this.retryDelayMs).unref();
  }

  private async applyEvent(event: StoredEvent): Promise<void> {
    if (event.position <= this.projected) return;
    for (const lane of this.lanes) {
      if (lane.parked || event.position <= lane.checkpoint.position) continue;
      if (lane.handles.has(event.type) && !(await this.applyTo(lane, event, 0))) continue;
      lane.checkpoint.position = event.position;
    }
    this.projected = event.position;
  }

  /**
   * Applies one event to one projection, whole or not at all (`UndoJournal`); answers whether the
   * projection may go on past it: it folded, or it became a dead letter. An event that throws is
   * tried again at once, up to `triesPerEvent` times; it becomes a dead letter only if the store
   * answered all along. When the store is away (it says so, or it does not answer putting the
   * writes back or a read), or the projection stops on failure, the projection is parked instead.
   */
  private async applyTo(lane: Lane, event: StoredEvent, earlierAttempts: number): Promise<boolean> {
    // Made only on a failure: an Error's stack trace costs more than most folds.
    let error: Error | undefined;
    for (let tries = 1; tries <= this.triesPerEvent; tries += 1) {
      const journal = new UndoJournal(lane.store);
      const fold = () => lane.projection.apply(event, journal);
      try {
        // A version being built writes shadow collections, which push nothing: no cause to carry.
        await (lane.building ? fold() : this.readStore.withCause(event.metadata.commandId, fold));
        return true;
      } catch (thrown) {
        error = asError(thrown);
        const undone = await this.undo(journal);
        const transient = !undone || this.readStore.isUnavailable(error) || !(await this.storeAnswers(lane));
        if (transient || lane.projection.onFailure === 'stop') {
          this.park(lane, event, error, earlierAttempts + 1, undone ? undefined : journal);
          return false;
        }
      }
    }
    error ??= new Error('never tried');
    try {
      await this.recordDeadLetter(lane, event, error);
    } catch (unrecorded) {
      // Never skipped unrecorded: it is tried again once the store answers.
      this.park(lane, event, asError(unrecorded), earlierAttempts + 1);
      return false;
    }
    this.onError(error, event, lane.projection.name, 'dead-letter');
    return true;
  }

  /** Puts back what a failed event wrote; false when the store did not answer. */
  private async undo(journal: UndoJournal): Promise<boolean> {
    try {
      await journal.rollback();
      return true;
    } catch {
      return false;
    }
  }

  private async storeAnswers(lane: Lane): Promise<boolean> {
    try {
      await this.readStore.collection<Checkpoint>(CHECKPOINTS).get(lane.checkpoint._id);
      return true;
    } catch {
      return false;
    }
  }

  /** Keeps the projection before the event and retries it with backoff from there. */
  private park(lane: Lane, event: StoredEvent, error: Error, attempts: number, undo?: UndoJournal): void {
    this.arm(lane, { failedAt: event.position, error: error.message, attempts, due: false, undo });
    this.onError(error, event, lane.projection.name, 'parked');
  }

  private arm(lane: Lane, parking: Parking): void {
    lane.parked = parking;
    if (!this.live) return;
    const delay = Math.min(this.retryDelayMs * 2 ** (parking.attempts - 1), this.maxRetryDelayMs);
    parking.timer = setTimeout(() => {
      parking.due = true;
      this.kick();
    }, delay);
    parking.timer.unref();
  }

  /**
   * A parked lane's retry begins: what its failed event left half-written is put back first.
   * Answers false, the lane parked again, when the store still does not answer.
   */
  private async unpark(lane: Lane): Promise<boolean> {
    const parking = lane.parked;
    lane.parked = undefined;
    if (!parking?.undo) return true;
    try {
      await parking.undo.rollback();
      return true;
    } catch (error) {
      this.arm(lane, { ...parking, error: asError(error).message, attempts: parking.attempts + 1, due: false });
      return false;
    }
  }

  private async recordDeadLetter(lane: Lane, event: StoredEvent, error: Error): Promise<void> {
    const { projection, checkpoint, building } = lane;
    const letter: DeadLetter = {
      _id: deadLetterId(checkpoint._id, event.position),
      projection: projection.name,
      version: checkpoint.version,
      ...(building ? { building: true as const } : {}),
      position: event.position,
      stream: event.stream,
      event_type: event.type,
      project_id: projectOfEvent(event) ?? null,
      error: error.message,
      attempts: this.triesPerEvent,
      occurred_at: event.metadata.occurredAt,
      recorded_at: this.now().toISOString(),
    };
    await this.readStore.collection<DeadLetter>(DEAD_LETTERS).upsert(letter);
    if (!building) await this.countDeadLetters();
  }

  private async countDeadLetters(): Promise<void> {
    this.deadLetters = await deadLetterCounts(this.readStore);
  }

  private async retryDueProjections(): Promise<void> {
    for (const lane of this.lanes) {
      if (lane.parked?.due) await this.replay(lane, lane.parked.attempts);
    }
  }

  /** Folds a parked projection from its checkpoint up to the engine's position; parks it again on failure. */
  private async replay(lane: Lane, attempts: number): Promise<void> {
    if (!(await this.unpark(lane))) return;
    for await (const batch of this.eventStore.readAll(lane.checkpoint.position, this.batchSize)) {
      for (const event of batch) {
        if (event.position > this.projected) break;
        if (lane.handles.has(event.type) && !(await this.applyTo(lane, event, attempts))) return;
        lane.checkpoint.position = event.position;
      }
      if (batch[batch.length - 1]!.position >= this.projected) break;
    }
    lane.checkpoint.position = this.projected;
    await this.saveCheckpoints();
  }

  private parkedProjections(): ParkedProjection[] {
    return [...this.lanes, ...this.builds()].flatMap(({ checkpoint, parked }) =>
      parked
        ? [
            {
              name: checkpoint._id,
              position: checkpoint.position,
              failedAt: parked.failedAt,
              error: parked.error,
              attempts: parked.attempts,
            },
          ]
        : [],
    );
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= this.projected) waiter.resolve();
      else still.push(waiter);
    }
    this.waiters = still;
  }

  private markCaughtUp(): void {
    this.caughtUp = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  /** Checkpoints carry the parking, so API replicas can report it too. */
  private async saveCheckpoints(): Promise<void> {
    const stored = this.readStore.collection<Checkpoint>(CHECKPOINTS);
    for (const { checkpoint, parked } of [...this.lanes, ...this.builds()]) {
      await stored.upsert({
        ...checkpoint,
        ...(parked ? { parked: { failedAt: parked.failedAt, error: parked.error, attempts: parked.attempts } } : {}),
      });
    }
  }
}

const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));
