/**
 * IndexedDB with promises: what the offline read cache and the outbox keep on the device. Each
 * keeps its own database, named in SESSION_DATABASES, so signing out deletes both and a full
 * cache never evicts a pending change.
 */

/** The databases that hold what one signed-in person saw or did: deleted when the session ends. */
export const SESSION_DATABASES = ['faena-cache', 'faena-outbox'] as const;
export type SessionDatabase = (typeof SESSION_DATABASES)[number];

export interface StoreShape {
  name: string;
  keyPath: string;
  indexes?: ReadonlyArray<{ name: string; keyPath: string }>;
}

/** Resolves with what an IndexedDB request answers, or rejects with its error. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when a transaction's writes are stored, rejects when it aborts (quota included). */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transacción anulada', 'AbortError'));
  });
}

/**
 * Opens `name`, creating the stores and indexes a new `version` adds. The connection closes
 * itself when another tab or the sign-out deletes or upgrades the database, so neither waits.
 */
export async function openDatabase(
  name: SessionDatabase,
  version: number,
  stores: readonly StoreShape[],
): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, version);
  opening.onupgradeneeded = () => {
    const db = opening.result;
    const upgrade = opening.transaction;
    for (const shape of stores) {
      const store = db.objectStoreNames.contains(shape.name)
        ? upgrade?.objectStore(shape.name)
        : db.createObjectStore(shape.name, { keyPath: shape.keyPath });
      for (const index of shape.indexes ?? []) {
        if (store && !store.indexNames.contains(index.name)) store.createIndex(index.name, index.keyPath);
      }
    }
  };
  const db = await requestResult(opening);
  db.onversionchange = () => db.close();
  return db;
}

/** Deletes every database of the session; a browser without IndexedDB has nothing to delete. */
export async function deleteSessionDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.allSettled(SESSION_DATABASES.map((name) => requestResult(indexedDB.deleteDatabase(name))));
}
