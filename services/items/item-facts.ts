import type { ReminderItemType } from '../contracts/reminders';
import type { Stored, StoredEvent } from '../platform/event-store/event-store.port';
import type { WeeklyReminder } from './item.events';

/**
 * The item facts: what the read models every item type shares (files, feed, reminders, reports)
 * fold, in the kernel's words. Each item feature translates its own events into them
 * (`services/tasks/task.item-facts.ts`) and lists the translations in its manifest; the
 * composition root hands them to those read models, so they name no item feature.
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

/** Who reads a private item: its creator and its responsible, by the read models' field names. */
export interface ItemAudience {
  private: boolean;
  created_by: string;
  responsable: string;
}

/** The item was created with this audience, or one part of its audience changed. */
export type AudienceFact =
  | { kind: 'opened'; itemId: string; audience: ItemAudience }
  | { kind: 'changed'; itemId: string; change: Partial<ItemAudience> };

/** The audience facts of an item type whose items may be private. */
export interface AudienceFacts extends FactTranslation<AudienceFact> {
  /** The key a file's owner names such an item by (`task_id`). */
  readonly ownerKey: string;
  /** Its only readers when private; null when every member of its project reads it. */
  privateReaders(audience: ItemAudience): string[] | null;
}

/** One user set their weekly reminder on an item (on creation too), or the item was deleted. */
export type ReminderFact =
  | {
      kind: 'set';
      itemType: ReminderItemType;
      itemId: string;
      projectId: string;
      userId: string;
      reminder: WeeklyReminder;
    }
  | { kind: 'deleted'; itemType: ReminderItemType; itemId: string };

/** News of an item for its project's daily report. */
export interface ActivityFact {
  projectId: string;
  itemType: ReminderItemType;
  itemId: string;
  /** What a daily report says happened to it. */
  kind: 'created' | 'answered' | 'closed';
}

/** What one item type says to the shared read models; a type leaves out what it has none of. */
export interface ItemFacts {
  audience?: AudienceFacts;
  reminders?: FactTranslation<ReminderFact>;
  activity?: FactTranslation<ActivityFact>;
}

/**
 * The translations of every item type for one kind of fact, by event type: a projection asks it
 * for the fact an event says with one lookup, and declares its `handles`.
 */
export class FactReader<Fact, Translation extends FactTranslation<Fact> = FactTranslation<Fact>> {
  private readonly byType: ReadonlyMap<string, Translation>;
  readonly handles: readonly string[];

  constructor(readonly translations: readonly Translation[]) {
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
