import type { AggregateType, Decider, DomainEvent } from '../platform/commands/decider';

/**
 * How one kind's register writes: the names are in the stored logs, so they never change.
 * A kind whose form may type a new entry of a project list with the item (RDI: a subject) has
 * `typedEntries`: the entry joins the list with `added` numbered after `from` (so it never meets a fixed
 * entry, 1 to n), and every number event counts the typed entries in `countKey`.
 */
export interface NumberRegisterKind<Event extends DomainEvent> {
  /** Stream prefix: project p's register is `<name>-<p>`. */
  name: string;
  schemaVersions: { readonly [Type in Event['type']]: number };
  taken: Event['type'];
  /** The number event's key for the item that took it. */
  itemKey: string;
  typedEntries?: { added: Event['type']; idKey: string; countKey: string; from: number };
}

export interface TakeNumber {
  type: 'TakeNumber';
  projectId: string;
  itemId: string;
  /** Written on the number event as sent (an additional's code, which the register answers last). */
  notes?: Readonly<Record<string, string>>;
  /** A new entry typed with the item, for a kind with `typedEntries`. */
  typed?: string | null;
}

export interface NumberRegisterState {
  last: number;
  typed: number;
}

export interface NumberRegister<Event extends DomainEvent>
  extends AggregateType<TakeNumber, Event, NumberRegisterState> {
  kind: NumberRegisterKind<Event>;
}

type Payload = Record<string, unknown>;

/**
 * A project's register of one item kind: each creation takes the next number by appending here
 * with its expected revision, so two creations at once cannot take the same number (the pipeline
 * retries the loser) and a number once taken is never given again. Only a creation sends it, after
 * its own rules passed a dry run. The number event comes last and carries every count, so the
 * newest event is the whole state however many items the project has.
 */
export function numberRegister<Event extends DomainEvent>(kind: NumberRegisterKind<Event>): NumberRegister<Event> {
  const { taken, itemKey, typedEntries: entries } = kind;
  const decider: Decider<TakeNumber, Event, NumberRegisterState> = {
    initialState: { last: 0, typed: 0 },
    decide({ projectId, itemId, notes, typed }, state) {
      const newEntry = entries && typed ? typed : null;
      const count = state.typed + (newEntry ? 1 : 0);
      const data: Payload = { projectId, [itemKey]: itemId, number: state.last + 1, ...notes };
      if (entries) data[entries.countKey] = count;
      const number = { type: taken, data } as Event;
      if (!entries || !newEntry) return [number];
      const added = { type: entries.added, data: { projectId, [entries.idKey]: entries.from + count, name: newEntry } };
      return [added as Event, number];
    },
    evolve(state, event) {
      const data = event.data as Payload;
      if (event.type === taken) {
        return { last: data.number as number, typed: entries ? (data[entries.countKey] as number) : 0 };
      }
      return entries ? { ...state, typed: (data[entries.idKey] as number) - entries.from } : state;
    },
  };
  return { name: kind.name, schemaVersions: kind.schemaVersions, decider, foldsFromLastEvent: true, kind };
}

/** What a registration took: its number, and its typed entry's id (0 when none). */
export interface Taken {
  number: number;
  entryId: number;
}

/** What a registration took, read from its events (a number 0 when it took none). */
export function takenBy<Event extends DomainEvent>(
  { kind }: NumberRegister<Event>,
  events: readonly DomainEvent[],
): Taken {
  const taken: Taken = { number: 0, entryId: 0 };
  for (const { type, data } of events) {
    const payload = data as Payload;
    if (type === kind.taken) taken.number = payload.number as number;
    else if (kind.typedEntries && type === kind.typedEntries.added)
      taken.entryId = payload[kind.typedEntries.idKey] as number;
  }
  return taken;
}
