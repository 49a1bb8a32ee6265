import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../services/platform/clock/clock.port';
import { loadConfig } from '../services/platform/config/config';
import { createServer } from '../services/server';
import { profiled } from './cpu-profile';
import type { bareServer } from './fixed-answer-servers';
import { type LoadResult, load } from './load';

export interface BenchedCall {
  label: string;
  path: string;
  body: Record<string, unknown>;
  /** Set for a call whose body names no project (the item it asks about belongs to one). */
  withoutProject?: true;
}

export interface CallTableOptions {
  /** The server under test and who asks. */
  url: string;
  token: string;
  projectId: string;
  /** The bare node:http server answering the same JSON bytes. */
  bare: Awaited<ReturnType<typeof bareServer>>;
  seconds: number;
  warmUpSeconds: number;
  connections: readonly number[];
  /** A folder for one CPU profile per multi-connection load, named `<prefix>-<call>`. */
  profileDir?: string | undefined;
  profilePrefix: string;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

/**
 * Each call through the HTTP API under wrk, beside the bare server answering its same JSON in the
 * same run, printed as a Markdown table: p50, p99, requests/s and the p99 ratio to bare Node.
 */
export async function printCallTable(calls: readonly BenchedCall[], options: CallTableOptions): Promise<void> {
  const { url, token, bare } = options;
  // The filler's garbage is collected before the first load, so its pauses are not the first call's
  // (under npm's bench scripts, which expose gc).
  (globalThis as { gc?: () => void }).gc?.();
  console.log(
    '| call | answer | connections | bare p50 | bare p99 | Faena p50 | Faena p99 | Faena req/s | p99 / bare p99 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const call of calls) {
    const body = JSON.stringify(call.withoutProject ? call.body : { project_id: options.projectId, ...call.body });
    const response = await fetch(`${url}/api${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const json = await response.text();
    if (response.status !== 200) throw new Error(`${call.path}: ${response.status} ${json}`);
    bare.answer(json);
    const request = { method: 'POST' as const, body, token };
    for (const connections of options.connections) {
      const run = (target: string, seconds: number) => load(`${target}/api${call.path}`, request, connections, seconds);
      await run(bare.url, options.warmUpSeconds);
      await run(url, options.warmUpSeconds);
      const floor = await run(bare.url, options.seconds);
      let faena: LoadResult | undefined;
      const measured = async () => {
        faena = await run(url, options.seconds);
      };
      if (options.profileDir && connections > 1) {
        const name = `${options.profilePrefix}${call.path.replaceAll('/', '-')}-${call.label.replace(/\W+/g, '-')}`;
        const file = join(options.profileDir, `${name}.cpuprofile`);
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
}

/** The embedded server in this process, on an empty store with demo data and a clock fixed at `now`. */
export async function benchServer(name: string, now: Date) {
  const dataDir = mkdtempSync(join(tmpdir(), `faena-bench-${name}-`));
  const config = loadConfig({ FAENA_DATA_DIR: dataDir, FAENA_CLIENT_DIR: join(dataDir, 'no-client') });
  const app = await createServer(config, { quiet: true, clock: new FixedClock(now) });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, url, close };
}

/** BENCH_CONNECTIONS=1,8: the connection counts each call is loaded at (1 and 32 unless told). */
export const benchConnections = (): number[] => (process.env.BENCH_CONNECTIONS ?? '1,32').split(',').map(Number);

/** BENCH_ONLY=<text>: only the calls whose label holds it. */
export const onlyChosen = <C extends { label: string }>(calls: readonly C[]): C[] =>
  calls.filter(({ label }) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY));
