import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../services/platform/clock/clock.port';
import { SqliteCommandLog } from '../services/platform/command-log/sqlite-command-log';
import { durableDatabase } from './raw-sqlite';
import { fmt, seconds } from './user-profile-log';

/**
 * Run by hand: `npm run bench:command-log` (BENCH_COMMANDS, BENCH_INTERACTIONS to change the
 * sizes). The command log's size and cost per command, the log as it is beside the log as it was
 * before issue 30 (each request's whole answer, one durable commit each), measured in the same run
 * in alternating rounds so that drift in the disk's speed falls on all alike.
 */
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 10_000);
/** 180 interactions make an answer of about 58 KB: 616 MB over 10,624 commands, as issue 30 measured. */
const INTERACTIONS = Number(process.env.BENCH_INTERACTIONS ?? 180);
const ROUNDS = 4;
const DIR = join(process.cwd(), '.bench-data', 'command-log');
const MB = 1024 * 1024;

/** An addInteraction answer: the new interaction and the whole task with every interaction. */
function taskAnswer(interactions: number) {
  const interaction = (n: number) => ({
    id: randomUUID(),
    message: `<p>Se revisó la armadura del muro eje ${n}; falta el recubrimiento indicado en el plano E-201.</p>`,
    is_response: n % 2 === 0,
    created_at: '2026-11-28T12:00:00.000Z',
    user: { id: randomUUID(), name: 'Ana Pérez', avatar: null, job: 'Jefe OT' },
    files: [],
  });
  const all = Array.from({ length: interactions }, (_, n) => interaction(n));
  return {
    code: 200,
    interaction: all[all.length - 1],
    task: {
      id: randomUUID(),
      number: 42,
      title: 'Revisar enfierradura',
      status: 1,
      version: interactions,
      interactions: all,
    },
  };
}

/** A log as every command wrote it before issue 30: the old table, the whole answer, synchronous FULL. */
function openWholeAnswerLog(file: string) {
  const db = durableDatabase(file);
  db.exec(`CREATE TABLE command_outcomes (
    actor_id TEXT NOT NULL, command_id TEXT NOT NULL, request_hash TEXT NOT NULL,
    response TEXT NOT NULL, recorded_at TEXT NOT NULL, PRIMARY KEY (actor_id, command_id));
    CREATE INDEX command_outcomes_recorded_at ON command_outcomes (recorded_at);`);
  const insert = db.prepare('INSERT OR IGNORE INTO command_outcomes VALUES (?, ?, ?, ?, ?)');
  return {
    record: (actorId: string, commandId: string, hash: string, answer: unknown) =>
      insert.run(actorId, commandId, hash, JSON.stringify(answer), new Date().toISOString()),
    close: () => db.close(),
  };
}

/** Today's rows with one fsync per command, as the log would be with only its rows made small. */
function openDurableRequestLog(file: string) {
  const db = durableDatabase(file);
  db.exec(`CREATE TABLE command_requests (
    actor_id TEXT NOT NULL, command_id TEXT NOT NULL, request_hash TEXT NOT NULL,
    recorded_at INTEGER NOT NULL, PRIMARY KEY (actor_id, command_id)) WITHOUT ROWID`);
  const insert = db.prepare('INSERT OR IGNORE INTO command_requests VALUES (?, ?, ?, ?)');
  return {
    record: (actorId: string, commandId: string, hash: string) => insert.run(actorId, commandId, hash, Date.now()),
    close: () => db.close(),
  };
}

const sizeOf = (file: string) => statSync(file).size;
const perCommand = (secondsSpent: number) => `${((secondsSpent * 1e6) / COMMANDS).toFixed(0)} µs`;

async function main(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const answer = taskAnswer(INTERACTIONS);
  const answerBytes = Buffer.byteLength(JSON.stringify(answer));
  console.log(`Command log bench (${new Date().toISOString()}), Node ${process.version}`);
  console.log(
    `${fmt(COMMANDS)} commands of 50 users; an answer of ${fmt(INTERACTIONS)} interactions is ${fmt(Math.round(answerBytes / 1024))} KB\n`,
  );

  const files = {
    whole: join(DIR, 'whole.sqlite'),
    durable: join(DIR, 'durable.sqlite'),
    log: join(DIR, 'commands.sqlite'),
  };
  const whole = openWholeAnswerLog(files.whole);
  const durable = openDurableRequestLog(files.durable);
  const log = new SqliteCommandLog(files.log, systemClock);
  const users = Array.from({ length: 50 }, () => randomUUID());
  const commands = Array.from({ length: COMMANDS }, (_, n) => ({
    actorId: users[n % users.length]!,
    commandId: randomUUID(),
    hash: n.toString(16).padStart(32, '0'),
  }));
  const spent = { whole: 0, durable: 0, log: 0 };
  const perRound = Math.ceil(COMMANDS / ROUNDS);
  for (let round = 0; round < ROUNDS; round += 1) {
    const batch = commands.slice(round * perRound, (round + 1) * perRound);
    let start = process.hrtime.bigint();
    for (const { actorId, commandId, hash } of batch) whole.record(actorId, commandId, hash, answer);
    spent.whole += seconds(start);
    start = process.hrtime.bigint();
    for (const { actorId, commandId, hash } of batch) durable.record(actorId, commandId, hash);
    spent.durable += seconds(start);
    start = process.hrtime.bigint();
    for (const { actorId, commandId, hash } of batch) await log.record(actorId, commandId, { requestHash: hash });
    spent.log += seconds(start);
  }
  // Open, a log also keeps its write-ahead journal beside it, up to SQLite's checkpoint (1,000 pages).
  const journal = sizeOf(`${files.log}-wal`);
  // Closed, each file holds its journal's pages: its size is what the disk keeps.
  whole.close();
  durable.close();
  await log.close();

  const row = (what: string, file: string, secondsSpent: number) =>
    console.log(
      `  ${what.padEnd(44)} ${(sizeOf(file) / MB).toFixed(2).padStart(8)} MB  ${perCommand(secondsSpent).padStart(7)} per command`,
    );
  console.log('  log                                             size      record');
  row('before: whole answer, fsync per command', files.whole, spent.whole);
  row('request digest only, fsync per command', files.durable, spent.durable);
  row('SqliteCommandLog (digest only, no own fsync)', files.log, spent.log);
  console.log(
    `\n  size after / before ${(sizeOf(files.log) / sizeOf(files.whole)).toFixed(4)}; record after / before ${(spent.log / spent.whole).toFixed(3)}`,
  );
  console.log(`  SqliteCommandLog's journal while open: ${(journal / MB).toFixed(2)} MB`);
  // The first start after the upgrade moves the old file's requests and drops its answers.
  const start = process.hrtime.bigint();
  await new SqliteCommandLog(files.whole, systemClock).close();
  console.log(
    `  first start on the before file: ${seconds(start).toFixed(1)} s, leaving ${(sizeOf(files.whole) / MB).toFixed(2)} MB`,
  );
  rmSync(DIR, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
