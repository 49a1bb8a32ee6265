import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../services/demo/demo-data';
import { fmt } from './call-bench';
import { type CommandRunResult, runAllCommands, runCommands } from './command-client';
import { type LoadResult, load, requireWrk, wrkVersion } from './load';
import { rawInsertRate } from './raw-sqlite';
import { freePort, requireBuiltServer, startServerProcess, untilHealthy } from './server-process';

/**
 * Run by hand: `npm run bench:commands` (needs wrk: `bash scripts/install.sh --bench`). The built
 * server in a child process on demo data, `/tasks/addInteraction` as the Jefe OT:
 * 1. on 40 short tasks in turn at 1 connection (wrk), beside raw SQLite durable inserts, one per
 *    transaction, in the same run;
 * 2. the same at 32 connections, beside raw inserts 32 per transaction and one per transaction;
 * 3. on one task as it grows (1 connection, a fixed number of commands at each length), beside the
 *    same call on the fresh task;
 * 4. durability: 32 connections of commands, each acknowledged (200) one noted, the server killed
 *    (SIGKILL) under that load, started again on the same data folder, and every acknowledged
 *    command's interaction looked for.
 * BENCH_SECONDS (10) is each wrk load's length; BENCH_TASKS (40) the short tasks; BENCH_RAW_INSERTS
 * (2,000) the raw inserts of each baseline; BENCH_GROWTH (0,250,500,1000) the lengths of row 3 and
 * BENCH_SAMPLE (100) the commands timed at each; BENCH_KILL_AFTER (5) the seconds of load before
 * the kill; BENCH_NODE_ARGS flags for the server (`--cpu-prof`).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TASKS = Number(process.env.BENCH_TASKS ?? 40);
const RAW_INSERTS = Number(process.env.BENCH_RAW_INSERTS ?? 2_000);
const GROWTH = (process.env.BENCH_GROWTH ?? '0,250,500,1000').split(',').map(Number);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 100);
const KILL_AFTER_SECONDS = Number(process.env.BENCH_KILL_AFTER ?? 5);
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;
const DIR = join(process.cwd(), '.bench-data', 'commands');
const SERVER_DIR = join(DIR, 'server');
const RAW_FILE = join(DIR, 'raw.sqlite');
const PROJECT = 'demo-aromos';
const ADD_INTERACTION = '/tasks/addInteraction';

const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;
const ratio = (n: number) => fmt(n, n < 0.1 ? 3 : 2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = startServerProcess(SERVER_DIR, port);
  // A bench that stops on an error leaves no server behind.
  process.once('exit', () => child.kill('SIGKILL'));
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(child, url);
  return { url, child, exited };
}

async function call<T>(url: string, path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

const signIn = async (url: string) =>
  (await call<{ access_token: string }>(url, '/auth/login', { email: 'jefe.ot@faena.cl', password: DEMO_PASSWORD }))
    .access_token;

/** Short tasks of the demo project, created one after the other: their ids. */
async function newTasks(url: string, token: string, count: number, title: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const { task } = await call<{ task: { id: string } }>(
      url,
      '/tasks/create',
      {
        project_id: PROJECT,
        title: `${title} ${n + 1}`,
        priority: 1,
        code_id: 1,
        description: '<p>¿Cuál es la huella?</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      token,
    );
    ids.push(task.id);
  }
  return ids;
}

const reply = (taskId: string, n: number) => ({ task_id: taskId, message: `<p>Avance ${n}</p>` });

const interactionIds = async (url: string, token: string, taskId: string) =>
  (
    await call<{ task: { interactions: Array<{ id: string }> } }>(url, '/tasks/get', { task_id: taskId }, token)
  ).task.interactions.map(({ id }) => id);

/** Rows 1 and 2: wrk sends one reply to each task in turn, each with its own X-Command-Id as the client sends it. */
async function onShortTasks(url: string, token: string, connections: number, title: string): Promise<LoadResult> {
  const tasks = await newTasks(url, token, TASKS, title);
  const bodies = tasks.map((taskId, n) => JSON.stringify(reply(taskId, n)));
  return load(
    `${url}/api${ADD_INTERACTION}`,
    { method: 'POST', body: bodies, token, commandIds: true },
    connections,
    SECONDS,
  );
}

