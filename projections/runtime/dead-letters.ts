import type { Doc, ReadStore } from '../../services/platform/read-store/read-store.port';

/**
 * Events a projection could not fold and went on past (docs/decisions.md, "Cartas muertas de las
 * proyecciones"). Internal (`_`): pushed to no client; kept across restarts like `_checkpoints`.
 */
export const DEAD_LETTERS = '_dead_letters';

export interface DeadLetter extends Doc {
  /** `<projection>:<position>`, or `<projection>@next:<position>` while its version is being built. */
  _id: string;
  projection: string;
  /** The version of the projection's read model the event is missing from. */
  version: number;
  /** Recorded by a version being built beside the live one: it replaces the live one's dead letters when it takes their place. */
  building?: true;
  position: number;
  stream: string;
  event_type: string;
  /** The event's project (from its metadata, else its payload); null for events of no project. */
  project_id: string | null;
  error: string;
  /** How many times the event was tried before it was set aside. */
  attempts: number;
  /** When the event happened, and when it was set aside (the projector's clock). */
  occurred_at: string;
  recorded_at: string;
}

/** How many dead letters a projection's answering version holds. */
export interface DeadLetterCount {
  name: string;
  count: number;
}

export const deadLetterId = (lane: string, position: number) => `${lane}:${position}`;

/** Dead letters of the answering versions, per projection (those of versions being built are not counted). */
export async function deadLetterCounts(store: ReadStore): Promise<DeadLetterCount[]> {
  const groups = await store
    .collection<DeadLetter>(DEAD_LETTERS)
    .aggregate<{ _id: string; count: number }>([
      { $match: { building: { $exists: false } } },
      { $group: { _id: '$projection', count: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
  return groups.map(({ _id, count }) => ({ name: _id, count }));
}

/** The newest first (the last set aside, then the latest in the log), of the answering versions. */
export function listDeadLetters(store: ReadStore, limit: number): Promise<DeadLetter[]> {
  return store
    .collection<DeadLetter>(DEAD_LETTERS)
    .find({ building: { $exists: false } }, { sort: { recorded_at: -1, position: -1 }, limit });
}

/** Forgets a projection's dead letters: those of the version being built, or all of them. */
export async function dropDeadLetters(store: ReadStore, projection: string, which: 'building' | 'all'): Promise<void> {
  const filter = which === 'building' ? { projection, building: true } : { projection };
  await store.collection<DeadLetter>(DEAD_LETTERS).deleteMany(filter);
}

/**
 * A rebuilt version takes the old one's place: the old version's dead letters go, and those the
 * build recorded (the events that still fail) become the answering ones.
 */
export async function promoteDeadLetters(store: ReadStore, projection: string): Promise<void> {
  const letters = store.collection<DeadLetter>(DEAD_LETTERS);
  await letters.deleteMany({ projection, building: { $exists: false } });
  for (const { _id, building: _built, ...letter } of await letters.find({ projection, building: true })) {
    await letters.upsert({ ...letter, _id: deadLetterId(projection, letter.position) });
    await letters.delete(_id);
  }
}
