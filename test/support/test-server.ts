import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Clock } from '../../services/platform/clock/clock.port';
import { type AppConfig, loadConfig } from '../../services/platform/config/config';
import { createServer } from '../../services/server';

export interface DemoTokens {
  admin: string;
  jefe: string;
  ito: string;
  terreno: string;
}

export interface TestServer {
  app: NestExpressApplication;
  url: string;
  config: AppConfig;
  /** POST a JSON body to an API call, optionally signed in, with extra headers (X-Command-Id). */
  call(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** POST a multipart form (text fields and optional files) to an API call. */
  form(
    path: string,
    fields: Record<string, string | number>,
    token: string,
    files?: Record<string, { name: string; content: Buffer; type: string }>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  login(email?: string, password?: string): Promise<string>;
  /** Tokens of the four demo users: administrator, Jefe OT, ITO and terreno. */
  demoTokens(): Promise<DemoTokens>;
  close(): Promise<void>;
}

/** A port free right now, for a server whose own address must be known before it starts (mail links). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real HTTP server on the embedded stack, in a fresh data folder, on a free port. */
export async function startTestServer(
  options: { env?: Record<string, string>; clock?: Clock; dataDir?: string; port?: number } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'faena-test-'));
  // FAENA_CLIENT_DIR lets a run serve a client built elsewhere than dist/client.
  const clientDir = process.env.FAENA_CLIENT_DIR ? { FAENA_CLIENT_DIR: process.env.FAENA_CLIENT_DIR } : {};
  // The 08:00 e-mails only where a test asks for them (DAILY_MAILS=true): others count their own mails.
  // The demo's story (tasks, RDI, additionals) only where a test asks for it: others build their own.
  const config = loadConfig({
    ...clientDir,
    FAENA_DATA_DIR: dataDir,
    DAILY_MAILS: 'false',
    FAENA_DEMO_STORY: 'false',
    ...options.env,
  });
  const app = await createServer(config, { ...(options.clock ? { clock: options.clock } : {}), quiet: true });
  await app.listen(options.port ?? 0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const call: TestServer['call'] = async (path, body = {}, token, headers = {}) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const form: TestServer['form'] = async (path, fields, token, files = {}, headers = {}) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
    for (const [name, file] of Object.entries(files)) {
      data.append(name, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
    }
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body: data,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const login = async (email = 'admin@faena.cl', password = 'faena1234') => {
    const { body } = await call('/auth/login', { email, password });
    if (typeof body.access_token !== 'string') throw new Error(`login failed: ${JSON.stringify(body)}`);
    return body.access_token;
  };
  return {
    app,
    url,
    config,
    call,
    form,
    login,
    async demoTokens() {
      const [admin, jefe, ito, terreno] = await Promise.all(
        ['admin@faena.cl', 'jefe.ot@faena.cl', 'ito@faena.cl', 'terreno@faena.cl'].map((email) => login(email)),
      );
      return { admin: admin!, jefe: jefe!, ito: ito!, terreno: terreno! };
    },
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
