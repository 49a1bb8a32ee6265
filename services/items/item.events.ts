/**
 * The words the events of every item (task, RDI, additional) share in their payloads. Each feature
 * declares its own events with these; a change here changes every item's stored format, so a
 * value only moves here once all three mean the same by it.
 */

/** 1 Estándar, 2 Media, 3 Inmediata (spec 9). */
export type ItemPriority = 1 | 2 | 3;

/** 0, 1 or 2: the bell's level, and a user's seen mark (spec: seen status). */
export type SeenStatus = 0 | 1 | 2;

/** Someone who gets the item by e-mail on creation ('Copia a'). */
export interface CopyRecipient {
  email: string;
  name: string;
}

/** Weekly reminder: weekday indexes 0 (lunes) to 6 (domingo); repeatable is false without days. */
export interface WeeklyReminder {
  days: number[];
  repeatable: boolean;
}

/**
 * A number of a project's register, taken by one item's creation: the project, the item under its
 * kind's key (`taskId`, `rdiId`, …), the number, and what the kind notes beside it.
 */
export type NumberTaken<Type extends string, ItemKey extends string, Notes extends object = object> = {
  type: Type;
  data: { projectId: string } & { [Key in ItemKey]: string } & { number: number } & Notes;
};
