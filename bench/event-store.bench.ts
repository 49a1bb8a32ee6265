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
/** Concurrent appenders, as many as the HTTP loads' connections (issue 30). */
const WRITERS = 32;
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

interface ConcurrentRates {
  rawOnePerCommit: number;
  rawBatched: number;
  faena: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * 32 appenders, each awaiting its append before the next one to its own stream at the exact
 * revision, beside raw SQLite with one insert per durable commit and with 32 per commit; the
 * rounds alternate as in appendRates. Latency is an append's, from call to acknowledgement.
 */
async function concurrentAppendRates(count: number): Promise<ConcurrentRates> {
  const raw = openRawTable(join(DIR, 'raw-concurrent.sqlite'));
  const store = new SqliteEventStore(join(DIR, 'append-concurrent.sqlite'));
  const rounds = 4;
  const perWriter = Math.ceil(count / rounds / WRITERS);
  const perRound = perWriter * WRITERS;
  const revisions = new Array<number>(WRITERS).fill(-1);
  const latencies: number[] = [];
  let rawSeconds = 0;
  let batchedSeconds = 0;
  let faenaSeconds = 0;
  const writer = async (lane: number, round: number) => {
    for (let n = 0; n < perWriter; n += 1) {
      const start = process.hrtime.bigint();
      const event = profileUpdate(`w${lane}`, round * perWriter + n);
      revisions[lane] = (await store.append(`bench-writer-${lane}`, [event], revisions[lane]!)).revision;
      latencies.push(seconds(start) * 1000);
    }
  };
  for (let round = 0; round < rounds; round += 1) {
    const first = round * perRound;
    let start = process.hrtime.bigint();
    for (let n = first; n < first + perRound; n += 1) raw.insert(n);
    rawSeconds += seconds(start);
    start = process.hrtime.bigint();
    for (let n = first; n < first + perRound; n += WRITERS) raw.insertRun(n, WRITERS);
    batchedSeconds += seconds(start);
    start = process.hrtime.bigint();
    await Promise.all(Array.from({ length: WRITERS }, (_, lane) => writer(lane, round)));
    faenaSeconds += seconds(start);
  }
  raw.close();
  await store.close();
  latencies.sort((a, b) => a - b);
  const total = rounds * perRound;
  return {
    rawOnePerCommit: rate(total, rawSeconds),
    rawBatched: rate(total, batchedSeconds),
    faena: rate(total, faenaSeconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
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

  const concurrent = await concurrentAppendRates(APPENDS);
  console.log(`Append, ${WRITERS} concurrent appenders, one event each at its stream's revision (${fmt(APPENDS)}):`);
  console.log(`  raw SQLite, 1 insert per commit   ${fmt(concurrent.rawOnePerCommit)} /s`);
  console.log(`  raw SQLite, ${WRITERS} inserts per commit ${fmt(concurrent.rawBatched)} /s`);
  console.log(
    `  Faena EventStore                  ${fmt(concurrent.faena)} /s   ratio to 1 per commit ${(concurrent.faena / concurrent.rawOnePerCommit).toFixed(2)}, to ${WRITERS} per commit ${(concurrent.faena / concurrent.rawBatched).toFixed(2)}`,
  );
  console.log(
    `  Faena append latency              p50 ${concurrent.p50.toFixed(2)} ms, p99 ${concurrent.p99.toFixed(2)} ms\n`,
  );

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
