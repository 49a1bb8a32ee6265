import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { systemClock } from '../services/platform/clock/clock.port';
import { SqliteCredentialStore } from '../services/platform/credentials/sqlite-credential-store';
import { SqliteEventStore } from '../services/platform/event-store/sqlite-event-store';
import { importLegacyMemberships } from '../services/projects/membership-streams.migration';
import { writeBootLog } from './boot-log';
import { freePort, peakRssMb, requireBuiltServer, startServerProcess } from './server-process';

/**
 * Run by hand: `npm run bench:boot` (BENCH_BOOT_EVENTS to change the size; BENCH_BOOT_REUSE=1 to
 * keep the log of the last run; BENCH_NODE_ARGS="--cpu-prof" to profile the server).
 * Starts the built server on a generated log, as `npm start` would, and times it until
 * /api/health answers 200, beside a raw read of the same log in the same run.
 */
const EVENTS = Number(process.env.BENCH_BOOT_EVENTS ?? 1_000_000);
const DIR = join(process.cwd(), '.bench-data', 'boot');

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const fmt = (n: number) => n.toLocaleString('es-CL');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function prepareLog(file: string): Promise<number> {
  if (process.env.BENCH_BOOT_REUSE === '1' && existsSync(file)) {
    const store = new SqliteEventStore(file);
    const count = await store.lastPosition();
    await store.close();
    console.log(`Reusing the log of ${fmt(count)} events in ${DIR}`);
    return count;
  }
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const store = new SqliteEventStore(file);
  const start = process.hrtime.bigint();
  const count = await writeBootLog(store, { events: EVENTS });
  // The log stands for a deployment that started before: its one-time migrations have run.
  await importLegacyMemberships(store, systemClock);
  const credentials = new SqliteCredentialStore(join(DIR, 'credentials.sqlite'));
  await credentials.markLegacyImportDone();
  await credentials.close();
  await store.close();
  console.log(`Wrote ${fmt(count)} events with SqliteEventStore in ${seconds(start).toFixed(1)} s`);
  return count;
}

/** The floor: every row of the log read and its JSON parsed, nothing built. */
function rawRead(file: string): number {
  const db = new Database(file, { readonly: true });
  const start = process.hrtime.bigint();
  for (const row of db.prepare('SELECT data, metadata FROM events ORDER BY position').iterate() as Iterable<{
    data: string;
    metadata: string;
  }>) {
    JSON.parse(row.data);
    JSON.parse(row.metadata);
  }
  const elapsed = seconds(start);
  db.close();
  return elapsed;
}

/** CPU time a process has used so far (user + system), from /proc/<pid>/stat in clock ticks of 10 ms. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Boot {
  seconds: number;
  /** CPU the server used until healthy: the figure that holds when other work shares the machine. */
  cpuSeconds: number;
  peakRssMb: number;
  /** Answers of a non-health route while starting: each must be 503. */
  refusedWhileStarting: number;
  otherAnswersWhileStarting: number;
  /** Written by the server once caught up: how long it took, its size, the server's peak memory after. */
  snapshot?: { seconds: number; mb: number; peakRssMb: number };
}

const SNAPSHOT = join(DIR, 'read-models.snapshot');

/** Boots the server until healthy; with `keepSnapshot`, waits for it to write its snapshot before stopping it. */
async function bootServer(keepSnapshot: boolean): Promise<Boot> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const start = process.hrtime.bigint();
  const child = startServerProcess(DIR, port, { FAENA_DEMO_DATA: 'false' });
  const exited = new Promise((r) => child.once('exit', r));
  let refused = 0;
  let other = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const health = await fetch(`${base}/health`).catch(() => null);
      if (health?.status === 200) break;
      if (health) {
        const login = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'usuario.1@boot.constructora.cl', password: 'x' }),
        });
        // A login may land just after health said 503 and the catch-up ended: counted apart.
        if (login.status === 503 && login.headers.get('retry-after')) refused += 1;
        else other += 1;
      }
      await sleep(50);
    }
    const elapsed = seconds(start);
    const figures = {
      seconds: elapsed,
      cpuSeconds: cpuSeconds(child.pid!),
      peakRssMb: peakRssMb(child.pid!),
      refusedWhileStarting: refused,
      otherAnswersWhileStarting: other,
    };
    if (!keepSnapshot) return figures;
    const writing = process.hrtime.bigint();
    while (!existsSync(SNAPSHOT)) await sleep(100);
    return {
      ...figures,
      snapshot: { seconds: seconds(writing), mb: statSync(SNAPSHOT).size / 1048576, peakRssMb: peakRssMb(child.pid!) },
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function report(title: string, raw: number, boot: Boot): void {
  console.log(`\n${title}`);
  console.log(`  raw SQLite read + JSON.parse   ${raw.toFixed(2)} s (the whole log)`);
  console.log(
    `  Faena server (node dist)       ${boot.seconds.toFixed(2)} s   ratio ${(boot.seconds / raw).toFixed(2)} (target <= 15 s)`,
  );
  console.log(`  CPU used by the server         ${boot.cpuSeconds.toFixed(2)} s (user + system, all its threads)`);
  console.log(`  load average at the end        ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`);
  console.log(`  peak RSS of the server         ${boot.peakRssMb.toFixed(0)} MB (target <= 1024 MB)`);
  console.log(
    `  /api/auth/login while starting ${boot.refusedWhileStarting} × 503 with Retry-After, ${boot.otherAnswersWhileStarting} other answers`,
  );
  if (boot.snapshot) {
    const { seconds: took, mb, peakRssMb: peak } = boot.snapshot;
    console.log(
      `  then its snapshot: ${mb.toFixed(0)} MB written in ${took.toFixed(2)} s; peak RSS after it ${peak.toFixed(0)} MB`,
    );
  }
}

async function main(): Promise<void> {
  requireBuiltServer();
  console.log(`Faena boot bench (${new Date().toISOString()}), Node ${process.version}\n`);
  const file = join(DIR, 'events.sqlite');
  const count = await prepareLog(file);
  const raw = rawRead(file);
  rmSync(SNAPSHOT, { force: true });
  const cold = await bootServer(true);
  report(`Boot on ${fmt(count)} events, no snapshot, until /api/health answers 200:`, raw, cold);

  // The server wrote a snapshot once caught up; a day's worth of new events follows it.
  const store = new SqliteEventStore(file);
  const tail = await writeBootLog(store, { events: Math.round(count / 100), prefix: `tail-${Date.now()}` });
  await store.close();
  const warm = await bootServer(false);
  report(`\nBoot from the snapshot plus ${fmt(tail)} newer events:`, raw, warm);
  if (process.env.BENCH_BOOT_REUSE !== '1') rmSync(DIR, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
