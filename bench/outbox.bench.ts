import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '../services/demo/demo-data';
import { launchBrowser, BROWSER_WAIT as WAIT } from '../test/support/browser';
import { fmt } from './call-bench';
import { freePort, startServerProcess, untilHealthy } from './server-process';

/**
 * Run by hand: `npm run bench:outbox` (after `npm run build`; needs Debian's chromium). Issue 32's
 * figure: the time from the signal's return until all of CHANGES replies made offline are stored.
 * The built server and client on demo data in a child process; Chromium signed in as the Jefe OT on
 * Consultas goes offline, CHANGES replies to one task are put in the outbox ('faena-outbox') as the
 * app queues them, and the clock runs from `setOffline(false)` until the outbox is empty; the
 * server is then asked that it holds each reply once. BENCH_ROUNDS (3) rounds, median and worst.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHANGES = 50;
const DIR = join(process.cwd(), '.bench-data', 'outbox');
const CLIENT_DIR = resolve(__dirname, '../client');
const PROJECT = 'demo-aromos';

async function call<T>(url: string, path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** CHANGES replies as outbox records (client/src/lib/outbox/outbox-rules.ts), written in the page. */
const queueReplies = (taskId: string, round: number) => `new Promise((resolve, reject) => {
  const opening = indexedDB.open('faena-outbox', 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore('changes', { keyPath: 'commandId' });
  opening.onerror = () => reject(opening.error);
  opening.onsuccess = () => {
    const db = opening.result;
    const tx = db.transaction('changes', 'readwrite');
    for (let n = 1; n <= ${CHANGES}; n += 1) {
      tx.objectStore('changes').put({
        commandId: crypto.randomUUID(), seq: n, madeAt: new Date().toISOString(), path: '/tasks/addInteraction',
        body: { kind: 'json', value: { task_id: '${taskId}', message: 'Ronda ${round}, avance ' + n, is_response: false } },
        label: 'Responder tarea', preview: '', editableField: null,
        target: { type: 'task', id: '${taskId}', projectId: '${PROJECT}' },
        dependsOn: null, createdIdAt: null, state: 'pending', attempts: 0, nextTryAt: 0, refusal: null,
      });
    }
    tx.oncomplete = () => { db.close(); resolve(true); };
    tx.onerror = () => reject(tx.error);
  };
})`;

const OUTBOX_SIZE = `new Promise((resolve) => {
  const opening = indexedDB.open('faena-outbox', 1);
  opening.onsuccess = () => {
    const db = opening.result;
    const counting = db.transaction('changes').objectStore('changes').count();
    counting.onsuccess = () => { db.close(); resolve(counting.result); };
  };
})`;

async function main(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const port = await freePort();
  const server = startServerProcess(DIR, port, { FAENA_CLIENT_DIR: CLIENT_DIR });
  const url = `http://127.0.0.1:${port}`;
  const browser = await launchBrowser();
  try {
    await untilHealthy(server, url);
    const login = { email: 'jefe.ot@faena.cl', password: DEMO_PASSWORD };
    const token = (await call<{ access_token: string }>(url, '/auth/login', login)).access_token;
    const { task } = await call<{ task: { id: string } }>(
      url,
      '/tasks/create',
      {
        project_id: PROJECT,
        title: 'Avance de obra gruesa',
        priority: 2,
        code_id: 1,
        description: 'Avances diarios.',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      token,
    );
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'es-CL' });
    await context.addInitScript('localStorage.setItem("faena.update-notice", "1")');
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(WAIT);
    await page.evaluate(`localStorage.setItem('faena.project', ${JSON.stringify(JSON.stringify(PROJECT))})`);
    await page.goto(`${url}/consultas`);
    await page.getByRole('heading', { name: 'Consultas', level: 1 }).waitFor(WAIT);

    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await context.setOffline(true);
      await page.evaluate(queueReplies(task.id, round));
      const start = performance.now();
      await context.setOffline(false);
      while ((await page.evaluate(OUTBOX_SIZE)) !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
      times.push(performance.now() - start);
      const { task: stored } = await call<{ task: { interactions: Array<{ message: string }> } }>(
        url,
        '/tasks/get',
        { task_id: task.id },
        token,
      );
      const mine = stored.interactions.filter((reply) => reply.message.startsWith(`Ronda ${round}, `));
      if (mine.length !== CHANGES) {
        const seen = stored.interactions.map((reply) => reply.message).slice(-3);
        throw new Error(`Ronda ${round}: ${mine.length} respuestas guardadas, no ${CHANGES} (${JSON.stringify(seen)})`);
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`| what | median | worst |\n|---|---|---|`);
    console.log(
      `| ${CHANGES} replies from reconnect to all stored | ${fmt(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms | ${fmt(sorted.at(-1) ?? 0)} ms |`,
    );
    console.log(
      `Per change: ${fmt((sorted[Math.floor(sorted.length / 2)] ?? 0) / CHANGES)} ms. Load average: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
