import type { Actor } from './actor';
import type { EditRule } from './edit-conflict';

/** An event as a decider knows it: a past-tense type and its payload. */
export interface DomainEvent {
  type: string;
  data: object;
}

/**
 * The three pure functions that hold an aggregate's rules. `decide` gets the actor the pipeline
 * resolved: who may send the command is part of the rule, decided and tested here.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State, actor: Actor): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
}

export const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState);

/** An aggregate type: its stream naming, its events with the version each is written at, and its decider. */
export interface AggregateType<Command, Event extends DomainEvent, State> {
  /** Stream prefix: `user` gives streams `user-<id>`. */
  name: string;
  /**
   * The payload version of every event type the decider writes (the events its streams hold).
   * Changing a payload's shape bumps its version here and adds an upcaster from the old one.
   */
  schemaVersions: { readonly [Type in Event['type']]: number };
  decider: Decider<Command, Event, State>;
  /**
   * Set when the state follows from the stream's newest event alone (a counter): the pipeline then
   * reads only that event, so a command costs the same on the millionth event as on the first.
   */
  foldsFromLastEvent?: true;
  /**
   * Its edit commands: sent with the version the form was opened on, a touched field that someone
   * else changed since is refused with the current values instead of overwritten.
   */
  edits?: EditRule<Command, State>;
}

export const streamName = (aggregate: { name: string }, id: string) => `${aggregate.name}-${id}`;
