import type { HistoryChange } from '../../contracts/history';
import type { HistoryItemType } from '../../contracts/history-items';
import { type CurrencyId, moneyEsCl } from '../../contracts/money';
import { formatPercent } from '../../contracts/number-format';
import type { Decider, DomainEvent } from '../commands/decider';
import type { StoredEvent } from '../event-store/event-store.port';

/** What one event reads as: the sentence after the actor's name, and the fields it changed. */
export interface HistoryLine {
  /** "cerró la tarea": the summary is the actor's name and job, then this. */
  says: string;
  changes?: HistoryChange[];
  /** Another item the event is about, which the reader may open from the line (the folio a book's event signed). */
  item?: { itemType: HistoryItemType; itemId: string };
}

/** How one event type reads, given the item as it stood before the event. Pure: no I/O. */
export interface HistoryRow<Event, State> {
  /**
   * Set for a mark that is one person's own (seen, bell, subscription, reminder): the history shows
   * it to that person only (docs/decisions.md, "Historial").
   */
  ownMark?: (event: Event) => string;
  read(event: Event, before: State): HistoryLine;
}

/** One row per event type of the aggregate: a type left out does not compile. */
export type HistoryTable<Event extends DomainEvent, State> = {
  readonly [Type in Event['type']]: HistoryRow<Extract<Event, { type: Type }>, State>;
};

/** How an item type's events read: declared beside its decider (`services/<feature>/<item>.history.ts`). */
export interface ItemHistory<Event extends DomainEvent = DomainEvent, State = unknown> {
  itemType: HistoryItemType;
  /** The decider's fold: the state before each event gives the changes' `before`. */
  fold: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>;
  rows: HistoryTable<Event, State>;
}

/** One event of a stream as its history reads it. */
export interface ReadEvent {
  event: StoredEvent;
  line: HistoryLine;
  /** The person whose own mark the event is (seen, bell, subscription, reminder). */
  ownMark?: string;
}

/** An item type's history, ready to read stored events of its streams. */
export interface HistoryReader {
  itemType: HistoryItemType;
  /** The stream's events the table knows, oldest first, each read against the item as it stood before it. */
  read(events: readonly StoredEvent[]): ReadEvent[];
}

/**
 * Declares an item type's history, its event and state types checked against each other. Event
 * types the table does not know (none today) are left out rather than guessed at.
 */
export function itemHistory<Event extends DomainEvent, State>(history: ItemHistory<Event, State>): HistoryReader {
  const rowOf = (type: string) =>
    Object.hasOwn(history.rows, type)
      ? (history.rows[type as Event['type']] as HistoryRow<Event, State> | undefined)
      : undefined;
  return {
    itemType: history.itemType,
    read(events) {
      let state = history.fold.initialState;
      const read: ReadEvent[] = [];
      for (const stored of events) {
        const row = rowOf(stored.type);
        if (!row) continue;
        const event = stored as unknown as Event;
        read.push({ event: stored, line: row.read(event, state), ownMark: row.ownMark?.(event) });
        state = history.fold.evolve(state, event);
      }
      return read;
    },
  };
}

// People are named in the tables by id; the caller reads every name at once and puts it in.
const MARK = '\u2063';
const PERSON = new RegExp(`${MARK}([^${MARK}]*)${MARK}`, 'g');

/** A person in a summary or a change, named by the caller (one read of the users for the whole history). */
export const person = (userId: string): string => `${MARK}${userId}${MARK}`;

/** The user ids a text names through `person`. */
export const peopleIn = (text: string): string[] => [...text.matchAll(PERSON)].map((match) => match[1]!);

/** The text with every person's name in place (the id when the user is unknown). */
export const withNames = (text: string, name: (userId: string) => string): string =>
  text.replace(PERSON, (_, userId: string) => name(userId));

/** A list of people, "Rita Soto, Omar Díaz". */
export const people = (userIds: readonly string[]): string => userIds.map(person).join(', ');

/** "2025-11-23" → "23-11-2025", as the app shows days; null stays null. */
export const day = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};

export const yesNo = (value: boolean): string => (value ? 'Sí' : 'No');

/** "UF 1.250,00", as the list cards show amounts. */
export const money = (currencyId: CurrencyId, cents: number): string => moneyEsCl(currencyId, cents);

/** "35,5 %" from hundredths of a percent. */
export const percent = (basisPoints: number): string => formatPercent(basisPoints / 100);

/** A change, or nothing when the value did not change. */
export const change = (field: string, before: string | null, after: string | null): HistoryChange[] =>
  before === after ? [] : [{ field, before, after }];
