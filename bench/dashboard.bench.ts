import { TokenService } from '../services/auth/token.service';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { benchConnections, benchServer, onlyChosen, printCallTable } from './call-table';
import { bareServer } from './fixed-answer-servers';
import { ADDITIONAL_COUNT, fillAdditionalProject } from './large-additional-project';
import { fillRdiProject, RDI_COUNT } from './large-rdi-project';
import { fillTaskProject, TASK_COUNT } from './large-task-project';
import { requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:dashboard` (needs wrk: `bash scripts/install.sh --bench`). 100,000
 * tasks, 50,000 RDI and 20,000 additionals in one project of the embedded server (in this
 * process), and the dashboard's two calls through the HTTP API under wrk, each beside a bare
 * node:http server answering the same JSON bytes in the same run: p50, p99 and requests/s at 1
 * and 32 connections. BENCH_SECONDS sets each load's length (5); BENCH_ONLY and BENCH_CONNECTIONS
 * choose calls and connection counts (`bench/call-table.ts`); BENCH_PROFILE=<folder> records a CPU
 * profile of each load above one connection there.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// No demo additionals there: the additionals filler numbers the project's additionals from 1.
const PROJECT = 'demo-lo-aguirre';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const READER = 'demo-jefe-ot';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  requireWrk();
  const now = new Date();
  const { app, url, close } = await benchServer('dashboard', now);
  const store = app.get<ReadStore>(READ_STORE);
  const started = process.hrtime.bigint();
  const people = { creators: DEMO_MEMBERS, jefe: 'demo-jefe-ot', ito: 'demo-ito' };
  await fillTaskProject(store, PROJECT, DEMO_MEMBERS, now);
  await fillRdiProject(store, PROJECT, people, ['Obra gruesa', 'Estructura', 'Instalaciones'], now);
  await fillAdditionalProject(store, PROJECT, people, now);
  const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const token = app.get(TokenService).issue(READER).access_token;
  const bare = await bareServer();
  const calls = [
    { label: 'dashboard: Tareas, Adicionales, Avance', path: '/dashboard/getDashboard', body: {} },
    { label: 'dashboard: RDI', path: '/dashboard/getDashboardRDI', body: {} },
  ];
  console.log(
    `${fmt(TASK_COUNT)} tasks, ${fmt(RDI_COUNT)} RDI and ${fmt(ADDITIONAL_COUNT)} additionals in one project, folded in ${fmt(fillSeconds, 1)} s; ${wrkVersion()}, ${SECONDS} s per load, loopback`,
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
    profilePrefix: 'dashboard',
  });
  await bare.close();
  await close();
}

void main();
