import { openDatabase, requestResult, transactionDone } from '../browser-db';
import { evictionOrder, expiredReads, type StoredRead } from './read-policy';

/**
 * The read cache in IndexedDB ('faena-cache'): one record per user and SWR key, so one person's
 * records are never another's. Sign-out deletes the whole database (session.ts).
 */
const STORE = 'reads';
const VERSION = 1;
/** How many times a write makes room and tries again before giving up (it is only a cache). */
const ROOM_TRIES = 4;

const recordId = (read: Pick<StoredRead, 'userId' | 'key'>) => `${read.userId}\u0000${read.key}`;
type Row = StoredRead & { id: string };

const open = () => openDatabase('faena-cache', VERSION, [{ name: STORE, keyPath: 'id' }]);

async function allRows(db: IDBDatabase): Promise<Row[]> {
  return requestResult(db.transaction(STORE).objectStore(STORE).getAll() as IDBRequest<Row[]>);
}

async function deleteRows(db: IDBDatabase, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const transaction = db.transaction(STORE, 'readwrite');
  for (const id of ids) transaction.objectStore(STORE).delete(id);
  await transactionDone(transaction);
}

/**
 * The user's records still within the retention. Expired ones, and any left by another user
 * (a sign-out whose deletion was blocked), are deleted on the way.
 */
export async function loadReads(userId: string, now: number): Promise<StoredRead[]> {
  const db = await open();
  try {
    const rows = await allRows(db);
    const expired = new Set(expiredReads(rows, now));
    const stale = rows.filter((row) => row.userId !== userId || expired.has(row));
    await deleteRows(
      db,
      stale.map((row) => row.id),
    );
    return rows.filter((row) => !stale.includes(row)).map(({ id: _id, ...read }) => read);
  } finally {
    db.close();
  }
}

async function putRows(db: IDBDatabase, reads: readonly StoredRead[]): Promise<void> {
  const transaction = db.transaction(STORE, 'readwrite');
  for (const read of reads) transaction.objectStore(STORE).put({ ...read, id: recordId(read) });
  await transactionDone(transaction);
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/**
 * Stores `reads`. When the device is out of room it evicts a quarter of what may be evicted
 * (least recently used details first, never the selected project's lists) and tries again.
 */
export async function saveReads(reads: readonly StoredRead[], selectedProjectId: string | null): Promise<void> {
  if (reads.length === 0) return;
  const db = await open();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await putRows(db, reads);
        return;
      } catch (error) {
        if (!isQuotaError(error) || attempt >= ROOM_TRIES) throw error;
        const saving = new Set(reads.map(recordId));
        const evictable = evictionOrder(await allRows(db), selectedProjectId).filter((row) => !saving.has(row.id));
        if (evictable.length === 0) throw error;
        await deleteRows(
          db,
          evictable.slice(0, Math.ceil(evictable.length / 4)).map((row) => row.id),
        );
      }
    }
  } finally {
    db.close();
  }
}
