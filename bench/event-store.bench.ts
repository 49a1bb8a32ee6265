import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectionEngine } from '../projections/runtime/projection-engine';
import { allProjections } from '../services/manifests';
import { chainHash, GENESIS_HASH, verifyLog } from '../services/platform/event-store/hash-chain';
import { SqliteEventStore } from '../services/platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../services/platform/read-store/memory-read-store';
import { openRawTable } from './raw-sqlite';
import { fmt, profileUpdate, rate, rawReadAndParse, seconds, seedLog } from './user-profile-log';

/**
 * Run by hand: `npm run bench` (BENCH_EVENTS, BENCH_APPENDS to change the sizes).
 * Each Faena figure is printed beside the raw SQLite figure measured in the same run, as a ratio.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const APPENDS = Number(process.env.BENCH_APPENDS ?? 2_000);
const TASKS = 100_000;
const DIR = join(process.cwd(), '.bench-data');

/**
 * Raw inserts, Faena appends and Faena appends without the hash chain in alternating rounds, so
 * drift in disk speed hits all three alike.
 */
async function appendRates(count: number): Promise<{ raw: number; faena: number; unchained: number }> {
  const raw = openRawTable(join(DIR, 'raw.sqlite'));
  const store = new SqliteEventStore(join(DIR, 'append.sqlite'));
  const unchained = new SqliteEventStore(join(DIR, 'append-unchained.sqlite'), { hashChain: false });
  const rounds = 4;
  const perRound = Math.ceil(count / rounds);
  let rawSeconds = 0;
  let faenaSeconds = 0;
  let unchainedSeconds = 0;
  const appendRound = async (log: SqliteEventStore, round: number) => {
    const start = process.hrtime.bigint();
    for (let n = round * perRound; n < (round + 1) * perRound; n += 1) {
      await log.append(`bench-append-${n}`, [profileUpdate(`u${n}`, n)], -1);
    }
    return seconds(start);
  };
  for (let round = 0; round < rounds; round += 1) {
    const start = process.hrtime.bigint();
    for (let n = round * perRound; n < (round + 1) * perRound; n += 1) raw.insert(n);
    rawSeconds += seconds(start);
    faenaSeconds += await appendRound(store, round);
    unchainedSeconds += await appendRound(unchained, round);
  }
  raw.close();
  await store.close();
  await unchained.close();
  const total = rounds * perRound;
  return { raw: rate(total, rawSeconds), faena: rate(total, faenaSeconds), unchained: rate(total, unchainedSeconds) };
}

/** The CPU an append spends on the chain, apart from the disk: canonical form and SHA-256 of one event. */
function chainMicroseconds(count: number): number {
  let hash = GENESIS_HASH;
  const start = process.hrtime.bigint();
  for (let n = 0; n < count; n += 1) {
    hash = chainHash(hash, {
      ...profileUpdate(`u${n}`, n),
      eventId: `e${n}`,
      stream: `user-u${n}`,
      revision: 0,
      position: n,
    });
  }
  return (seconds(start) * 1e6) / count;
}

async function faenaRebuild(store: SqliteEventStore): Promise<number> {
  const engine = new ProjectionEngine(store, new MemoryReadStore(), allProjections);
  const start = process.hrtime.bigint();
  const count = await engine.rebuild();
  return rate(count, seconds(start));
}

async function taskDocumentsMemory(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const store = new MemoryReadStore();
  const tasks = store.collection('tasks');
  await tasks.ensureIndex(['project_id', 'status']);
  for (let n = 0; n < TASKS; n += 1) {
    await tasks.upsert({
      _id: `task-${n}`,
      project_id: `project-${n % 20}`,
      number: n,
      title: `Revisar enfierradura del muro eje ${n % 40}, nivel ${n % 12}`,
      description: 'Se solicita revisar la enfierradura antes del hormigonado según plano E-201 revisión C.',
      status: n % 4,
      priority: n % 3,
      responsible_id: `user-${n % 50}`,
      created_by: `user-${n % 37}`,
      created_at: '2026-11-23T12:00:00.000Z',
      critical_date: '2026-12-15',
      subscribers: [`user-${n % 50}`, `user-${n % 37}`],
      seen_by: [`user-${n % 50}`],
    });
  }
  gc?.();
  const used = process.memoryUsage().heapUsed - before;
  if ((await tasks.count()) !== TASKS) throw new Error('documents missing');
  return used;
}

async function main(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  console.log(`Faena bench (${new Date().toISOString()}), Node ${process.version}\n`);

  const { raw: rawAppend, faena: faenaAppend, unchained } = await appendRates(APPENDS);
  console.log(`Append, one event per durable commit (${fmt(APPENDS)}):`);
  console.log(`  raw SQLite insert     ${fmt(rawAppend)} /s`);
  console.log(
    `  Faena EventStore      ${fmt(faenaAppend)} /s   ratio ${(faenaAppend / rawAppend).toFixed(2)} (target >= 0.75)`,
  );
  console.log(
    `  without hash chain    ${fmt(unchained)} /s   chain cost: with / without ${(faenaAppend / unchained).toFixed(2)}`,
  );
  console.log(`  chain CPU per event   ${chainMicroseconds(100_000).toFixed(1)} µs (canonical form + SHA-256)\n`);

  const logFile = join(DIR, 'log.sqlite');
  const log = new SqliteEventStore(logFile);
  const seedStart = process.hrtime.bigint();
  await seedLog(log, EVENTS);
  console.log(`Seeded ${fmt(EVENTS)} events in ${seconds(seedStart).toFixed(1)} s`);
  const rawRead = rawReadAndParse(logFile);
  const rebuild = await faenaRebuild(log);
  const verifyStart = process.hrtime.bigint();
  const check = await verifyLog(log);
  const verifyRate = rate(check.checked, seconds(verifyStart));
  await log.close();
  console.log(`Rebuild of ${fmt(EVENTS)} events:`);
  console.log(`  raw read + JSON.parse ${fmt(rawRead)} /s`);
  console.log(`  Faena rebuild         ${fmt(rebuild)} /s   ratio ${(rebuild / rawRead).toFixed(2)} (target >= 0.50)`);
  if (!check.ok) throw new Error(`the seeded log does not verify at ${check.first_broken_position}`);
  console.log(
    `  verify-log            ${fmt(verifyRate)} /s   (hash chain recomputed, ${fmt(check.checked)} events)\n`,
  );

  const bytes = await taskDocumentsMemory();
  const hasGc = Boolean((globalThis as { gc?: unknown }).gc);
  console.log(`In-memory read store, ${fmt(TASKS)} task documents with 2 indexes:`);
  console.log(
    `  heap used             ${(bytes / 1024 / 1024).toFixed(0)} MB (target <= 500 MB)${hasGc ? '' : ' (run with --expose-gc for an exact figure)'}`,
  );
  rmSync(DIR, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
