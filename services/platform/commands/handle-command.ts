import type { Clock } from '../clock/clock.port';
import {
  type EventStore,
  NO_STREAM,
  type Stored,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';
import type { CommandContext } from './command-context';
import { type AggregateType, type DomainEvent, fold, streamName } from './decider';

export interface CommandRequest<Command, Event extends DomainEvent, State> {
  aggregate: AggregateType<Command, Event, State>;
  aggregateId: string;
  command: Command;
  context: CommandContext;
  /** Throws a DomainError (403) when the actor may not send this command to this aggregate. */
  authorize?: (state: State) => void | Promise<void>;
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

/** Lets a caller wait until read models include a position, so a client reads its own writes. */
export interface ProjectionProgress {
  waitFor(position: number): Promise<void>;
}

/**
 * The write path of every command: load the stream, fold, authorize, decide, append with the
 * expected revision, retry on a concurrency conflict. A command id seen before returns the
 * first result and appends nothing.
 */
export class CommandPipeline {
  private readonly inFlight = new Map<string, Promise<CommandResult>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
    private readonly progress: ProjectionProgress,
  ) {}

  handle<C, E extends DomainEvent, S>(request: CommandRequest<C, E, S>): Promise<CommandResult> {
    const { commandId } = request.context;
    // Two requests with the same id at once: the second waits for the first instead of racing it.
    const running = this.inFlight.get(commandId);
    if (running) return running.then((result) => ({ ...result, duplicate: true }));
    const promise = this.run(request).finally(() => this.inFlight.delete(commandId));
    this.inFlight.set(commandId, promise);
    return promise;
  }

  private async run<C, E extends DomainEvent, S>(request: CommandRequest<C, E, S>): Promise<CommandResult> {
    const { aggregate, aggregateId, context } = request;
    const earlier = await this.eventStore.readByCommandId(context.commandId);
    if (earlier.length > 0) {
      const last = earlier[earlier.length - 1]!;
      await this.progress.waitFor(last.position);
      return { aggregateId, events: earlier, revision: last.revision, position: last.position, duplicate: true };
    }
    const stream = streamName(aggregate, aggregateId);
    for (let attempt = 0; ; attempt += 1) {
      const history = await this.eventStore.readStream(stream);
      // A stream holds only its aggregate's events; the check lets the fold read them typed.
      const state = fold(
        aggregate.decider,
        history.filter((event): event is Stored<E> => Object.hasOwn(aggregate.schemaVersions, event.type)),
      );
      await request.authorize?.(state);
      const decided = aggregate.decider.decide(request.command, state);
      const revision = history.length > 0 ? history[history.length - 1]!.revision : NO_STREAM;
      if (decided.length === 0) {
        return { aggregateId, events: [], revision, position: 0, duplicate: false };
      }
      try {
        const metadata = {
          actorId: context.actorId,
          ...(context.projectId ? { projectId: context.projectId } : {}),
          commandId: context.commandId,
          correlationId: context.correlationId ?? context.commandId,
          causationId: context.causationId ?? context.commandId,
          occurredAt: this.clock.now().toISOString(),
        };
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
        const events = await this.eventStore.readByCommandId(context.commandId);
        return { aggregateId, events, revision: appended.revision, position: appended.position, duplicate: false };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_CONFLICT_RETRIES) continue;
        throw error;
      }
    }
  }
}
