import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { FixedClock } from '../clock/clock.port';
import { SqliteCommandLog } from './sqlite-command-log';

const MB = 1024 * 1024;
const day = (date: string) => new FixedClock(new Date(`${date}T12:00:00Z`));
/** A request's digest as request-idempotency.ts makes it: 32 hex digits. */
const hashOf = (n: number) => n.toString(16).padStart(32, '0');

describe('the SQLite command log', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faena-command-log-'));
    file = join(dir, 'commands.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stays under 3 MB after 10,000 commands of 50 users', async () => {
    // Given 50 users, each sending 200 commands named by random ids, as the client names them.
    const users = Array.from({ length: 50 }, () => randomUUID());
    const log = new SqliteCommandLog(file, day('2026-11-28'));
    const sent: Array<[string, string]> = [];
    for (let n = 0; n < 10_000; n += 1) {
      const command: [string, string] = [users[n % users.length]!, randomUUID()];
      await log.record(...command, { requestHash: hashOf(n) });
      sent.push(command);
    }
    // When the log is closed (its journal folded into the file).
    await log.close();
    // Then the file is small, and still answers every command.
    expect(statSync(file).size).toBeLessThan(3 * MB);
    const reopened = new SqliteCommandLog(file, day('2026-11-28'));
    expect(await reopened.find(...sent[0]!)).toEqual({ requestHash: hashOf(0) });
    expect(await reopened.find(...sent[9_999]!)).toEqual({ requestHash: hashOf(9_999) });
    await reopened.close();
  });

  it('forgets, at start, the commands recorded more than 7 days before', async () => {
    const old = new SqliteCommandLog(file, day('2026-11-20'));
    await old.record('ana', 'semana-pasada', { requestHash: 'h-old' });
    await old.close();
    const recent = new SqliteCommandLog(file, day('2026-11-26'));
    await recent.record('ana', 'esta-semana', { requestHash: 'h-new' });
    await recent.close();

    const log = new SqliteCommandLog(file, day('2026-11-28'));
    expect(await log.find('ana', 'semana-pasada')).toBeNull();
    expect(await log.find('ana', 'esta-semana')).toEqual({ requestHash: 'h-new' });
    await log.close();
  });

  it('keeps the requests of a log that held whole answers, and drops the answers', async () => {
    // Given a log written before issue 30, with one request's whole answer.
    const before = new Database(file);
    before.exec(`CREATE TABLE command_outcomes (
      actor_id TEXT NOT NULL, command_id TEXT NOT NULL, request_hash TEXT NOT NULL,
      response TEXT NOT NULL, recorded_at TEXT NOT NULL, PRIMARY KEY (actor_id, command_id))`);
    before
      .prepare('INSERT INTO command_outcomes VALUES (?, ?, ?, ?, ?)')
      .run(
        'ana',
        'antes-1',
        'h1',
        JSON.stringify({ code: 200, task: { interactions: ['x'.repeat(100_000)] } }),
        '2026-11-27T10:00:00.000Z',
      );
    before.close();
    // When it is opened now.
    const log = new SqliteCommandLog(file, day('2026-11-28'));
    // Then the request is still known, and the answers are gone from the file.
    expect(await log.find('ana', 'antes-1')).toEqual({ requestHash: 'h1' });
    await log.close();
    const after = new Database(file);
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual([
      'command_requests',
    ]);
    after.close();
    expect(statSync(file).size).toBeLessThan(100_000);
  });
});
