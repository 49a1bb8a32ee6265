import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tamperLog } from '../../../test/support/tamper-log';
import { checkTail } from './log-tail-check';
import { SqliteEventStore } from './sqlite-event-store';

const metadata = {
  actorId: 'u1',
  commandId: 'c1',
  correlationId: 'c1',
  causationId: 'c1',
  occurredAt: '2026-03-10T12:00:00Z',
  schemaVersion: 1,
};

describe('checkTail: the hash chain from the last verified event', () => {
  let dir: string;
  let file: string;
  let log: SqliteEventStore;
  const append = async (count: number) => {
    for (let n = 0; n < count; n++) {
      await log.append(`task-${n}`, [{ type: 'TaskCreated', data: { n }, metadata }], 'any');
    }
  };
  /** Edits the file behind the store's back, then opens it again as a start would. */
  const whileStopped = async (change: (tamper: ReturnType<typeof tamperLog>) => void) => {
    await log.close();
    change(tamperLog(file));
    log = new SqliteEventStore(file);
  };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'faena-tail-'));
    file = join(dir, 'events.sqlite');
    log = new SqliteEventStore(file);
    await append(30);
  });
  afterEach(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks a whole log from its genesis and says where the next check goes on from', async () => {
    const check = await checkTail(log, null, 1000);
    expect(check).toEqual({
      verified: { position: 30, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      broken_at: null,
      checked: 30,
      complete: true,
    });
    await append(5);
    expect(await checkTail(log, check.verified, 1000)).toMatchObject({ broken_at: null, checked: 5, complete: true });
  });

  it('checks at most its limit of events, and the next check goes on from there', async () => {
    const first = await checkTail(log, null, 12);
    expect(first).toMatchObject({ verified: { position: 12 }, broken_at: null, checked: 12, complete: false });
    const second = await checkTail(log, first.verified, 12);
    expect(second).toMatchObject({ verified: { position: 24 }, checked: 12, complete: false });
    expect(await checkTail(log, second.verified, 12)).toMatchObject({ verified: { position: 30 }, complete: true });
  });

  it('names the first altered event after the verified one, and keeps the mark before it', async () => {
    const verified = (await checkTail(log, null, 1000)).verified;
    await append(10);
    await whileStopped((tamper) => tamper.editData(35, { n: 'editado' }));
    const check = await checkTail(log, verified, 1000);
    expect(check).toMatchObject({ broken_at: 35, checked: 4, verified: { position: 34 } });
    // The next start finds the same break.
    expect((await checkTail(log, check.verified, 1000)).broken_at).toBe(35);
  });

  it('names a break from the genesis when nothing was verified yet', async () => {
    await whileStopped((tamper) => tamper.delete(7));
    expect(await checkTail(log, null, 1000)).toMatchObject({ broken_at: 8, checked: 6 });
  });

  it('finds a log that lost its last events since they were verified broken at the first one missing', async () => {
    const verified = (await checkTail(log, null, 1000)).verified;
    await whileStopped((tamper) => {
      tamper.delete(30);
      tamper.delete(29);
    });
    expect(await checkTail(log, verified, 1000)).toMatchObject({ broken_at: 29, checked: 0 });
  });
});
