import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { withheldStreamsProjection } from '../projections/feed/withheld-streams.projection';
import { ProjectionEngine } from '../projections/runtime/projection-engine';
import { FeedCatalog } from '../services/feed/feed-catalog';
import { FeedReader } from '../services/feed/feed-reader';
import { items } from '../services/manifests';
import { SqliteEventStore } from '../services/platform/event-store/sqlite-event-store';
import { UpcasterRegistry } from '../services/platform/event-store/upcasters';
import { UpcastingEventStore } from '../services/platform/event-store/upcasting-event-store';
import { MemoryReadStore } from '../services/platform/read-store/memory-read-store';
import { profiled } from './cpu-profile';

/**
 * Run by hand: `npm run bench:feed` (BENCH_EVENTS to change the size, BENCH_PROFILE=1 for a CPU
 * profile of one feed read). Fills a log with tasks, RDI and additionals of 20 projects, then
 * reads it whole through the feed (envelopes, cursor pages of 1,000) and as raw SQLite rows, in
 * alternating rounds of the same run, and prints both rates and their ratio.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PAGE = 1000;
const PROJECTS = 20;
const DIR = join(process.cwd(), '.bench-data', 'feed');

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const fmt = (n: number) => Math.round(n).toLocaleString('es-CL');

const html = (n: number) =>
  `<p>Consulta ${n}: confirmar la huella y contrahuella de la escalera del eje ${n % 40} según plano de arquitectura.</p>`;

/** One item's life, as its decider writes it: created, worked on, seen, answered, closed. */
function* itemEvents(n: number): Generator<{ stream: string; type: string; data: object }> {
  const projectId = `project-${n % PROJECTS}`;
  const kind = n % 10;
  if (kind < 6) {
    const taskId = `t${n}`;
    const of = { taskId, projectId };
    yield {
      stream: `task-${taskId}`,
      type: 'TaskCreated',
      data: {
        ...of,
        number: n,
        title: `Detalle de escalera ${n}`,
        description: html(n),
        priority: (n % 3) + 1,
        codeId: 1,
        responsibleId: 'demo-ito',
        participantIds: ['demo-terreno'],
        criticalDate: '2026-12-15',
        // One task in fifty is private: the feed must leave it out.
        private: n % 50 === 0,
        checklist: [{ id: `s${n}`, description: 'Revisar plano' }],
        copyTo: [],
        reminder: { days: [1], repeatable: true },
        possibleAdditional: false,
        createdBy: 'demo-jefe-ot',
        fileIds: [],
      },
    };
    yield { stream: `task-${taskId}`, type: 'TaskSeenStatusSet', data: { ...of, userId: 'demo-ito', status: 1 } };
    for (let i = 0; i < 3; i += 1) {
      yield {
        stream: `task-${taskId}`,
        type: 'TaskInteractionAdded',
        data: {
          ...of,
          interactionId: `${taskId}-i${i}`,
          authorId: 'demo-ito',
          message: html(n + i),
          isResponse: i === 2,
          fileIds: [],
        },
      };
    }
    yield { stream: `task-${taskId}`, type: 'TaskModified', data: { ...of, changes: { priority: 3 } } };
    yield { stream: `task-${taskId}`, type: 'TaskClosed', data: of };
    return;
  }
  if (kind < 9) {
    const rdiId = `r${n}`;
    const of = { rdiId, projectId };
    yield {
      stream: `rdi-${rdiId}`,
      type: 'RdiCreated',
      data: {
        ...of,
        number: n,
        title: `Cota de fundación ${n}`,
        description: html(n),
        priority: 2,
        specialties: [{ id: 1, name: 'Estructura' }],
        subject: { id: 2, name: 'Fundaciones' },
        criticalDate: null,
        copyTo: [],
        reminder: { days: [], repeatable: false },
        taskId: null,
        createdBy: 'demo-jefe-ot',
        fileIds: [],
      },
    };
    yield {
      stream: `rdi-${rdiId}`,
      type: 'RdiInteractionAdded',
      data: {
        ...of,
        interactionId: `${rdiId}-i`,
        authorId: 'demo-ito',
        authorJobTypeId: 4,
        message: html(n),
        isResponse: true,
        fileIds: [],
      },
    };
    yield { stream: `rdi-${rdiId}`, type: 'RdiSeenStatusSet', data: { ...of, userId: 'demo-ito', status: 2 } };
    yield { stream: `rdi-${rdiId}`, type: 'RdiFinished', data: { ...of, by: 'closing' } };
    return;
  }
  const additionalId = `a${n}`;
  const of = { additionalId, projectId };
  const revision = (r: number) => ({
    revisionId: `${additionalId}-r${r}`,
    revision: r,
    currencyId: 2,
    directCost: 100_000 * r,
    generalExpenses: 15_000,
    utility: 8456,
    totalRequested: 100_000 * r + 23_456,
    description: html(n),
    fileIds: [],
  });
  yield {
    stream: `additional-${additionalId}`,
    type: 'AdditionalCreated',
    data: {
      ...of,
      number: n,
      title: `Muro ${n}`,
      additionalType: 1,
      code: `AD-${n}`,
      specialties: [{ id: 1, name: 'Estructura' }],
      copyTo: [],
      reminder: { days: [], repeatable: false },
      fromTaskId: null,
      createdBy: { userId: 'demo-jefe-ot', jobTypeId: 2 },
      firstRevision: revision(1),
      responseStatus: 1,
    },
  };
  yield {
    stream: `additional-${additionalId}`,
    type: 'AdditionalRevisionAdded',
    data: { ...of, ...revision(2), author: { userId: 'demo-jefe-ot', jobTypeId: 2 }, status: 1, responseStatus: 1 },
  };
  yield {
    stream: `additional-${additionalId}`,
    type: 'AdditionalStatusChanged',
    data: { ...of, by: { userId: 'demo-ito', jobTypeId: 4 }, status: 2, requested: 2, responseStatus: null },
  };
}

