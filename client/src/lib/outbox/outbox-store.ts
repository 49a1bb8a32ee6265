import { openDatabase, requestResult, transactionDone } from '../browser-db';
import { getToken } from '../session';
import type { QueuedChange } from './outbox-rules';

/**
 * The outbox on the device ('faena-outbox'): one record per change, its files as Blobs, kept
 * until the server stores the change or the person discards it. Deleted with the session.
 */
const CHANGES = 'changes';
const VERSION = 1;

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  // Without a session nothing is opened: opening would bring back the outbox the session's end deleted.
  if (!getToken()) return Promise.reject(new Error('Sin sesión: el outbox no se abre.'));
  opened ??= openDatabase('faena-outbox', VERSION, [{ name: CHANGES, keyPath: 'commandId' }]).then((db) => {
    // Sign-out deletes the database (which closes this connection): the next use opens a fresh one.
    db.onversionchange = () => {
      opened = null;
      db.close();
    };
    return db;
  });
  return opened;
}

async function changesStore(mode: IDBTransactionMode): Promise<{ store: IDBObjectStore; done: Promise<void> }> {
  const transaction = (await database()).transaction(CHANGES, mode);
  return { store: transaction.objectStore(CHANGES), done: transactionDone(transaction) };
}

export async function readChanges(): Promise<QueuedChange[]> {
  const { store } = await changesStore('readonly');
  return requestResult(store.getAll() as IDBRequest<QueuedChange[]>);
}

/** Stores a new change after every other one: its order number is taken in the same transaction. */
export async function addChange(change: Omit<QueuedChange, 'seq'>): Promise<QueuedChange> {
  const { store, done } = await changesStore('readwrite');
  const others = (await requestResult(store.getAll())) as QueuedChange[];
  const seq = others.reduce((highest, other) => Math.max(highest, other.seq), 0) + 1;
  const stored = { ...change, seq };
  store.put(stored);
  await done;
  return stored;
}

/** Writes changed records and deletes finished ones in one transaction: a crash leaves both or neither. */
export async function writeChanges(put: readonly QueuedChange[], remove: readonly string[] = []): Promise<void> {
  const { store, done } = await changesStore('readwrite');
  for (const change of put) store.put(change);
  for (const commandId of remove) store.delete(commandId);
  await done;
}
