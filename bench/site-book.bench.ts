import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { READ_MODEL_PROGRESS, type ReadModelProgress } from '../projections/runtime/projection-progress';
import { TokenService } from '../services/auth/token.service';
import { DEMO_PASSWORD } from '../services/demo/demo-data';
import { EVENT_STORE, type EventStore, type NewEvent } from '../services/platform/event-store/event-store.port';
import { sealOf } from '../services/site-book/folio-seal';
import type { EntryContent, EntryType, NoticeBy } from '../services/site-book/site-book.events';
import { fmt } from './call-bench';
import { benchConnections, benchServer, onlyChosen, printCallTable } from './call-table';
import { type CommandRunResult, runAllCommands } from './command-client';
import { bareServer } from './fixed-answer-servers';
import { DAY_MS, sequence, WORDS } from './large-task-project';
import { requireWrk, wrkVersion } from './load';

/**
 * Run by hand: `npm run bench:site-book` (needs wrk: `bash scripts/install.sh --bench`). A Libro de
 * Obra of 10,000 signed folios (BENCH_FOLIOS) in the demo project of the embedded server, appended to
 * its log as signing would write them (sealed and chained), nine in ten taken notice of. Then:
 * 1. the index (first page, a later page, the unnoticed filter) and a folio under wrk, beside a bare
 *    node:http server answering the same JSON;
 * 2. signing (BENCH_SIGNS drafts, each created then signed with the author's password) and taking
 *    notice of unnoticed folios, one at a time through HTTP, p50 and p99;
 * 3. the PDF of 100 folios, timed end to end (BENCH_PDF_ROUNDS).
 * The sequential calls are sent from this process, so their client's work is the server's too.
 */
const FOLIOS = Number(process.env.BENCH_FOLIOS ?? 10_000);
const SIGNS = Number(process.env.BENCH_SIGNS ?? 100);
const NOTICES = Number(process.env.BENCH_NOTICES ?? 300);
const PDF_ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PROJECT = 'demo-aromos';
const ITO = { id: 'demo-ito', jobTypeId: 4 };
const JEFE = { id: 'demo-jefe-ot', jobTypeId: 2 };
const NOTICE_BY: NoticeBy = { '1': [2], '2': [2, 4], '3': [4], '4': [2, 4], '5': [2, 4] };
const NOTICED_SHARE = 0.9;

const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

/** The book opened by the ITO, then each folio in signing's order: the draft, the book's seal, the entry's mark. */
async function fillBook(app: INestApplication, now: Date): Promise<{ unnoticedByJefe: string[] }> {
  const log = app.get<EventStore>(EVENT_STORE);
  const random = sequence(33);
  const words = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const start = now.getTime() - 400 * DAY_MS;
  const event = (type: string, data: object, actorId: string, at: Date): NewEvent => {
    const commandId = randomUUID();
    const metadata = { actorId, projectId: PROJECT, commandId, correlationId: commandId, causationId: commandId };
    return { type, data, metadata: { ...metadata, occurredAt: at.toISOString(), schemaVersion: 1 } };
  };
  const opened = {
    projectId: PROJECT,
    writers: [ITO.jobTypeId, JEFE.jobTypeId],
    noticeBy: NOTICE_BY,
    openedBy: ITO.id,
  };
  await log.append(`site-book-${PROJECT}`, [event('SiteBookOpened', opened, ITO.id, new Date(start))], 'any');
  let previousHash: string | null = null;
  let last = 0;
  const unnoticedByJefe: string[] = [];
  for (let folio = 1; folio <= FOLIOS; folio += 1) {
    const author = folio % 3 === 0 ? JEFE : ITO;
    const reader = author === ITO ? JEFE : ITO;
    const type = (author === ITO ? [1, 2, 4, 5][folio % 4] : 3) as EntryType;
    const at = new Date(start + (folio / FOLIOS) * 395 * DAY_MS);
    const entryId = `bench-folio-${folio}`;
    const content: EntryContent = {
      type,
      text: `${words(40)}.`,
      references: [],
      corrects: null,
      answers: null,
      replyBy: null,
    };
    const signedAt = at.toISOString();
    const hash = sealOf({ content, authorId: author.id, folio, signedAt, fileHashes: [] }, previousHash);
    const noticeIds = NOTICE_BY[`${type}`].includes(reader.jobTypeId) ? [reader.id] : [];
    const of = { entryId, projectId: PROJECT };
    const code = `LO-BENCH-${String(folio).padStart(6, '0')}`;
    const signed = {
      ...of,
      folio,
      signedAt,
      authorId: author.id,
      authorJobTypeId: author.jobTypeId,
      content,
      fileHashes: [],
      previousHash,
      hash,
      code,
      noticeIds,
    };
    const drafted = event('SiteBookEntryDrafted', { ...of, authorId: author.id, ...content }, author.id, at);
    await log.append(`site-book-entry-${entryId}`, [drafted], 'any');
    await log.append(`site-book-${PROJECT}`, [event('SiteBookFolioSigned', signed, author.id, at)], 'any');
    const entryEvents = [event('SiteBookEntrySigned', { ...of, folio }, author.id, at)];
    const noticed = noticeIds.length > 0 && random() < NOTICED_SHARE;
    if (noticed) entryEvents.push(event('SiteBookNoticeTaken', { ...of, folio, userId: reader.id }, reader.id, at));
    else if (noticeIds.includes(JEFE.id)) unnoticedByJefe.push(entryId);
    ({ position: last } = await log.append(`site-book-entry-${entryId}`, entryEvents, 'any'));
    previousHash = hash;
  }
  await app.get<ReadModelProgress>(READ_MODEL_PROGRESS).waitFor(last);
  return { unnoticedByJefe };
}

