import { join } from 'node:path';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';

/** The mail events (EmailSent, EmailRejected) of one recipient's stream, read from a server's data folder. */
export async function mailRecords(dataDir: string, stream: string): Promise<StoredEvent[]> {
  const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    return await log.readStream(stream);
  } finally {
    await log.close();
  }
}
