import { loadavg } from 'node:os';
import { classifyRead, type StoredRead } from '../client/src/lib/read-cache/read-policy';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { fmt } from './call-bench';

/**
 * Run by hand: `npm run bench:offline-cache`. The offline read cache's size for one project of
 * 1,000 tasks (issue 32): a test server on demo data, 1,000 tasks made through the API (each with
 * a description), 50 of them with 3 replies each. Then what a person who paged through both task
 * lists and opened those 50 details keeps on the device: the user, the projects, the members,
 * the codes and subjects, every page of the open and finished task lists, the RDI and additional
 * lists, and the 50 details, as the records the cache writes (JSON, UTF-8; IndexedDB's
 * structured clone of the same values is of the same order).
 */
const TASKS = 1_000;
const DETAILS = 50;
const REPLIES = 3;
const PROJECT = 'demo-aromos';

/** SWR's serialization of an array key of strings and numbers (what the cache's records are keyed by). */
const serialized = (key: ReadonlyArray<string | number>) => `@${key.map((part) => JSON.stringify(part)).join(',')},`;

const listQuery = (status: 1 | 3, page: number) =>
  JSON.stringify({ status, page, order: 1, creators: [], responsibles: [], codeIds: [], search: '' });

async function makeTasks(server: TestServer, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= TASKS; n++) {
    const created = await server.form(
      '/tasks/create',
      {
        project_id: PROJECT,
        title: `Revisar partida ${n} del piso ${(n % 20) + 1}`,
        priority: (n % 3) + 1,
        code_id: 1,
        description: `Revisar en terreno la partida ${n}: cotas, niveles y terminaciones según plano de detalle.`,
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      token,
    );
    if (created.status !== 200) throw new Error(`create ${n}: ${created.status} ${JSON.stringify(created.body)}`);
    ids.push((created.body.task as { id: string }).id);
  }
  return ids;
}

async function main() {
  const server = await startTestServer();
  try {
    const token = await server.login('jefe.ot@faena.cl');
    const ids = await makeTasks(server, token);
    const opened = ids.slice(0, DETAILS);
    for (const id of opened) {
      for (let r = 1; r <= REPLIES; r++) {
        await server.form(
          '/tasks/addInteraction',
          { task_id: id, message: `Respuesta ${r}: revisado en terreno.` },
          token,
        );
      }
    }

    // The reads as the client keys them, each with its answer.
    const reads: Array<[key: Array<string | number>, path: string, body: unknown]> = [
      [['/user/details'], '/user/details', {}],
      [['/project/getProjectsByUser'], '/project/getProjectsByUser', {}],
      [['/user/list', PROJECT, 0, 1000], '/user/list', { project_id: PROJECT, start: 0, limit: 1000 }],
      [['/project/getProjectSubjects', PROJECT], '/project/getProjectSubjects', { project_id: PROJECT }],
    ];
    for (const status of [1, 3] as const) {
      const first = await server.call('/tasks/list', { project_id: PROJECT, status, page: 1, order: 1 }, token);
      const pages = Number((first.body as { count?: number }).count ?? 1);
      for (let page = 1; page <= pages; page++) {
        reads.push([
          ['/tasks/list', PROJECT, listQuery(status, page)],
          '/tasks/list',
          { project_id: PROJECT, status, page, order: 1 },
        ]);
      }
    }
    reads.push([['/rdi/list', PROJECT, '{}'], '/rdi/list', { project_id: PROJECT, status: 1, page: 1, order: 1 }]);
    reads.push([['/additionals/list', PROJECT, '{}'], '/additionals/list', { project_id: PROJECT, page: 1, order: 1 }]);
    for (const id of opened) reads.push([['/tasks/get', id], '/tasks/get', { task_id: id }]);

    const now = Date.now();
    const bytes = { list: 0, detail: 0, base: 0 };
    const counts = { list: 0, detail: 0, base: 0 };
    for (const [key, path, body] of reads) {
      const answer = await server.call(path, body, token);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const meta = classifyRead(serialized(key));
      if (!meta) throw new Error(`not kept: ${path}`);
      const record: StoredRead = { ...meta, userId: 'demo-jefe-ot', data: answer.body, fetchedAt: now, usedAt: now };
      bytes[meta.kind] += Buffer.byteLength(JSON.stringify(record));
      counts[meta.kind] += 1;
    }
    const kb = (n: number) => `${fmt(n / 1024, 1)} kB`;
    const total = bytes.list + bytes.detail + bytes.base;
    console.log(
      `Offline read cache, ${fmt(TASKS)} tasks in one project, ${DETAILS} details opened (${REPLIES} replies each)`,
    );
    console.log(
      `Node ${process.version}, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
    );
    console.log('| records | count | size |\n|---|---|---|');
    console.log(
      `| task lists (every page, open and finished), RDI and additional lists | ${counts.list} | ${kb(bytes.list)} |`,
    );
    console.log(`| details opened | ${counts.detail} | ${kb(bytes.detail)} |`);
    console.log(`| user, projects, members, subjects | ${counts.base} | ${kb(bytes.base)} |`);
    console.log(`| total | ${counts.list + counts.detail + counts.base} | ${kb(total)} |`);
  } finally {
    await server.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
