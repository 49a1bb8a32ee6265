import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { verifyLog } from '../../services/platform/event-store/hash-chain';
import { SqliteEventStore } from '../../services/platform/event-store/sqlite-event-store';

const APPENDER = resolve(__dirname, 'concurrent-appender.js');
const BUILT_STORE = resolve(__dirname, '../../dist/services/platform/event-store/sqlite-event-store.js');
const WRITERS = 32;
/** Acknowledgements to wait for before the kill: many group commits, with appends still in flight. */
const KILL_AFTER = 3_000;

describe('group commit under a crash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-group-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`loses no acknowledged append of ${WRITERS} concurrent writers to a SIGKILL`, async () => {
    if (!existsSync(BUILT_STORE)) throw new Error(`${BUILT_STORE} is missing: run "npm run build:server" first`);
    const file = join(dir, 'events.sqlite');
    const child = spawn(process.execPath, [APPENDER, file, String(WRITERS)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let failure = '';
    child.stderr.on('data', (chunk: Buffer) => {
      failure += chunk.toString();
    });
    const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));

    // Given 32 writers appending, killed mid-load once 3,000 appends were acknowledged
    const acknowledged = new Map<string, number>();
    for await (const line of createInterface({ input: child.stdout })) {
      const [commandId, position] = line.split(' ');
      acknowledged.set(commandId!, Number(position));
      if (acknowledged.size === KILL_AFTER) child.kill('SIGKILL');
    }
    expect({ signal: await exited, failure }).toEqual({ signal: 'SIGKILL', failure: '' });

    // When the log is opened again
    const log = new SqliteEventStore(file);
    try {
      // Then every acknowledged append is there, at the position it was acknowledged with
      for (const [commandId, position] of acknowledged) {
        expect((await log.readByCommand('crash-writer', commandId)).map((event) => event.position)).toEqual([position]);
      }
      // and each stream holds its revisions without a gap, the chain whole to the last event written
      for (let lane = 0; lane < WRITERS; lane += 1) {
        const revisions = (await log.readStream(`crash-lane-${lane}`)).map((event) => event.revision);
        expect(revisions).toEqual(revisions.map((_, n) => n));
      }
      expect(await verifyLog(log)).toEqual({
        ok: true,
        checked: await log.lastPosition(),
        first_broken_position: null,
      });
    } finally {
      await log.close();
    }
  }, 60_000);
});
