import Database from 'better-sqlite3';
import type { Clock } from '../clock/clock.port';
import { COMMAND_OUTCOME_DAYS, type CommandLog, type CommandOutcome } from './command-log.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS command_outcomes (
  actor_id     TEXT NOT NULL,
  command_id   TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response     TEXT NOT NULL,
  recorded_at  TEXT NOT NULL,
  PRIMARY KEY (actor_id, command_id)
);
CREATE INDEX IF NOT EXISTS command_outcomes_recorded_at ON command_outcomes (recorded_at);
`;

/** The embedded command log: one SQLite file beside the event log, pruned of old outcomes at start. */
export class SqliteCommandLog implements CommandLog {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(
    file: string,
    private readonly clock: Clock,
  ) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(SCHEMA);
    this.statements = {
      find: this.db.prepare<[string, string], { request_hash: string; response: string }>(
        'SELECT request_hash, response FROM command_outcomes WHERE actor_id = ? AND command_id = ?',
      ),
      record: this.db.prepare(
        'INSERT OR IGNORE INTO command_outcomes (actor_id, command_id, request_hash, response, recorded_at) VALUES (?, ?, ?, ?, ?)',
      ),
      prune: this.db.prepare('DELETE FROM command_outcomes WHERE recorded_at < ?'),
    };
    const oldest = new Date(this.clock.now().getTime() - COMMAND_OUTCOME_DAYS * 86_400_000);
    this.statements.prune.run(oldest.toISOString());
  }

  async find(actorId: string, commandId: string): Promise<CommandOutcome | null> {
    const row = this.statements.find.get(actorId, commandId);
    return row ? { requestHash: row.request_hash, response: JSON.parse(row.response) } : null;
  }

  async record(actorId: string, commandId: string, outcome: CommandOutcome): Promise<void> {
    const at = this.clock.now().toISOString();
    this.statements.record.run(actorId, commandId, outcome.requestHash, JSON.stringify(outcome.response), at);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
