import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../services/auth/token.service';
import { loadConfig } from '../services/platform/config/config';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { createServer } from '../services/server';
import { profiled } from './cpu-profile';
import { bareServer, expressServer } from './fixed-answer-servers';
import { BIG_PROJECT_ID, BUSY_USER_ID, fillLargeOrganisation } from './large-organisation';
import { type LoadRequest, type LoadResult, load, requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:http` (needs wrk: `bash scripts/install.sh --bench`). The real server (Nest on
 * Express, embedded stack, in this process), a bare node:http server answering the very same JSON
 * bytes, and Express alone answering the same JSON, loaded one after the other in the same run by
 * wrk, 2 threads and 32 connections on loopback: requests/s, p50, p99 and the ratio to the bare
 * server. First on the demo data, then with 100,000 users and projects added. BENCH_SECONDS sets
 * each load's length (10); BENCH_PROFILE=<folder> records a CPU profile of the real server under
 * each load there and prints its top entries.
 */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** A signed-in API call (POST with a JSON body), or a public GET when it has no body. */
interface Call {
  path: string;
  body?: Record<string, unknown>;
}

async function send(url: string, call: Call, token?: string): Promise<string> {
  const response = await fetch(`${url}/api${call.path}`, {
    method: call.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${call.path}: ${response.status} ${text}`);
  return text;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

async function printProfile(file: string, title: string, run: () => Promise<void>): Promise<void> {
  const summary = await profiled(file, run);
  console.log(`\nCPU profile of ${title} (${file})\n  own time:`);
  for (const line of summary.self) console.log(`    ${line}`);
  console.log('  with callees:');
  for (const line of summary.total) console.log(`    ${line}`);
  console.log();
}

async function main() {
  requireWrk();
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-bench-http-'));
  const config = loadConfig({ FAENA_DATA_DIR: dataDir, FAENA_CLIENT_DIR: join(dataDir, 'no-client') });
  const app = await createServer(config, { quiet: true });
  await app.listen(0, '127.0.0.1');
  const faenaUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const bare = await bareServer();
  const plainExpress = await expressServer();

  const measure = async (data: string, call: Call, token: string) => {
    const json = await send(faenaUrl, call, token);
    bare.answer(json);
    plainExpress.answer(json);
    const request: LoadRequest = call.body
      ? { method: 'POST', body: JSON.stringify(call.body), token }
      : { method: 'GET' };
    const run = (url: string, seconds: number) => load(`${url}/api${call.path}`, request, CONNECTIONS, seconds);
    for (const url of [bare.url, plainExpress.url, faenaUrl]) await run(url, WARM_UP_SECONDS);
    const floor = await run(bare.url, SECONDS);
    const expressAlone = await run(plainExpress.url, SECONDS);
    let faena: LoadResult | undefined;
    const loadFaena = async () => {
      faena = await run(faenaUrl, SECONDS);
    };
    if (PROFILE_DIR) {
      const file = join(PROFILE_DIR, `${data.replace(/\W/g, '')}${call.path.replaceAll('/', '-')}.cpuprofile`);
      await printProfile(file, `${call.path} on ${data}`, loadFaena);
    } else {
      await loadFaena();
    }
    const result = faena!;
    const row = [
      `\`${call.path}\``,
      data,
      `${fmt(json.length / 1024, 1)} KB`,
      `${fmt(floor.requestsPerSecond)}/s`,
      `${fmt(expressAlone.requestsPerSecond)}/s (${fmt((100 * expressAlone.requestsPerSecond) / floor.requestsPerSecond, 1)}%)`,
      `${fmt(result.requestsPerSecond)}/s`,
      `${fmt((100 * result.requestsPerSecond) / floor.requestsPerSecond, 1)}%`,
      ms(result.p50Ms),
      ms(result.p99Ms),
      ms(floor.p99Ms),
    ];
    console.log(`| ${row.join(' | ')} |`);
  };

  const login = JSON.parse(
    await send(faenaUrl, { path: '/auth/login', body: { email: 'jefe.ot@faena.cl', password: 'faena1234' } }),
  ) as { access_token: string };
  const demoToken = login.access_token;
  const mine = JSON.parse(await send(faenaUrl, { path: '/project/getProjectsByUser', body: {} }, demoToken)) as {
    projects: Array<{ id: string }>;
  };
  const calls = (projectId: string): Call[] => [
    { path: '/project/getProjectsByUser', body: {} },
    { path: '/user/list', body: { project_id: projectId, start: 0, limit: 20 } },
    { path: '/project/getProjectByID', body: { project_id: projectId } },
  ];

  console.log(`${wrkVersion()}: ${CONNECTIONS} connections, 2 threads, ${SECONDS} s per load, loopback`);
  console.log(
    '| call | data | answer | bare node:http | Express alone (/ bare) | Faena | Faena / bare | Faena p50 | Faena p99 | bare p99 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  // The framework's own floor: a public GET that reads nothing.
  await measure('none', { path: '/health' }, demoToken);
  for (const call of calls(mine.projects[0]!.id)) await measure('demo', call, demoToken);

  await fillLargeOrganisation(app.get<ReadStore>(READ_STORE));
  const busyToken = app.get(TokenService).issue(BUSY_USER_ID).access_token;
  for (const call of calls(BIG_PROJECT_ID)) await measure('100,000', call, busyToken);

  await bare.close();
  await plainExpress.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

void main();