const line = (label: string, result: CommandRunResult) =>
  console.log(
    `| ${label} | ${fmt(result.done)} | ${ms(result.p50Ms)} | ${ms(result.p99Ms)} | ${fmt(result.commandsPerSecond, 1)} |`,
  );

/** The PDF of 100 folios from the middle of the book, end to end: the call, then the file made and sent. */
async function timePdf(url: string, token: string): Promise<void> {
  const from = Math.max(1, Math.floor(FOLIOS / 2) - 49);
  const body = { project_id: PROJECT, from_folio: from, to_folio: from + 99 };
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < PDF_ROUNDS; round += 1) {
    const started = process.hrtime.bigint();
    const answer = await fetch(`${url}/api/siteBook/getPdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const { pdf_url: link } = (await answer.json()) as { pdf_url: string };
    const pdf = Buffer.from(await (await fetch(`${url}${link}`)).arrayBuffer());
    if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('the book did not print');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    bytes = pdf.length;
  }
  const [first, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  console.log(
    `\nPDF of folios ${fmt(from)}–${fmt(from + 99)} (${fmt(bytes / 1024)} kB): first ${ms(first!)} (Chromium starts), then median ${ms(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)}, worst ${ms(sorted.at(-1) ?? Number.NaN)} of ${rest.length}`,
  );
}

async function main(): Promise<void> {
  requireWrk();
  const now = new Date();
  const { app, url, close } = await benchServer('site-book', now);
  const filling = process.hrtime.bigint();
  const { unnoticedByJefe } = await fillBook(app, now);
  const fillSeconds = Number(process.hrtime.bigint() - filling) / 1e9;
  const tokens = app.get(TokenService);
  const ito = tokens.issue(ITO.id).access_token;
  const jefe = tokens.issue(JEFE.id).access_token;
  const bare = await bareServer();
  console.log(`A Libro de Obra of ${fmt(FOLIOS)} signed folios, appended and folded in ${fmt(fillSeconds, 1)} s`);
  console.log(`${wrkVersion()}, ${SECONDS} s per load, loopback; as the Jefe OT`);
  const middle = `bench-folio-${Math.ceil(FOLIOS / 2)}`;
  const calls = [
    { label: 'index, 1st page', path: '/siteBook/list', body: { page: 1 } },
    { label: 'index, page 200', path: '/siteBook/list', body: { page: 200 } },
    { label: 'index, unnoticed, 1st page', path: '/siteBook/list', body: { page: 1, unnoticed: true } },
    { label: 'index, Instrucción, 3rd page', path: '/siteBook/list', body: { page: 3, type: 1 } },
    { label: 'one folio', path: '/siteBook/getEntry', body: { entry_id: middle }, withoutProject: true as const },
  ];
  await printCallTable(onlyChosen(calls), {
    url,
    token: jefe,
    projectId: PROJECT,
    bare,
    seconds: SECONDS,
    warmUpSeconds: 1,
    connections: benchConnections(),
    profileDir: process.env.BENCH_PROFILE,
    profilePrefix: 'site-book',
  });
  await bare.close();

  console.log('\nOne at a time through HTTP (1 connection):\n');
  console.log('| command | done | p50 | p99 | per second |');
  console.log('|---|---|---|---|---|');
  const drafts: string[] = [];
  const created = await runAllCommands({
    path: '/siteBook/createEntry',
    url,
    token: ito,
    connections: 1,
    count: SIGNS,
    bodyOf: (n) => ({ project_id: PROJECT, type: 2, text: `Observación de prueba ${n}: ${WORDS.slice(0, 80)}` }),
    acknowledged: (_n, _id, answer) => drafts.push((JSON.parse(answer) as { entry: { id: string } }).entry.id),
  });
  line('createEntry (a draft)', created);
  const signed = await runAllCommands({
    path: '/siteBook/signEntry',
    url,
    token: ito,
    connections: 1,
    count: drafts.length,
    bodyOf: (n) => ({ entry_id: drafts[n], password: DEMO_PASSWORD }),
  });
  line(`signEntry (folios ${fmt(FOLIOS + 1)}–${fmt(FOLIOS + drafts.length)})`, signed);
  const noticed = await runAllCommands({
    path: '/siteBook/takeNotice',
    url,
    token: jefe,
    connections: 1,
    count: Math.min(NOTICES, unnoticedByJefe.length),
    bodyOf: (n) => ({ entry_id: unnoticedByJefe[n] }),
  });
  line('takeNotice', noticed);
  await timePdf(url, jefe);
  await close();
}

void main();
