import type { Stored, StoredEvent } from '../platform/event-store/event-store.port';

/**
 * How an item type says its events in the kernel's item facts (`item-facts.ts`, `item-notices.ts`),
 * and how a shared read model finds the fact of an event among every type's translations.
 */

/** One kind of fact said by some of one item type's events. */
export interface FactTranslation<Fact> {
  /** The event types that may say it. */
  readonly handles: readonly string[];
  /** What the event says, or null when this one says nothing of it. Given only events of `handles`. */
  factOf(event: StoredEvent): Fact | null;
}

/** A translation of some of one feature's events, typed by them. */
export const translate = <E extends { type: string; data: object }, Fact>(
  handles: readonly E['type'][],
  factOf: (event: Stored<E>) => Fact | null,
): FactTranslation<Fact> => ({
  handles,
  // Only events of `handles` are handed in (FactReader), and they are read at their current shape.
  factOf: factOf as (event: StoredEvent) => Fact | null,
});

/**
 * The translations of every item type for one kind of fact, by event type: a projection asks it
 * for the fact an event says with one lookup, and declares its `handles`.
 */
export class FactReader<Fact, Translation extends FactTranslation<Fact> = FactTranslation<Fact>> {
  private readonly byType: ReadonlyMap<string, Translation>;
  readonly handles: readonly string[];

  constructor(translations: readonly Translation[]) {
    this.handles = translations.flatMap((translation) => translation.handles);
    this.byType = new Map(
      translations.flatMap((translation) => translation.handles.map((type) => [type, translation] as const)),
    );
  }

  /** The translation of the event's type, for readers that need more of it than the fact. */
  translationOf(event: StoredEvent): Translation | undefined {
    return this.byType.get(event.type);
  }

  factOf(event: StoredEvent): Fact | null {
    return this.byType.get(event.type)?.factOf(event) ?? null;
  }
}
