import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { freePort, peakRssMb, resetPeakRss, rssMb } from './server-process';

/**
 * Run by hand: `npm run bench:upload` (BENCH_UPLOAD_MB to change the size). Uploads one model
 * file through the API of the built server, to the filesystem store, beside copying the same file
 * on the same disk in the same run, and reads the server's memory at rest and at its peak.
 */
const MEGABYTES = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const DIR = join(process.cwd(), '.bench-data', 'upload');
const MAIN = resolve(__dirname, '../services/main.js');
const SOURCE = join(DIR, 'modelo.ifc');

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An IFC-shaped text file of the size asked: what Planimetría takes, checked by its content. */
async function writeModel(): Promise<number> {
  const line = Buffer.from('#1000=IFCCARTESIANPOINT((1250.,-3400.,2750.));/* punto de control de la losa */\n');
  const out = createWriteStream(SOURCE);
  out.write("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n");
  const block = Buffer.concat(Array.from({ length: Math.ceil(1_048_576 / line.length) }, () => line));
  for (let written = 0; written < MEGABYTES * 1_048_576; written += block.length) {
    if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  return statSync(SOURCE).size;
}

function timed(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return seconds(start);
}

async function startServer(port: number) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...nodeArgs, MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      FAENA_DATA_DIR: join(DIR, 'data'),
      FAENA_CLIENT_DIR: join(DIR, 'no-client'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return child;
    await sleep(100);
  }
}

async function call(base: string, path: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The floor of any HTTP upload on this machine: a bare node:http server writing the request body
 * to a file, fed by the same client.
 */
async function bareUpload(size: number): Promise<number> {
  const target = join(DIR, 'bare.ifc');
  const server = createHttpServer((incoming, outgoing) => {
    pipeline(incoming, createWriteStream(target)).then(() => outgoing.end('{"code":200}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const start = process.hrtime.bigint();
  await upload(`http://127.0.0.1:${port}/api`, '', '', size);
  const took = seconds(start);
  await new Promise((r) => server.close(r));
  rmSync(target);
  return took;
}

/** The file streamed from disk into a multipart body, as a browser sends it: fields first. */
function upload(base: string, token: string, projectId: string, size: number): Promise<Record<string, unknown>> {
  const boundary = 'faena-bench-upload';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${part('type', '8')}${part('project_id', projectId)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="modelo.ifc"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${base}/files/upload`);
  return new Promise((resolveAnswer, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolveAnswer(JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>);
      },
    );
    outgoing.on('error', reject);
    outgoing.write(head);
    createReadStream(SOURCE)
      .on('end', () => outgoing.end(tail))
      .pipe(outgoing, { end: false });
  });
}

async function main(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const size = await writeModel();
  const mb = size / 1_048_576;
  console.log(`Upload of a ${mb.toFixed(0)} MB model to the filesystem store`);

  const copy = timed(() => execFileSync('cp', [SOURCE, join(DIR, 'copia.ifc')]));
  rmSync(join(DIR, 'copia.ifc'));
  const streamStart = process.hrtime.bigint();
  await pipeline(createReadStream(SOURCE), createWriteStream(join(DIR, 'copia.ifc')));
  const streamCopy = seconds(streamStart);
  rmSync(join(DIR, 'copia.ifc'));
  const bare = await bareUpload(size);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const server = await startServer(port);
  try {
    const token = String(
      (await call(base, '/auth/login', { email: 'jefe.ot@faena.cl', password: 'faena1234' })).access_token,
    );
    const projects = (await call(base, '/project/getProjectsByUser', {}, token)).projects as Array<{ id: string }>;
    const projectId = projects[0]!.id;
    // At rest: after the start and a first call, with its garbage collected as the server would.
    await sleep(2000);
    const rest = rssMb(server.pid!);
    resetPeakRss(server.pid!);
    const start = process.hrtime.bigint();
    const answer = await upload(base, token, projectId, size);
    const took = seconds(start);
    const peak = peakRssMb(server.pid!);
    if (answer.code !== 200) throw new Error(`upload refused: ${JSON.stringify(answer)}`);

    const rate = (s: number) => `${(mb / s).toFixed(0).padStart(5)} MB/s  (${s.toFixed(2)} s)`;
    console.log(`  cp of the file on the same disk     ${rate(copy)}`);
    console.log(`  stream copy (read → write)          ${rate(streamCopy)}`);
    console.log(`  bare node:http upload to a file     ${rate(bare)}`);
    console.log(`  upload through the API              ${rate(took)}`);
    console.log(`  upload / cp                         ${((copy / took) * 100).toFixed(0)} % (target >= 50 %)`);
    console.log(`  upload / stream copy                ${((streamCopy / took) * 100).toFixed(0)} %`);
    console.log(`  upload / bare node:http upload      ${((bare / took) * 100).toFixed(0)} %`);
    console.log(`  server RSS at rest                  ${rest.toFixed(0)} MB`);
    console.log(
      `  server RSS peak during the upload   ${peak.toFixed(0)} MB (+${(peak - rest).toFixed(0)} MB; target < +150 MB)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
