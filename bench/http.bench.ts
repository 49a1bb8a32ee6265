import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../services/auth/token.service';
import { loadConfig } from '../services/platform/config/config';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { createServer } from '../services/server';
import { profiled } from './cpu-profile';
import { BIG_PROJECT_ID, BUSY_USER_ID, fillLargeOrganisation } from './large-organisation';
import { type LoadResult, load, requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:http` (needs wrk). The real server (Nest on Express, embedded stack,
 * in this process) and a bare node:http server answering the very same JSON bytes, loaded one after
 * the other in the same run with wrk, 2 threads and 32 connections on loopback: requests/s, p50,
 * p99 and the ratio of throughputs. First on the demo data, then with 100,000 users and projects
 * added. BENCH_SECONDS sets each load's length (10); BENCH_PROFILE=<folder> records a CPU profile
 * of the real server under each load there and prints its top entries.
 */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PROFILE_DIR = process.env.BENCH_PROFILE;

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** A node:http server with no framework: reads the request, answers the JSON it was given. */
async function bareServer(): Promise<{ url: string; answer(json: string): void; server: Server }> {
  let body = Buffer.from('{}');
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, answer: (json) => (body = Buffer.from(json)), server };
}

async function post(url: string, call: Call, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(call.body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${call.path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

async function main() {
  requireWrk();
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-bench-http-'));
  const config = loadConfig({ FAENA_DATA_DIR: dataDir, FAENA_CLIENT_DIR: join(dataDir, 'no-client') });
  const app = await createServer(config, { quiet: true });
  await app.listen(0, '127.0.0.1');
  const faenaUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const bare = await bareServer();

  const rows: string[] = [];
  const measure = async (data: string, call: Call, token: string) => {
    const json = JSON.stringify(await post(faenaUrl, call, token));
    bare.answer(json);
    const run = (url: string, seconds: number) =>
      load(`${url}/api${call.path}`, JSON.stringify(call.body), token, CONNECTIONS, seconds);
    await run(bare.url, WARM_UP_SECONDS);
    await run(faenaUrl, WARM_UP_SECONDS);
    const floor = await run(bare.url, SECONDS);
    let faena: LoadResult | undefined;
    const loadFaena = async () => {
      faena = await run(faenaUrl, SECONDS);
    };
    if (PROFILE_DIR) {
      const file = join(PROFILE_DIR, `${data}-${call.path.replaceAll('/', '_')}.cpuprofile`);
      const summary = await profiled(file, loadFaena);
      console.log(`\nCPU profile of ${call.path} on ${data} (${file})\n  own time:`);
      for (const line of summary.self) console.log(`    ${line}`);
      console.log('  with callees:');
      for (const line of summary.total) console.log(`    ${line}`);
    } else {
      await loadFaena();
    }
    const result = faena!;
    const row = [
      `\`${call.path}\``,
      data,
      `${fmt(json.length / 1024, 1)} KB`,
      `${fmt(floor.requestsPerSecond)}/s`,
      `${fmt(result.requestsPerSecond)}/s`,
      `${fmt((100 * result.requestsPerSecond) / floor.requestsPerSecond, 1)}%`,
      ms(result.p50Ms),
      ms(result.p99Ms),
      ms(floor.p99Ms),
    ];
    rows.push(`| ${row.join(' | ')} |`);
    console.log(rows.at(-1));
  };

  const demoLogin = await post(faenaUrl, {
    path: '/auth/login',
    body: { email: 'jefe.ot@faena.cl', password: 'faena1234' },
  });
  const demoToken = String(demoLogin.access_token);
  const { projects } = (await post(faenaUrl, { path: '/project/getProjectsByUser', body: {} }, demoToken)) as {
    projects: Array<{ id: string }>;
  };
  const demoProject = projects[0]!.id;
  console.log(`${wrkVersion()}: ${CONNECTIONS} connections, 2 threads, ${SECONDS} s per load, loopback`);
  console.log('| call | data | answer | bare node:http | Faena | Faena / bare | Faena p50 | Faena p99 | bare p99 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const calls = (projectId: string): Call[] => [
    { path: '/project/getProjectsByUser', body: {} },
    { path: '/user/list', body: { project_id: projectId, start: 0, limit: 20 } },
    { path: '/project/getProjectByID', body: { project_id: projectId } },
  ];
  for (const call of calls(demoProject)) await measure('demo', call, demoToken);

  await fillLargeOrganisation(app.get<ReadStore>(READ_STORE));
  const busyToken = app.get(TokenService).issue(BUSY_USER_ID).access_token;
  for (const call of calls(BIG_PROJECT_ID)) await measure('100,000', call, busyToken);

  await new Promise((resolve) => bare.server.close(resolve));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

void main();