/** The log filled straight through SQL in one transaction (the store made the table and its indexes). */
function fill(file: string, count: number): void {
  new SqliteEventStore(file).close();
  const db = new Database(file);
  const insert = db.prepare(
    'INSERT INTO events (event_id, stream, revision, type, data, metadata, command_id, actor_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    let written = 0;
    for (let n = 0; written < count; n += 1) {
      let revision = 0;
      for (const { stream, type, data } of itemEvents(n)) {
        if (written === count) break;
        const commandId = randomUUID();
        const metadata = {
          actorId: 'demo-jefe-ot',
          projectId: (data as { projectId: string }).projectId,
          commandId,
          correlationId: commandId,
          causationId: commandId,
          occurredAt: new Date(Date.UTC(2026, 0, 1) + written * 60_000).toISOString(),
          schemaVersion: 1,
        };
        insert.run(
          randomUUID(),
          stream,
          revision,
          type,
          JSON.stringify(data),
          JSON.stringify(metadata),
          commandId,
          'demo-jefe-ot',
        );
        revision += 1;
        written += 1;
      }
    }
  })();
  db.close();
}

/**
 * The same rows as the feed reads, straight from SQLite in pages by position, each event's JSON
 * decoded (`decode`) as any reader of events must: the baseline of bench/event-store.bench.ts.
 * Without decoding, the rate of fetching the rows alone, for reference.
 */
function rawRead(file: string, decode: boolean): number {
  const db = new Database(file, { readonly: true });
  const page = db
    .prepare<[number, number], unknown[]>(
      'SELECT position, event_id, stream, revision, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT ?',
    )
    .raw();
  let rows = 0;
  let after = 0;
  for (;;) {
    const batch = page.all(after, PAGE);
    if (batch.length === 0) break;
    rows += batch.length;
    if (decode) {
      for (const row of batch) {
        JSON.parse(row[5] as string);
        JSON.parse(row[6] as string);
      }
    }
    after = batch[batch.length - 1]![0] as number;
  }
  db.close();
  return rows;
}

async function feedRead(reader: FeedReader): Promise<{ envelopes: number; pages: number }> {
  let after = 0;
  let envelopes = 0;
  let pages = 0;
  for (;;) {
    const { events, next } = await reader.page({ after, limit: PAGE });
    envelopes += events.length;
    pages += 1;
    if (next === after) return { envelopes, pages };
    after = next;
  }
}

async function main(): Promise<void> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, 'events.sqlite');
  let start = process.hrtime.bigint();
  fill(file, EVENTS);
  console.log(`Filled ${fmt(EVENTS)} events in ${seconds(start).toFixed(1)} s`);

  const log = new UpcastingEventStore(new SqliteEventStore(file), new UpcasterRegistry(items.upcasters));
  const reads = new MemoryReadStore();
  const engine = new ProjectionEngine(log, reads, [withheldStreamsProjection(items.factsOf('audience'))]);
  start = process.hrtime.bigint();
  await engine.start();
  await engine.ready();
  await engine.stop();
  console.log(`Withheld-streams read model caught up in ${seconds(start).toFixed(1)} s`);
  const reader = new FeedReader(log, reads, new FeedCatalog(items.feedFamilies));

  // Alternating rounds, so drift in the machine's load hits all three alike.
  const rounds = 3;
  const total = { rows: 0, decoded: 0, feed: 0 };
  let rows = 0;
  let envelopes = 0;
  for (let round = 0; round < rounds; round += 1) {
    start = process.hrtime.bigint();
    rows = rawRead(file, false);
    total.rows += seconds(start);
    start = process.hrtime.bigint();
    rawRead(file, true);
    total.decoded += seconds(start);
    start = process.hrtime.bigint();
    ({ envelopes } = await feedRead(reader));
    total.feed += seconds(start);
  }
  const rate = (s: number) => (rows * rounds) / s;
  console.log(`Raw SQLite rows, not decoded:  ${fmt(rate(total.rows))} events/s (${fmt(rows)} rows, pages of ${PAGE})`);
  console.log(`Raw SQLite read + JSON.parse:  ${fmt(rate(total.decoded))} events/s`);
  console.log(
    `Feed read:                     ${fmt(rate(total.feed))} events/s (${fmt(envelopes)} envelopes published of ${fmt(rows)} events)`,
  );
  const ratio = (raw: number) => ((raw / total.feed) * 100).toFixed(0);
  console.log(`Ratio feed / raw read + parse: ${ratio(total.decoded)} % (target ≥ 50 %)`);
  console.log(`Ratio feed / rows not decoded: ${ratio(total.rows)} %`);

  if (process.env.BENCH_PROFILE) {
    const summary = await profiled(join(DIR, 'feed.cpuprofile'), async () => {
      await feedRead(reader);
    });
    console.log('Feed read, self time:');
    for (const line of summary.self) console.log(`  ${line}`);
  }
  await log.close();
  rmSync(DIR, { recursive: true, force: true });
}

void main();
