import Database from 'better-sqlite3';
import { profileUpdate, rate, seconds } from './user-profile-log';

/** A SQLite file that commits durably (WAL, `synchronous=FULL`), as the event log does. */
export function durableDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  return db;
}

/**
 * A plain table with durable commits (WAL, `synchronous=FULL`): the floor any event store on
 * SQLite stands on. Each row is an event's JSON, as `npm run bench` appends them.
 */
export function openRawTable(file: string) {
  const db = durableDatabase(file);
  db.exec('CREATE TABLE IF NOT EXISTS raw (id INTEGER PRIMARY KEY, data TEXT NOT NULL)');
  const insertRow = db.prepare('INSERT INTO raw (data) VALUES (?)');
  const insert = (n: number) => insertRow.run(JSON.stringify(profileUpdate(`u${n}`, n)));
  const insertRun = db.transaction((first: number, count: number) => {
    for (let n = first; n < first + count; n += 1) insert(n);
  });
  return {
    /** One row in its own transaction: one durable commit. */
    insert,
    /** `count` rows from `first` in one transaction. */
    insertRun: (first: number, count: number) => insertRun(first, count),
    close: () => db.close(),
  };
}

/** Durable inserts per second into the table in `file`: `count` rows, `perTransaction` to a commit. */
export function rawInsertRate(file: string, count: number, perTransaction: number): number {
  const table = openRawTable(file);
  const start = process.hrtime.bigint();
  for (let n = 0; n < count; n += perTransaction) table.insertRun(n, Math.min(perTransaction, count - n));
  const result = rate(count, seconds(start));
  table.close();
  return result;
}
