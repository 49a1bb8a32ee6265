import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../services/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';

/** An event as a command of `actorId` would append it, version 1 unless told. */
export const newEvent = (
  type: string,
  data: object = {},
  {
    commandId = randomUUID(),
    actorId = 'tester',
    schemaVersion = 1,
  }: { commandId?: string; actorId?: string; schemaVersion?: number } = {},
): NewEvent => ({
  type,
  data,
  metadata: {
    actorId,
    commandId,
    correlationId: commandId,
    causationId: commandId,
    occurredAt: '2026-11-23T12:00:00.000Z',
    schemaVersion,
  },
});

/** `Counted` events numbered n: what the runtime specs fold. */
export const counted = (n: number): NewEvent => newEvent('Counted', { n }, { commandId: `c${n}` });

/**
 * A fresh SQLite event log in a temporary folder for each test, closed and removed after it:
 * `log()` is the store, `dir()` the folder (for files kept beside it).
 */
export function useTemporaryEventLog(): { log: () => SqliteEventStore; dir: () => string } {
  let dir = '';
  let log: SqliteEventStore | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faena-log-'));
    log = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await log?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { log: () => log!, dir: () => dir };
}
