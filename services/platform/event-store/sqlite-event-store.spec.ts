import { statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { counted, useTemporaryEventLog } from '../../../test/support/event-log';
import { tamperLog } from '../../../test/support/tamper-log';
import { type AppendResult, type ChainedEvent, NO_STREAM, WrongExpectedRevisionError } from './event-store.port';
import { GENESIS_HASH, verifyLog } from './hash-chain';
import { SqliteEventStore } from './sqlite-event-store';

const chainOf = async (log: SqliteEventStore): Promise<ChainedEvent[]> => {
  const all: ChainedEvent[] = [];
  for await (const batch of log.readChain(0, 3)) all.push(...batch);
  return all;
};

describe('SqliteEventStore hash chain', () => {
  const temp = useTemporaryEventLog();
  const file = () => join(temp.dir(), 'events.sqlite');

  async function fill(log: SqliteEventStore, count: number): Promise<void> {
    for (let n = 1; n <= count; n += 1) await log.append(`counter-${n % 3}`, [counted(n)], 'any');
  }

  it('writes each event with its hash, chained from the genesis', async () => {
    await fill(temp.log(), 4);
    await temp.log().append('counter-x', [counted(5), counted(6)], -1);
    const chain = await chainOf(temp.log());
    expect(chain.map((event) => event.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(chain.map((event) => event.hash)).size).toBe(6);
    expect(chain.every((event) => /^[0-9a-f]{64}$/.test(event.hash) && event.hash !== GENESIS_HASH)).toBe(true);
    expect(await verifyLog(temp.log())).toEqual({ ok: true, checked: 6, first_broken_position: null });
  });

  it('goes on with the chain after a reopen, and after a refused append', async () => {
    await fill(temp.log(), 3);
    await temp.log().close();
    const reopened = new SqliteEventStore(file());
    try {
      await expect(reopened.append('counter-1', [counted(9)], 7)).rejects.toThrow();
      await reopened.append('counter-1', [counted(4)], 'any');
      expect(await verifyLog(reopened)).toEqual({ ok: true, checked: 4, first_broken_position: null });
    } finally {
      await reopened.close();
    }
  });

  it('catches an edited payload, edited metadata, a deleted event and two swapped events', async () => {
    await fill(temp.log(), 8);
    await temp.log().close();
    const tamper = tamperLog(file());
    const check = async () => {
      const log = new SqliteEventStore(file());
      try {
        return await verifyLog(log);
      } finally {
        await log.close();
      }
    };
    tamper.swap(6, 7);
    expect(await check()).toEqual({ ok: false, checked: 5, first_broken_position: 6 });
    tamper.delete(4);
    expect(await check()).toEqual({ ok: false, checked: 3, first_broken_position: 5 });
    tamper.editMetadata(3, 'actorId', 'otra-persona');
    expect(await check()).toEqual({ ok: false, checked: 2, first_broken_position: 3 });
    tamper.editData(2, { n: 200 });
    expect(await check()).toEqual({ ok: false, checked: 1, first_broken_position: 2 });
  });

  it('gives a log written before the chain its hashes at open, once', async () => {
    await temp.log().close();
    const old = join(temp.dir(), 'old.sqlite');
    const db = new Database(old);
    db.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL, stream TEXT NOT NULL,
      revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
      command_id TEXT NOT NULL, actor_id TEXT NOT NULL, UNIQUE (stream, revision))`);
    const insert = db.prepare(
      "INSERT INTO events (event_id, stream, revision, type, data, metadata, command_id, actor_id) VALUES (?, 'counter-1', ?, 'Counted', ?, ?, ?, 'tester')",
    );
    for (let n = 0; n < 5; n += 1) {
      const { data, metadata } = counted(n);
      insert.run(`e${n}`, n, JSON.stringify(data), JSON.stringify(metadata), metadata.commandId);
    }
    db.close();

    const upgraded = new SqliteEventStore(old);
    const hashes = (await chainOf(upgraded)).map((event) => event.hash);
    expect(hashes).toHaveLength(5);
    await upgraded.append('counter-1', [counted(5)], 4);
    expect(await verifyLog(upgraded)).toEqual({ ok: true, checked: 6, first_broken_position: null });
    await upgraded.close();
    const again = new SqliteEventStore(old);
    expect((await chainOf(again)).slice(0, 5).map((event) => event.hash)).toEqual(hashes);
    await again.close();
  });

  it('recomputes the chain from the first redacted event (the sanctioned rewrite)', async () => {
    await fill(temp.log(), 5);
    const before = await chainOf(temp.log());
    temp.log().redactPayloads([{ position: 3, data: { n: 'redactado' }, schemaVersion: 2 }]);
    const after = await chainOf(temp.log());
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after[2]?.data).toEqual({ n: 'redactado' });
    expect(after.slice(2).every((event, i) => event.hash !== before[i + 2]!.hash)).toBe(true);
    await temp.log().append('counter-1', [counted(6)], 'any');
    expect(await verifyLog(temp.log())).toEqual({ ok: true, checked: 6, first_broken_position: null });
  });

  it('keeps the hash out of the hot reads', async () => {
    await fill(temp.log(), 2);
    expect(temp.log().readBatch(0, 10)[0]).not.toHaveProperty('hash');
    expect((await temp.log().readStream('counter-1'))[0]).not.toHaveProperty('hash');
  });
});

describe('SqliteEventStore group commit', () => {
  const temp = useTemporaryEventLog();
  /** The write-ahead log grows by at least one frame per commit; nothing checkpoints it under 1,000 frames. */
  const walBytes = () => statSync(join(temp.dir(), 'events.sqlite-wal')).size;

  it('checks each append of a group at its stream revision, and refuses one without failing the others', async () => {
    // Given appends called together, one of them expecting a revision an earlier one of the group took
    const answers = await Promise.allSettled([
      temp.log().append('counter-a', [counted(1)], NO_STREAM),
      temp.log().append('counter-a', [counted(2)], NO_STREAM),
      temp.log().append('counter-b', [counted(3), counted(4)], NO_STREAM),
      temp.log().append('counter-a', [counted(5)], 0),
    ]);
    // Then that one is refused, the others written in call order with their positions and the chain whole
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []))).toEqual([
      { revision: 0, position: 1 },
      { revision: 1, position: 3 },
      { revision: 1, position: 4 },
    ]);
    expect((await temp.log().readStream('counter-a')).map((event) => event.data)).toEqual([{ n: 1 }, { n: 5 }]);
    expect(await verifyLog(temp.log())).toEqual({ ok: true, checked: 4, first_broken_position: null });
  });

  it('writes appends called together in one commit', async () => {
    const appends = (from: number) => Array.from({ length: 32 }, (_, n) => counted(from + n));
    await temp.log().append('counter-warm', [counted(0)], NO_STREAM);
    // Given 32 appends one after another, then 32 called together
    let before = walBytes();
    for (const [n, event] of appends(1).entries()) await temp.log().append(`counter-one-${n}`, [event], NO_STREAM);
    const oneByOne = walBytes() - before;
    before = walBytes();
    await Promise.all(appends(33).map((event, n) => temp.log().append(`counter-together-${n}`, [event], NO_STREAM)));
    const together = walBytes() - before;
    // Then those called together wrote a fraction of the frames: one commit, not 32
    expect(together * 8).toBeLessThan(oneByOne);
    expect(await verifyLog(temp.log())).toEqual({ ok: true, checked: 65, first_broken_position: null });
  });

  it('lets commands on one stream follow each other, each reading the revision the one before appended', async () => {
    // Given 8 commands on one stream arriving on consecutive turns of the event loop (as requests do),
    // each reading the stream and appending at the revision it read, before the previous one's commit
    const command = async (n: number) => {
      const history = await temp.log().readStream('counter-busy');
      return temp.log().append('counter-busy', [counted(n)], history.length - 1);
    };
    const commands: Promise<AppendResult>[] = [];
    for (let n = 1; n <= 8; n += 1) {
      commands.push(command(n));
      await new Promise(setImmediate);
    }
    const answers = await Promise.allSettled(commands);
    // Then none meets a conflict: a read waits for the commit of the append already called to its stream
    expect(answers.map((answer) => answer.status)).toEqual(new Array(8).fill('fulfilled'));
    expect((await temp.log().readStream('counter-busy')).map((event) => event.revision)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it("finds a command's events while their append waits for its commit", async () => {
    const appended = temp.log().append('counter-repeat', [counted(1)], NO_STREAM);
    const found = await temp.log().readByCommand('tester', 'c1');
    expect(found.map((event) => event.data)).toEqual([{ n: 1 }]);
    expect(await temp.log().readByCommand('tester', 'c2')).toEqual([]);
    await appended;
  });

  it('writes the appends already called before it closes', async () => {
    const file = join(temp.dir(), 'closing.sqlite');
    const log = new SqliteEventStore(file);
    const appended = log.append('counter-late', [counted(1)], NO_STREAM);
    await log.close();
    await expect(appended).resolves.toEqual({ revision: 0, position: 1 });
    const reopened = new SqliteEventStore(file);
    expect(await reopened.readStream('counter-late')).toHaveLength(1);
    await reopened.close();
  });
});
