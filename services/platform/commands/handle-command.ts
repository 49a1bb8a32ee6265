import { BoundedMap } from '../cache/bounded-map';
import type { Clock } from '../clock/clock.port';
import { DomainError } from '../domain-error';
import {
  type EventMetadata,
  type EventStore,
  NO_STREAM,
  type Stored,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';
import type { ActorPort } from './actor';
import type { CommandContext } from './command-context';
import { type AggregateType, type DomainEvent, fold, streamName } from './decider';
import { editConflict, editConflictError } from './edit-conflict';

/** One command to one aggregate instance. */
export interface AddressedCommand<Command> {
  aggregateId: string;
  command: Command;
  context: CommandContext;
}

export interface CommandRequest<Command, Event extends DomainEvent, State> extends AddressedCommand<Command> {
  aggregate: AggregateType<Command, Event, State>;
}

export interface CommandResult {
  aggregateId: string;
  /** The events this command appended (the first run's events when the command id was seen before). */
  events: StoredEvent[];
  /** Stream revision after the command; -1 for a stream that still does not exist. */
  revision: number;
  /** Global position of the last event the command appended, or 0 when it appended none. */
  position: number;
  duplicate: boolean;
}

export const MAX_CONFLICT_RETRIES = 5;
/** First wait after a conflict; each retry doubles it, with jitter so racing writers part ways. */
const FIRST_BACKOFF_MS = 5;

export const COMMAND_ID_REUSED = 'Este identificador de comando ya se usó para otra solicitud.';
export const CONCURRENT_CHANGE = 'Otra persona modificó este elemento al mismo tiempo. Por favor inténtalo nuevamente.';

const commandIdReused = () => new DomainError('command.id_reused', COMMAND_ID_REUSED, 409);

/** Lets a caller wait until read models include a position, so a client reads its own writes. */
export interface ProjectionProgress {
  waitFor(position: number): Promise<void>;
}

/**
 * The aggregate's state from its stream. A stream holds only its aggregate's events (and, for
 * projects, memberships written there before they had streams of their own, which no rule reads):
 * the check lets the fold read them typed.
 */
const ownEvents = <C, E extends DomainEvent, S>(aggregate: AggregateType<C, E, S>, history: StoredEvent[]) =>
  history.filter((event): event is Stored<E> => Object.hasOwn(aggregate.schemaVersions, event.type));

const foldStream = <C, E extends DomainEvent, S>(aggregate: AggregateType<C, E, S>, history: StoredEvent[]): S =>
  fold(aggregate.decider, ownEvents(aggregate, history));

/** An edit sent with the version its form was opened on: refused when someone else changed a field it touches since. */
function refuseEditConflict<C, E extends DomainEvent, S>(
  { aggregate, command, context }: CommandRequest<C, E, S>,
  history: StoredEvent[],
): void {
  if (context.expectedVersion === undefined || !aggregate.edits) return;
  const { evolve, initialState } = aggregate.decider;
  const conflict = editConflict(aggregate.edits, evolve, initialState, ownEvents(aggregate, history), {
    command,
    openedAt: context.expectedVersion,
    editorId: context.actorId,
  });
  if (conflict) throw editConflictError(aggregate.edits.message, conflict);
}

/** A stream's state folded up to a revision, kept for the stream's next command. */
interface FoldedStream<S> {
  state: S;
  revision: number;
}

/** Streams whose folded state the pipeline keeps: the busiest items; a state is a few KB. */
const FOLDED_STREAMS_KEPT = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The write path of every command: load the stream, fold, resolve the actor, decide (the decider
 * holds the permission rule too), append with the expected revision, retry a concurrency conflict
 * with backoff. A command id is the actor's: seen before with the same request it returns the
 * first result and appends nothing; with another request it is refused.
 */
export class CommandPipeline {
  private readonly inFlight = new Map<string, Promise<CommandResult>>();
  /** Each stream's state as its last command folded it, by aggregate and stream. */
  private readonly folded = new BoundedMap<string, FoldedStream<unknown>>(FOLDED_STREAMS_KEPT);

  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
    private readonly progress: ProjectionProgress,
    private readonly actors: ActorPort,
  ) {}

  handle<C, E extends DomainEvent, S>(request: CommandRequest<C, E, S>): Promise<CommandResult> {
    const key = `${request.context.actorId}|${request.context.commandId}`;
    // Two requests with the same id at once: the second waits for the first instead of racing it.
    const running = this.inFlight.get(key);
    if (running) return running.then((result) => ({ ...result, duplicate: true }));
    const promise = this.run(request).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * Decides without appending: throws what `handle` would throw. A request that writes several
   * streams checks every step first, so a refusal leaves nothing half-written.
   */
  async check<C, E extends DomainEvent, S>(request: CommandRequest<C, E, S>): Promise<void> {
    const { aggregate, aggregateId, context } = request;
    if (context.repeat) return;
    if ((await this.eventStore.readByCommand(context.actorId, context.commandId)).length > 0) return;
    const { state, history } = await this.load(request, streamName(aggregate, aggregateId));
    const actor = await this.actors.resolve(context.actorId);
    aggregate.decider.decide(request.command, state, actor);
    if (history) refuseEditConflict(request, history);
  }

  private async run<C, E extends DomainEvent, S>(request: CommandRequest<C, E, S>): Promise<CommandResult> {
    const { aggregate, aggregateId, context } = request;
    const stream = streamName(aggregate, aggregateId);
    const earlier = await this.eventStore.readByCommand(context.actorId, context.commandId);
    if (earlier.length > 0) return this.repeated(request, earlier);
    if (context.repeat) return this.unchanged(aggregateId, stream);
    const actor = await this.actors.resolve(context.actorId);
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) {
        // Another process may have appended this very command while we waited out a conflict.
        const mine = await this.eventStore.readByCommand(context.actorId, context.commandId);
        if (mine.length > 0) return this.repeated(request, mine);
      }
      const { state, revision, history } = await this.load(request, stream);
      const decided = aggregate.decider.decide(request.command, state, actor);
      // After the decider: who may not read or edit the item learns nothing of its values.
      if (history) refuseEditConflict(request, history);
      if (decided.length === 0) {
        return { aggregateId, events: [], revision, position: 0, duplicate: false };
      }
      try {
        const metadata = this.metadata(context);
        const appended = await this.eventStore.append(
          stream,
          decided.map((event) => ({
            type: event.type,
            data: event.data,
            metadata: { ...metadata, schemaVersion: aggregate.schemaVersions[event.type as E['type']] },
          })),
          revision,
        );
        await this.progress.waitFor(appended.position);
        const events = await this.eventStore.readByCommand(context.actorId, context.commandId);
        return { aggregateId, events, revision: appended.revision, position: appended.position, duplicate: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_CONFLICT_RETRIES) throw new DomainError('command.conflict', CONCURRENT_CHANGE, 409);
        await sleep(FIRST_BACKOFF_MS * 2 ** attempt * (0.5 + Math.random()));
      }
    }
  }

  /**
   * The aggregate's state and its stream's revision. An aggregate folded from its newest event
   * reads that event. An edit sent with the version its form was opened on reads the whole stream,
   * which the conflict check walks (`history`). Any other command folds only the events after the
   * state kept from the stream's last command: its cost does not grow with the item's length.
   * The kept state is only a start: the append's expected revision still guards against any
   * writer, in this process or another.
   */
  private async load<C, E extends DomainEvent, S>(
    { aggregate, context }: CommandRequest<C, E, S>,
    stream: string,
  ): Promise<{ state: S; revision: number; history?: StoredEvent[] }> {
    if (aggregate.foldsFromLastEvent) {
      const last = await this.eventStore.readLastEvent(stream);
      const history = last ? [last] : [];
      return { state: foldStream(aggregate, history), revision: last?.revision ?? NO_STREAM };
    }
    const key = `${aggregate.name}|${stream}`;
    if (context.expectedVersion !== undefined && aggregate.edits) {
      const history = await this.eventStore.readStream(stream);
      const state = foldStream(aggregate, history);
      const revision = history.at(-1)?.revision ?? NO_STREAM;
      this.folded.set(key, { state, revision });
      return { state, revision, history };
    }
    const kept = this.folded.get(key) as FoldedStream<S> | undefined;
    const newer = await this.eventStore.readStream(stream, kept?.revision ?? NO_STREAM);
    const state = ownEvents(aggregate, newer).reduce(
      aggregate.decider.evolve,
      kept?.state ?? aggregate.decider.initialState,
    );
    const revision = newer.at(-1)?.revision ?? kept?.revision ?? NO_STREAM;
    this.folded.set(key, { state, revision });
    return { state, revision };
  }

  /** The first run's result, when it was the same request on the same stream. */
  private async repeated<C, E extends DomainEvent, S>(
    { aggregate, aggregateId, context }: CommandRequest<C, E, S>,
    earlier: StoredEvent[],
  ): Promise<CommandResult> {
    const stream = streamName(aggregate, aggregateId);
    const first = earlier[0]!;
    const sameRequest =
      earlier.every((event) => event.stream === stream) &&
      (context.requestHash === undefined || first.metadata.requestHash === context.requestHash);
    if (!sameRequest) throw commandIdReused();
    const last = earlier[earlier.length - 1]!;
    await this.progress.waitFor(last.position);
    return { aggregateId, events: earlier, revision: last.revision, position: last.position, duplicate: true };
  }

  /**
   * A repeated request whose first run appended nothing here appends nothing now either, whatever
   * changed since: deciding again could apply an old request over a newer change.
   */
  private async unchanged(aggregateId: string, stream: string): Promise<CommandResult> {
    const last = await this.eventStore.readLastEvent(stream);
    return { aggregateId, events: [], revision: last?.revision ?? NO_STREAM, position: 0, duplicate: true };
  }

  /** Who, when and why, for every event of the command; each event adds its payload's version. */
  private metadata(context: CommandContext): Omit<EventMetadata, 'schemaVersion'> {
    return {
      actorId: context.actorId,
      ...(context.projectId ? { projectId: context.projectId } : {}),
      commandId: context.commandId,
      ...(context.requestHash ? { requestHash: context.requestHash } : {}),
      correlationId: context.correlationId ?? context.commandId,
      causationId: context.causationId ?? context.commandId,
      occurredAt: this.clock.now().toISOString(),
      ...(context.madeAt ? { madeAt: context.madeAt } : {}),
    };
  }
}
