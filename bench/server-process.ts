import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const MAIN = resolve(__dirname, '../services/main.js');

/** Stops a bench before it prepares anything when the server it would start is not built. */
export function requireBuiltServer(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build:server" first`);
}

/**
 * The built server (`node dist/services/main.js`) in a child process on `dataDir`, with the flags
 * `npm start` and the Dockerfile give it, then BENCH_NODE_ARGS (such as `--cpu-prof`).
 */
export function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  requireBuiltServer();
  const nodeArgs = ['--max-semi-space-size=64', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  return spawn(process.execPath, [...nodeArgs, MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      FAENA_DATA_DIR: dataDir,
      FAENA_CLIENT_DIR: join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: dataDir,
  });
}

/** A port free right now, for a server process to listen on. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

/** Peak resident memory of a process so far (kB → MB), from Linux's high-water mark. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Resident memory of a process now, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts the high-water mark afresh (Linux: writing 5 to clear_refs), so a peak can be measured from now. */
export function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Waits until the server at `url` answers /api/health with 200; fails if its process exits first. */
export async function untilHealthy(child: ChildProcess, url: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
