import { TokenService } from '../services/auth/token.service';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { benchConnections, benchServer, onlyChosen, printCallTable } from './call-table';
import { bareServer } from './fixed-answer-servers';
import { ADDITIONAL_COUNT, fillAdditionalProject, PAYMENT_STATUSES_EACH, REVISIONS } from './large-additional-project';
import { requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:additionals` (needs wrk: `bash scripts/install.sh --bench`). 20,000
 * additionals with 5 revisions and 3 Estados de Pago each in one project of the embedded server
 * (in this process), and the list and the informative table through the HTTP API under wrk, each call beside a
 * bare node:http server answering the same JSON bytes in the same run: p50, p99 and requests/s at
 * 1 and 32 connections. BENCH_SECONDS sets each load's length (5); BENCH_ONLY and
 * BENCH_CONNECTIONS choose calls and connection counts (`bench/call-table.ts`); BENCH_PROFILE=<folder>
 * records a CPU profile of each load above one connection there.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// No demo additionals there: the filler numbers the project's additionals from 1.
const PROJECT = 'demo-lo-aguirre';
const DEMO_MEMBERS = ['demo-admin', 'demo-jefe-ot', 'demo-ito', 'demo-terreno'];
const READER = 'demo-jefe-ot';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  requireWrk();
  const now = new Date();
  const { app, url, close } = await benchServer('additionals', now);
  const store = app.get<ReadStore>(READ_STORE);
  const started = process.hrtime.bigint();
  await fillAdditionalProject(store, PROJECT, { creators: DEMO_MEMBERS, jefe: 'demo-jefe-ot', ito: 'demo-ito' }, now);
  const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const token = app.get(TokenService).issue(READER).access_token;
  const bare = await bareServer();
  const calls = [
    { label: 'list, 1st page', path: '/additionals/list', body: { page: 1 } },
    {
      label: 'list, accepted, by type, 2nd page',
      path: '/additionals/list',
      body: { page: 2, statuses: [2], filtered_types: [1, 2] },
    },
    { label: 'informative table, 1st page', path: '/additionals/listPaymentStatus', body: { page: 1 } },
    {
      label: 'informative table, accepted, 2nd page',
      path: '/additionals/listPaymentStatus',
      body: { page: 2, statuses: [2] },
    },
    { label: 'informative table, 200th page', path: '/additionals/listPaymentStatus', body: { page: 200 } },
  ];
  console.log(
    `${fmt(ADDITIONAL_COUNT)} additionals × ${REVISIONS} revisions × ${PAYMENT_STATUSES_EACH} Estados de Pago in one project, folded in ${fmt(fillSeconds, 1)} s; ${wrkVersion()}, ${SECONDS} s per load, loopback`,
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
    profilePrefix: 'additionals',
  });
  await bare.close();
  await close();
}

void main();
