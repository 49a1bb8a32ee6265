import { TokenService } from '../services/auth/token.service';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { benchConnections, benchServer, onlyChosen, printCallTable } from './call-table';
import { bareServer } from './fixed-answer-servers';
import { fillRdiProject, RDI_COUNT } from './large-rdi-project';
import { fillTaskProject, TASK_COUNT } from './large-task-project';
import { requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:rdi` (needs wrk: `bash scripts/install.sh --bench`). 50,000 RDI and
 * 100,000 tasks in one project of the embedded server (in this process), and the RDI list
 * (filtered), the graph data and the global search through the HTTP API under wrk, each beside a
 * bare node:http server answering the same JSON bytes in the same run: p50, p99 and requests/s at
 * 1 and 32 connections. BENCH_SECONDS sets each load's length (5); BENCH_ONLY and BENCH_CONNECTIONS
 * choose calls and connection counts (`bench/call-table.ts`); BENCH_PROFILE=<folder> records a CPU
 * profile of each load above one connection there.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PROJECT = 'demo-aromos';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const SPECIALTIES = ['Obra gruesa', 'Estructura', 'Instalaciones eléctricas', 'Instalaciones sanitarias'];
const ASKER = 'demo-ito';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  requireWrk();
  const now = new Date();
  const { app, url, close } = await benchServer('rdi', now);
  const store = app.get<ReadStore>(READ_STORE);
  const started = process.hrtime.bigint();
  await fillTaskProject(store, PROJECT, DEMO_MEMBERS, now);
  await fillRdiProject(
    store,
    PROJECT,
    { creators: DEMO_MEMBERS, jefe: 'demo-jefe-ot', ito: 'demo-ito' },
    SPECIALTIES,
    now,
  );
  const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const token = app.get(TokenService).issue(ASKER).access_token;
  const bare = await bareServer();
  const calls = [
    { label: 'RDI list, pending, 1st page', path: '/rdi/list', body: { status: 1, page: 1 } },
    {
      label: 'RDI list, filtered, 2nd page',
      path: '/rdi/list',
      body: { status: 1, page: 2, filtered_specialties: [2], filtered_subjects: [1, 2], filtered_responsable: [2] },
    },
    { label: 'RDI list, finished, by priority', path: '/rdi/list', body: { status: 3, page: 3, order: 1 } },
    { label: 'graph data', path: '/rdi/getGraphData', body: {} },
    { label: 'global search, one word', path: '/general/search', body: { search: 'filtración' } },
    { label: 'global search, two words', path: '/general/search', body: { search: 'losa muro' } },
  ];
  console.log(
    `${fmt(RDI_COUNT)} RDI and ${fmt(TASK_COUNT)} tasks in one project, folded in ${fmt(fillSeconds, 1)} s; ${wrkVersion()}, ${SECONDS} s per load, loopback`,
  );
  await printCallTable(onlyChosen(calls), {
    url,
    token,
    projectId: PROJECT,
    bare,
    seconds: SECONDS,
    warmUpSeconds: 1,
    connections: benchConnections(),
    profileDir: process.env.BENCH_PROFILE,
    profilePrefix: 'rdi',
  });
  await bare.close();
  await close();
}

void main();
