import { TokenService } from '../services/auth/token.service';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { benchConnections, benchServer, onlyChosen, printCallTable } from './call-table';
import { bareServer } from './fixed-answer-servers';
import { fillTaskProject, TASK_COUNT, taskProjectMembers } from './large-task-project';
import { requireWrk, wrkVersion } from './load';

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
const PROFILE_DIR = process.env.BENCH_PROFILE;
const PROJECT = 'demo-aromos';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const ASKER = 'demo-jefe-ot';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  requireWrk();
  const now = new Date();
  const { app, url, close } = await benchServer('tasks', now);
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
  await printCallTable(onlyChosen(calls), {
    url,
    token,
    projectId: PROJECT,
    bare,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: benchConnections(),
    profileDir: PROFILE_DIR,
    profilePrefix: 'tasks',
  });
  await bare.close();
  await close();
}

void main();
