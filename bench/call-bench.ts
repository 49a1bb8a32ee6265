import type { INestApplication } from '@nestjs/common';
import { TokenService } from '../services/auth/token.service';
import { READ_STORE, type ReadStore } from '../services/platform/read-store/read-store.port';
import { type BenchedCall, benchConnections, benchServer, onlyChosen, printCallTable } from './call-table';
import { bareServer } from './fixed-answer-servers';
import { requireWrk, wrkVersion } from './load';

/** Numbers as the benches print them: 100,000. */
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

interface CallBench {
  /** Names the bench's data folder and CPU profiles. */
  name: string;
  projectId: string;
  /** Who asks the calls. */
  readerId: string;
  /** Folds the bench's items into the embedded server's read store (or appends them to its log through `app`). */
  fill(store: ReadStore, now: Date, app: INestApplication): Promise<void>;
  /** The calls, once the server is filled (some name what the fill made). */
  calls(app: INestApplication): BenchedCall[];
  /** What was folded, for the first line: "20,000 additionals in one project". */
  subject: string;
}

/**
 * One HTTP bench (needs wrk): an embedded server in this process filled with the bench's items,
 * then each call under wrk beside a bare node:http server answering the same JSON, as a table.
 * BENCH_SECONDS sets each load's length (5); BENCH_ONLY and BENCH_CONNECTIONS choose calls and
 * connection counts; BENCH_PROFILE=<folder> records a CPU profile of each load above one connection.
 */
export async function runCallBench(bench: CallBench): Promise<void> {
  requireWrk();
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const now = new Date();
  const { app, url, close } = await benchServer(bench.name, now);
  const started = process.hrtime.bigint();
  await bench.fill(app.get<ReadStore>(READ_STORE), now, app);
  const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const token = app.get(TokenService).issue(bench.readerId).access_token;
  const bare = await bareServer();
  console.log(`${bench.subject}, folded in ${fmt(fillSeconds, 1)} s; ${wrkVersion()}, ${seconds} s per load, loopback`);
  await printCallTable(onlyChosen(bench.calls(app)), {
    url,
    token,
    projectId: bench.projectId,
    bare,
    seconds,
    warmUpSeconds: 1,
    connections: benchConnections(),
    profileDir: process.env.BENCH_PROFILE,
    profilePrefix: bench.name,
  });
  await bare.close();
  await close();
}
