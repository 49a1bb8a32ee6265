/**
 * `/history/asOf`'s answer (issue 21): the item as its detail call answered on the date asked,
 * or null when it did not exist yet. Shared by server and client.
 */
export interface AsOfAnswer<Item = Record<string, unknown>> {
  item: Item | null;
  /** Log position of the last event folded into the item; null when it did not exist yet. */
  position: number | null;
  /** Events folded (1: the item as created) and the item's events after the date (0: as it is today). */
  events_before: number;
  events_after: number;
}
