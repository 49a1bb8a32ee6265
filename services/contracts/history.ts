/** `/history/get` (issue 21): an item's events as people read them. Shared by server and client. */
import type { HistoryItemType } from './history-items';

/** A field an event changed, both values as the app shows them (names, DD-MM-YYYY, amounts, labels). */
export interface HistoryChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Who did it: their name, and their job in the item's project (their default job outside projects). */
export interface HistoryActor {
  id: string;
  name: string;
  job: string | null;
}

export interface HistoryEvent {
  /** The event's position in the whole log. */
  position: number;
  type: string;
  /** ISO instant: when the change reached the server, the time its rules were decided on. */
  at: string;
  /**
   * ISO instant: when the change was made on the device, for a change made without signal and sent
   * later (more than a minute before `at`); null for a change sent as it was made.
   */
  made_at: string | null;
  actor: HistoryActor;
  /** A Spanish sentence: "Ana Pérez (Jefe OT) cerró la tarea". */
  summary: string;
  changes: HistoryChange[];
  /**
   * The reader's own mark (they opened the item, or rang its bell): not a change of the item, so
   * the history folds these away until the reader asks for them.
   */
  own_mark: boolean;
  /** The item the event is about when it is another one the reader may open (a folio signed in the book). */
  item?: { item_type: HistoryItemType; item_id: string };
}

export interface HistoryAnswer {
  code: 200;
  /** Oldest first: an item's story reads from its creation on. */
  events: HistoryEvent[];
}