const commandsFigure = (rate: number, p50: number, p99: number) =>
  `${fmt(rate)} commands/s, p50 ${ms(p50)}, p99 ${ms(p99)}`;

interface Growth {
  interactions: number;
  sample: CommandRunResult;
}

/** Row 3: one task replied to by one connection, `SAMPLE` commands timed at each length of GROWTH. */
async function onOneGrowingTask(url: string, token: string): Promise<Growth[]> {
  const [taskId] = await newTasks(url, token, 1, 'Tarea que crece');
  const run = { path: ADD_INTERACTION, url, token, connections: 1 };
  const measured: Growth[] = [];
  let sent = 0;
  for (const length of GROWTH) {
    if (length > sent) {
      const from = sent;
      await runAllCommands({ ...run, count: length - sent, bodyOf: (n) => reply(taskId!, from + n) });
      sent = length;
    }
    const interactions = (await interactionIds(url, token, taskId!)).length;
    const from = sent;
    const sample = await runAllCommands({ ...run, count: SAMPLE, bodyOf: (n) => reply(taskId!, from + n) });
    sent += SAMPLE;
    measured.push({ interactions, sample });
  }
  return measured;
}

interface Durability {
  load: CommandRunResult;
  acknowledged: number;
  found: number;
  /** Interactions the log kept whose command was never acknowledged: in flight at the kill. */
  unacknowledged: number;
}

/** Row 4: replies on short tasks at 32 connections, the server killed under them, then started again. */
async function killedUnderLoad(server: RunningServer, token: string): Promise<Durability> {
  const tasks = await newTasks(server.url, token, TASKS, 'Durabilidad');
  const acknowledged = new Set<string>();
  const commands = runCommands({
    path: ADD_INTERACTION,
    url: server.url,
    token,
    connections: CONNECTIONS,
    bodyOf: (n) => reply(tasks[n % tasks.length]!, n),
    acknowledged: (_n, _commandId, answer) => {
      acknowledged.add((JSON.parse(answer) as { interaction: { id: string } }).interaction.id);
    },
  });
  await sleep(KILL_AFTER_SECONDS * 1000);
  server.child.kill('SIGKILL');
  commands.stop();
  const result = await commands.done;
  await server.exited;

  const restarted = await startServer();
  const again = await signIn(restarted.url);
  let found = 0;
  let unacknowledged = 0;
  for (const taskId of tasks) {
    for (const id of await interactionIds(restarted.url, again, taskId)) {
      if (acknowledged.has(id)) found += 1;
      else unacknowledged += 1;
    }
  }
  restarted.child.kill('SIGTERM');
  await restarted.exited;
  return { load: result, acknowledged: acknowledged.size, found, unacknowledged };
}

