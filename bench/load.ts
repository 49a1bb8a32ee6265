import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The load generator: wrk, a C program, so it takes little of the CPU the servers need. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

// wrk takes the request from a Lua script; method, body and token come through the environment.
// Several bodies (one a line) are sent in turn. With a command id prefix, each request carries its
// own X-Command-Id, as the client sends commands: the prefix, the thread and the request's count.
const SCRIPT = `wrk.method = os.getenv("WRK_METHOD")
if wrk.method == "POST" then
  wrk.body = os.getenv("WRK_BODY")
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Authorization"] = os.getenv("WRK_AUTHORIZATION")
end
local bodies = {}
for body in (os.getenv("WRK_BODIES") or ""):gmatch("[^\\n]+") do bodies[#bodies + 1] = body end
local commandIds = os.getenv("WRK_COMMAND_IDS")
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end
if #bodies > 1 or commandIds then
  local sent = 0
  request = function()
    sent = sent + 1
    if commandIds then wrk.headers["X-Command-Id"] = commandIds .. "-" .. thread_number .. "-" .. sent end
    return wrk.format(nil, nil, nil, bodies[(sent - 1) % #bodies + 1])
  end
end
`;

export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    console.error(
      'The HTTP benches need wrk on the PATH: `bash scripts/install.sh --bench` (Debian: apt-get install -y wrk), or `brew install wrk`.',
    );
    process.exit(1);
  }
}

let script: string | undefined;
const scriptFile = () => {
  if (!script) {
    script = join(mkdtempSync(join(tmpdir(), 'faena-wrk-')), 'request.lua');
    writeFileSync(script, SCRIPT);
  }
  return script;
};

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function latencyMs(output: string, percentile: number): number {
  const match = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`no ${percentile}% latency in wrk's output:\n${output}`);
  return Number(match[1]) * MS_PER_UNIT[match[2]!]!;
}

/**
 * A signed-in POST with a JSON body (or several, sent in turn: one JSON text each, no newline),
 * each request a command of its own with `commandIds`; or a bare GET (no body, no token).
 */
export type LoadRequest =
  | { method: 'POST'; body: string | readonly string[]; token: string; commandIds?: true }
  | { method: 'GET' };

const postEnv = ({ body, token, commandIds }: Extract<LoadRequest, { method: 'POST' }>) => {
  const bodies = typeof body === 'string' ? [body] : body;
  return {
    WRK_BODY: bodies[0]!,
    WRK_BODIES: bodies.join('\n'),
    WRK_AUTHORIZATION: `Bearer ${token}`,
    // Fresh for each load, so that no request repeats a command of an earlier one.
    ...(commandIds ? { WRK_COMMAND_IDS: randomUUID() } : {}),
  };
};

/** Sends the request to the url for `seconds` over `connections` connections and 2 threads. */
export async function load(
  url: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const script = scriptFile();
  const threads = String(Math.min(2, connections));
  // Asynchronous: the server under load may run in this very process.
  const { stdout: output } = await promisify(execFile)(
    'wrk',
    ['-t', threads, '-c', String(connections), '-d', `${seconds}s`, '--timeout', '30s', '--latency', '-s', script, url],
    {
      env: {
        ...process.env,
        WRK_METHOD: request.method,
        ...(request.method === 'POST' ? postEnv(request) : {}),
      },
    },
  );
  // A benchmark of error answers measures nothing: wrk counts them apart, and the run stops here.
  if (/Non-2xx or 3xx responses|Socket errors: connect [1-9]|read [1-9]|write [1-9]|timeout [1-9]/.test(output)) {
    throw new Error(`${url} failed under load:\n${output}`);
  }
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rate) throw new Error(`no Requests/sec in wrk's output:\n${output}`);
  return { requestsPerSecond: Number(rate[1]), p50Ms: latencyMs(output, 50), p99Ms: latencyMs(output, 99) };
}

export const wrkVersion = () => spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]!.trim();
