import Database from 'better-sqlite3';

type Row = Record<string, unknown> & { position: number };

/**
 * Edits an embedded log file behind the app's back, as someone with the file would: what the
 * hash chain's verification must catch.
 */
export function tamperLog(file: string) {
  const withDb = <T>(change: (db: Database.Database) => T): T => {
    const db = new Database(file);
    try {
      return db.transaction(() => change(db))();
    } finally {
      db.close();
    }
  };
  const row = (db: Database.Database, position: number) =>
    db.prepare<[number], Row>('SELECT * FROM events WHERE position = ?').get(position)!;
  const insert = (db: Database.Database, values: Row) => {
    const columns = Object.keys(values);
    db.prepare(`INSERT INTO events (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(
      values,
    );
  };
  return {
    /** Rewrites one event's payload (its stored hash stays). */
    editData: (position: number, data: object) =>
      withDb((db) => db.prepare('UPDATE events SET data = ? WHERE position = ?').run(JSON.stringify(data), position)),
    /** Rewrites one field of an event's metadata. */
    editMetadata: (position: number, field: string, value: string) =>
      withDb((db) =>
        db
          .prepare('UPDATE events SET metadata = json_set(metadata, ?, ?) WHERE position = ?')
          .run(`$.${field}`, value, position),
      ),
    delete: (position: number) => withDb((db) => db.prepare('DELETE FROM events WHERE position = ?').run(position)),
    /** Two events trade places in the log: each takes the other's position, hashes and all. */
    swap: (a: number, b: number) =>
      withDb((db) => {
        const [first, second] = [row(db, a), row(db, b)];
        db.prepare('DELETE FROM events WHERE position IN (?, ?)').run(a, b);
        insert(db, { ...second, position: a });
        insert(db, { ...first, position: b });
      }),
    /** The last position of the log, for a test that picks a row to change. */
    lastPosition: () => withDb((db) => db.prepare<[], { p: number }>('SELECT MAX(position) AS p FROM events').get()!.p),
  };
}