function printTable(
  rows: { one: LoadResult; many: LoadResult; rawOne: number; raw32: number; rawOneAgain: number },
  growth: Growth[],
): void {
  const { one, many, rawOne, raw32, rawOneAgain } = rows;
  const fresh = growth[0]!.sample.commandsPerSecond;
  const last = growth[growth.length - 1]!;
  console.log('| what | Faena | baseline, same run | ratio |');
  console.log('|---|---|---|---|');
  console.log(
    `| \`${ADD_INTERACTION}\`, ${TASKS} short tasks, 1 connection | ${commandsFigure(one.requestsPerSecond, one.p50Ms, one.p99Ms)} | raw SQLite durable insert (WAL, synchronous FULL, one per transaction): ${fmt(rawOne)}/s | ${ratio(one.requestsPerSecond / rawOne)} |`,
  );
  console.log(
    `| same, ${CONNECTIONS} connections | ${commandsFigure(many.requestsPerSecond, many.p50Ms, many.p99Ms)} | raw, ${CONNECTIONS} inserts per transaction: ${fmt(raw32)}/s; one per transaction: ${fmt(rawOneAgain)}/s | ${ratio(many.requestsPerSecond / raw32)} of ${CONNECTIONS} per transaction, ${ratio(many.requestsPerSecond / rawOneAgain)} of one per transaction |`,
  );
  const steps = growth.map(({ interactions, sample }) => `${fmt(sample.commandsPerSecond)}/s at ${fmt(interactions)}`);
  console.log(
    `| \`addInteraction\` on one task as it grows (1 connection) | ${steps.join(' → ')} interactions | the same call on the fresh task | ${ratio(fresh / last.sample.commandsPerSecond)}× slower at ${fmt(last.interactions)} |`,
  );
  console.log(`\nRow 3 in detail (${fmt(SAMPLE)} commands timed at each length, 1 connection):\n`);
  console.log('| interactions before | commands/s | p50 | p99 | fresh / this |');
  console.log('|---|---|---|---|---|');
  for (const { interactions, sample } of growth) {
    console.log(
      `| ${fmt(interactions)} | ${fmt(sample.commandsPerSecond)} | ${ms(sample.p50Ms)} | ${ms(sample.p99Ms)} | ${ratio(fresh / sample.commandsPerSecond)} |`,
    );
  }
}

function printDurability({ load: run, acknowledged, found, unacknowledged }: Durability): void {
  console.log(
    `\nDurability: ${CONNECTIONS} connections of \`${ADD_INTERACTION}\` on ${TASKS} tasks, SIGKILL after ${KILL_AFTER_SECONDS} s (${fmt(run.commandsPerSecond)} commands/s until then), started again on the same data folder:`,
  );
  console.log(`  acknowledged (200)     ${fmt(acknowledged)}`);
  console.log(`  found after restart    ${fmt(found)}`);
  console.log(
    `  lost                   ${fmt(acknowledged - found)}${acknowledged === found ? '' : '   <-- acknowledged commands lost'}`,
  );
  // A lost acknowledgement is a broken promise, not a slow figure: the run fails.
  if (found < acknowledged) process.exitCode = 1;
  console.log(
    `  kept, not acknowledged ${fmt(unacknowledged)} (in flight at the kill: ${fmt(run.failed)} requests got no answer)`,
  );
}

const commit = () => spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || '?';
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  requireWrk();
  requireBuiltServer();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(SERVER_DIR, { recursive: true });
  console.log(
    `Faena commands bench (${new Date().toISOString()}), commit ${commit()}, Node ${process.version}, ${wrkVersion()}, ${availableParallelism()} cores, load average ${loadAverage()}\n`,
  );
  const server = await startServer();
  const token = await signIn(server.url);
  const warmUpTasks = await newTasks(server.url, token, TASKS, 'Calentamiento');
  await load(
    `${server.url}/api${ADD_INTERACTION}`,
    { method: 'POST', body: warmUpTasks.map((taskId, n) => JSON.stringify(reply(taskId, n))), token, commandIds: true },
    CONNECTIONS,
    WARM_UP_SECONDS,
  );

  const rawOne = rawInsertRate(RAW_FILE, RAW_INSERTS, 1);
  const one = await onShortTasks(server.url, token, 1, 'Tarea corta');
  const raw32 = rawInsertRate(RAW_FILE, RAW_INSERTS * CONNECTIONS, CONNECTIONS);
  const rawOneAgain = rawInsertRate(RAW_FILE, RAW_INSERTS, 1);
  const many = await onShortTasks(server.url, token, CONNECTIONS, 'Tarea concurrida');
  const growth = await onOneGrowingTask(server.url, token);
  printTable({ one, many, rawOne, raw32, rawOneAgain }, growth);
  console.log(
    `\nThe short tasks ended with about ${fmt((one.requestsPerSecond * SECONDS) / TASKS)} (1 connection) and ${fmt((many.requestsPerSecond * SECONDS) / TASKS)} (${CONNECTIONS}) interactions each; ${SECONDS} s per wrk load.`,
  );

  printDurability(await killedUnderLoad(server, token));
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  rmSync(DIR, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
