import type { AggregateType, DomainEvent } from './decider';
import type { AddressedCommand, CommandPipeline, CommandResult } from './handle-command';

/** What a shared step (files, numbered creation, an image) needs of a feature's door. */
export interface CommandsOf<C> {
  execute(request: AddressedCommand<C>): Promise<CommandResult>;
  /** Decides without appending: throws what `execute` would throw. */
  check(request: AddressedCommand<C>): Promise<void>;
}

/**
 * One aggregate's door to the one pipeline. Each feature subclasses it with its aggregate
 * (`TaskCommands` runs `taskAggregate`), so the type a controller injects names the decider its
 * commands reach: route, decider, events, projection, with no bus in between.
 */
export abstract class AggregateCommands<C, E extends DomainEvent, S> implements CommandsOf<C> {
  protected constructor(
    private readonly pipeline: CommandPipeline,
    private readonly aggregate: AggregateType<C, E, S>,
  ) {}

  execute(request: AddressedCommand<C>): Promise<CommandResult> {
    return this.pipeline.handle({ ...request, aggregate: this.aggregate });
  }

  check(request: AddressedCommand<C>): Promise<void> {
    return this.pipeline.check({ ...request, aggregate: this.aggregate });
  }
}
