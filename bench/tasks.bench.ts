import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../services/auth/token.service';
import { FixedClock } from '../services/platform/clock/clock.port';
import { loadConfig } from '../services/platform/config/config';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { createServer } from '../services/server';
import { profiled } from './cpu-profile';
import { bareServer } from './fixed-answer-servers';
import { fillTaskProject, TASK_COUNT, taskProjectMembers } from './large-task-project';
import { type LoadResult, load, requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:tasks` (needs wrk: `bash scripts/install.sh --bench`). 100,000 tasks
 * in one project of the embedded server (in this process), and the task listings through the
 * HTTP API under wrk, each beside a bare node:http server answering the same JSON bytes in the
 * same run: p50, p99 and requests/s, at 1 and at 32 connections. The server runs with the heap
 * settings of `npm start`. BENCH_SECONDS sets each load's length (5); BENCH_ONLY=<text> loads only
 * the calls whose label holds it; BENCH_CONNECTIONS=1,8 sets the connection counts;
 * BENCH_PROFILE=<folder> records a CPU profile of each load above one connection there.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,32').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const PROJECT = 'demo-aromos';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const ASKER = 'demo-jefe-ot';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

async function main() {
  requireWrk();
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-bench-tasks-'));
  const config = loadConfig({ FAENA_DATA_DIR: dataDir, FAENA_CLIENT_DIR: join(dataDir, 'no-client') });
  const now = new Date();
  const app = await createServer(config, { quiet: true, clock: new FixedClock(now) });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const started = process.hrtime.bigint();
  await fillTaskProject(app.get<ReadStore>(READ_STORE), PROJECT, DEMO_MEMBERS, now);
  const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const token = app.get(TokenService).issue(ASKER).access_token;
  const bare = await bareServer();
  const someone = taskProjectMembers(DEMO_MEMBERS)[7]!;

  const calls: Array<{ label: string; path: string; body: Record<string, unknown> }> = [
    { label: 'listing, open, 1st page', path: '/tasks/list', body: { status: 1, page: 1, order: 1 } },
    {
      label: 'listing, filtered, 2nd page',
      path: '/tasks/list',
      body: { status: 1, page: 2, order: 1, filtered_resp_users: [someone], filtered_code_ids: [1, 2, 3, 4, 5] },
    },
    { label: 'listing, finished, search', path: '/tasks/list', body: { status: 3, page: 1, order: 3, search: 'losa' } },
    { label: 'Mis Tareas, Pendientes', path: '/tasks/listPending', body: { page: 1 } },
    { label: 'Mis Tareas, Finalizadas', path: '/tasks/listEnded', body: { page: 1 } },
    { label: 'by user', path: '/tasks/listByUser', body: {} },
    { label: 'similar items', path: '/general/searchSimilar', body: { search: 'Filtración en losa del subterráneo' } },
  ];

  console.log(
    `${fmt(TASK_COUNT)} tasks in one project, folded in ${fmt(fillSeconds, 1)} s; ${wrkVersion()}, ${SECONDS} s per load, loopback`,
  );
  console.log(
    '| call | answer | connections | bare p50 | bare p99 | Faena p50 | Faena p99 | Faena req/s | p99 / bare p99 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const call of calls.filter(({ label }) => !ONLY || label.includes(ONLY))) {
    const body = JSON.stringify({ project_id: PROJECT, ...call.body });
    const response = await fetch(`${url}/api${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const json = await response.text();
    if (response.status !== 200) throw new Error(`${call.path}: ${response.status} ${json}`);
    bare.answer(json);
    const request = { method: 'POST' as const, body, token };
    for (const connections of CONNECTIONS) {
      const run = (target: string, seconds: number) => load(`${target}/api${call.path}`, request, connections, seconds);
      await run(bare.url, WARM_UP_SECONDS);
      await run(url, WARM_UP_SECONDS);
      const floor = await run(bare.url, SECONDS);
      let faena: LoadResult | undefined;
      const measured = async () => {
        faena = await run(url, SECONDS);
      };
      if (PROFILE_DIR && connections > 1) {
        const file = join(
          PROFILE_DIR,
          `tasks${call.path.replaceAll('/', '-')}-${call.label.replace(/\W+/g, '-')}.cpuprofile`,
        );
        const summary = await profiled(file, measured);
        console.log(`\nCPU profile of ${call.label} (${file})\n  own time:\n    ${summary.self.join('\n    ')}\n`);
      } else {
        await measured();
      }
      const result = faena!;
      const row = [
        call.label,
        `${fmt(json.length / 1024, 1)} KB`,
        String(connections),
        ms(floor.p50Ms),
        ms(floor.p99Ms),
        ms(result.p50Ms),
        ms(result.p99Ms),
        `${fmt(result.requestsPerSecond)}/s`,
        fmt(result.p99Ms / floor.p99Ms, 1),
      ];
      console.log(`| ${row.join(' | ')} |`);
    }
  }
  await bare.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

void main();
