import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectionEngine } from '../projections/runtime/projection-engine';
import { allProjections } from '../services/manifests';
import { SqliteEventStore } from '../services/platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../services/platform/read-store/memory-read-store';
import { profiled } from './cpu-profile';
import { fmt, rate, rawReadAndParse, seconds, seedLog } from './user-profile-log';

/**
 * Run by hand: `npm run bench:rebuild`. Only the rebuild part of `npm run bench`: the same log,
 * rebuilt in every projection beside a raw read + JSON.parse of it, in alternating rounds so a
 * busy machine slows both alike. BENCH_EVENTS (1,000,000) and BENCH_ROUNDS (2) change the sizes;
 * BENCH_KEEP=1 keeps the seeded log in .bench-rebuild for the next run (seeding takes a minute);
 * BENCH_PROFILE=1 records a CPU profile of one more rebuild (.bench-rebuild/rebuild.cpuprofile).
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const KEEP = Boolean(process.env.BENCH_KEEP);
const DIR = join(process.cwd(), '.bench-rebuild');

/** CPU seconds this process has spent, every thread (garbage collection included). */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

async function rebuildEverything(log: SqliteEventStore): Promise<number> {
  const engine = new ProjectionEngine(log, new MemoryReadStore(), allProjections);
  const start = process.hrtime.bigint();
  const count = await engine.rebuild();
  return rate(count, seconds(start));
}

async function main(): Promise<void> {
  const file = join(DIR, `log-${EVENTS}.sqlite`);
  if (!KEEP) rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const seeded = existsSync(file);
  const log = new SqliteEventStore(file);
  if (!seeded) {
    const start = process.hrtime.bigint();
    await seedLog(log, EVENTS);
    console.log(`Seeded ${fmt(EVENTS)} events in ${seconds(start).toFixed(1)} s`);
  }
  console.log(`Rebuild of ${fmt(EVENTS)} events (${new Date().toISOString()}), Node ${process.version}:`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rawCpu = cpuSeconds();
    const raw = rawReadAndParse(file);
    const rebuildCpu = cpuSeconds();
    const rebuild = await rebuildEverything(log);
    const end = cpuSeconds();
    console.log(
      `  round ${round}: raw read + JSON.parse ${fmt(raw)} /s, Faena rebuild ${fmt(rebuild)} /s, ratio ${(rebuild / raw).toFixed(2)}`,
    );
    // On a machine other jobs share, the wall-clock ratio moves with their load; CPU time moves less.
    console.log(
      `           CPU: raw ${(rebuildCpu - rawCpu).toFixed(1)} s, rebuild ${(end - rebuildCpu).toFixed(1)} s, ratio ${((rebuildCpu - rawCpu) / (end - rebuildCpu)).toFixed(2)}`,
    );
  }
  if (process.env.BENCH_PROFILE) {
    const summary = await profiled(join(DIR, 'rebuild.cpuprofile'), async () => {
      await rebuildEverything(log);
    });
    console.log('Rebuild, self time:');
    for (const line of summary.self) console.log(`  ${line}`);
    console.log('Rebuild, total time:');
    for (const line of summary.total) console.log(`  ${line}`);
  }
  await log.close();
  if (!KEEP) rmSync(DIR, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
