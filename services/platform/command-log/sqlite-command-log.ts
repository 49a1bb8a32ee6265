import Database from 'better-sqlite3';
import type { Clock } from '../clock/clock.port';
import { COMMAND_OUTCOME_DAYS, type CommandLog, type RememberedRequest } from './command-log.port';

/**
 * One small row per request; no index but the key's: the only other query, the prune at start,
 * reads the whole table once.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS command_requests (
  actor_id     TEXT NOT NULL,
  command_id   TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  recorded_at  INTEGER NOT NULL,
  PRIMARY KEY (actor_id, command_id)
) WITHOUT ROWID;
`;

/**
 * Logs written before issue 30 kept each request's whole answer in `command_outcomes`: their
 * requests move to the new table (a repeat within the week is still recognised), then the old
 * table goes and the file shrinks.
 */
function moveWholeAnswers(db: Database.Database): void {
  const old = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'command_outcomes'").get();
  if (!old) return;
  db.transaction(() => {
    db.exec(`INSERT OR IGNORE INTO command_requests (actor_id, command_id, request_hash, recorded_at)
      SELECT actor_id, command_id, request_hash, CAST(strftime('%s', recorded_at) AS INTEGER) * 1000
      FROM command_outcomes`);
    db.exec('DROP TABLE command_outcomes');
  })();
  db.exec('VACUUM');
}

/** The embedded command log: one SQLite file beside the event log, pruned of old requests at start. */
export class SqliteCommandLog implements CommandLog {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(
    file: string,
    private readonly clock: Clock,
  ) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // No fsync of its own: every request that appended events is remembered by them, in the same
    // transaction (their metadata holds the command id and request hash, and the pipeline answers a
    // repeat from them). A crash of the machine can lose only the last rows; see docs/decisions.md.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    moveWholeAnswers(this.db);
    this.statements = {
      find: this.db.prepare<[string, string], { request_hash: string }>(
        'SELECT request_hash FROM command_requests WHERE actor_id = ? AND command_id = ?',
      ),
      record: this.db.prepare(
        'INSERT OR IGNORE INTO command_requests (actor_id, command_id, request_hash, recorded_at) VALUES (?, ?, ?, ?)',
      ),
      prune: this.db.prepare('DELETE FROM command_requests WHERE recorded_at < ?'),
    };
    this.statements.prune.run(this.clock.now().getTime() - COMMAND_OUTCOME_DAYS * 86_400_000);
  }

  async find(actorId: string, commandId: string): Promise<RememberedRequest | null> {
    const row = this.statements.find.get(actorId, commandId);
    return row ? { requestHash: row.request_hash } : null;
  }

  async record(actorId: string, commandId: string, request: RememberedRequest): Promise<void> {
    this.statements.record.run(actorId, commandId, request.requestHash, this.clock.now().getTime());
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
