import Database from 'better-sqlite3';
import type { NewEvent } from '../services/platform/event-store/event-store.port';
import type { SqliteEventStore } from '../services/platform/event-store/sqlite-event-store';

/** The log the event-store and rebuild benches measure: user streams of profile updates. */

export const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
export const rate = (count: number, s: number) => Math.round(count / s);
export const fmt = (n: number) => n.toLocaleString('es-CL');

const metadata = (n: number) => ({
  actorId: 'bench',
  commandId: `bench-${n}`,
  correlationId: `bench-${n}`,
  causationId: `bench-${n}`,
  occurredAt: '2026-11-23T12:00:00.000Z',
  schemaVersion: 1,
});

export const profileUpdate = (userId: string, n: number): NewEvent => ({
  type: 'UserProfileUpdated',
  data: { userId, name: `Usuario ${n}`, phone: `+56 9 ${n}`, address: `Calle ${n}, Santiago`, defaultJob: 2 },
  metadata: metadata(n),
});

/** 1 UserCreated and 999 profile updates per user stream, appended 1,000 at a time. */
export async function seedLog(store: SqliteEventStore, total: number): Promise<void> {
  const perUser = 1000;
  for (let user = 0; user * perUser < total; user += 1) {
    const userId = `bench-user-${user}`;
    const events: NewEvent[] = [
      {
        type: 'UserCreated',
        data: { userId, name: 'U', email: `${userId}@faena.cl`, phone: '1', address: 'Santiago', defaultJob: 2 },
        metadata: metadata(user),
      },
    ];
    for (let n = 1; n < perUser && user * perUser + n < total; n += 1) events.push(profileUpdate(userId, n));
    await store.append(`user-${userId}`, events, -1);
  }
}

/** Events per second of the floor a rebuild stands on: every row read in order and its JSON parsed. */
export function rawReadAndParse(file: string): number {
  const db = new Database(file, { readonly: true });
  const start = process.hrtime.bigint();
  let count = 0;
  for (const row of db.prepare('SELECT * FROM events ORDER BY position').iterate() as Iterable<{
    data: string;
    metadata: string;
  }>) {
    JSON.parse(row.data);
    JSON.parse(row.metadata);
    count += 1;
  }
  const result = rate(count, seconds(start));
  db.close();
  return result;
}
