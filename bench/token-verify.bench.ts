import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { TokenService } from '../services/auth/token.service';
import { SqliteCredentialStore } from '../services/platform/credentials/sqlite-credential-store';

/**
 * Run by hand: `npm run bench:tokens`. What checking a bearer token costs per request: jsonwebtoken
 * given the secret as a string (a key built on every verify), TokenService's key made once, and
 * the revocation lookup in the embedded credential store.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50_000);
const SECRET = 'x'.repeat(64);

const perSecond = (label: string, run: () => unknown): number => {
  for (let i = 0; i < 1_000; i += 1) run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) run();
  const rate = Math.round(ROUNDS / (Number(process.hrtime.bigint() - start) / 1e9));
  console.log(`${label.padEnd(48)} ${rate.toLocaleString('es-CL').padStart(10)} /s`);
  return rate;
};

async function main(): Promise<void> {
  const tokens = new TokenService(SECRET, 3600);
  const token = tokens.issue('demo-admin').access_token;
  const stringKey = perSecond('jwt.verify, secret as a string', () =>
    jwt.verify(token, SECRET, { algorithms: ['HS256'] }),
  );
  const keyObject = perSecond('TokenService.session (key object made once)', () => tokens.session(token));
  console.log(`key object / string: ${(keyObject / stringKey).toFixed(1)}×`);

  const dir = mkdtempSync(join(tmpdir(), 'faena-bench-'));
  const credentials = new SqliteCredentialStore(join(dir, 'credentials.sqlite'));
  await credentials.setPassword('demo-admin', '$argon2id$bench');
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) await credentials.sessionVersion('demo-admin');
  const lookups = Math.round(ROUNDS / (Number(process.hrtime.bigint() - start) / 1e9));
  console.log(
    `${'session version lookup (SQLite credential store)'.padEnd(48)} ${lookups.toLocaleString('es-CL').padStart(10)} /s`,
  );
  await credentials.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
