import 'fake-indexeddb/auto';
import {
  classifyRead,
  evictionOrder,
  expiredReads,
  RETENTION_MS,
  type StoredRead,
} from '../../client/src/lib/read-cache/read-policy';
import { loadReads, saveReads } from '../../client/src/lib/read-cache/read-store';

/** SWR's serialization of an array key, as the cache sees it. */
const key = (...elements: Array<string | number>) =>
  `@${elements.map((element) => JSON.stringify(element)).join(',')},`;
const listQuery = (search = '') => JSON.stringify({ status: 1, page: 1, order: 1, search });

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28, 15);

function read(swrKey: string, userId: string, usedDaysAgo: number, data: unknown = { ok: true }): StoredRead {
  const meta = classifyRead(swrKey);
  if (!meta) throw new Error(`not cacheable: ${swrKey}`);
  const at = NOW - usedDaysAgo * DAY;
  return { ...meta, userId, data, fetchedAt: at, usedAt: at };
}

async function wipe(): Promise<void> {
  await new Promise((resolve) => {
    const deletion = indexedDB.deleteDatabase('faena-cache');
    deletion.onsuccess = resolve;
    deletion.onerror = resolve;
  });
}

describe('what the read cache keeps (issue 32)', () => {
  it('keeps the user, projects, lists, details and options; never exports, history, search or files', () => {
    expect(classifyRead(key('/user/details'))?.kind).toBe('base');
    expect(classifyRead(key('/project/getProjectsByUser'))?.kind).toBe('base');
    expect(classifyRead(key('/user/list', 'p1', 0, 100))?.kind).toBe('base');
    expect(classifyRead(key('/tasks/list', 'p1', listQuery()))).toEqual({
      key: key('/tasks/list', 'p1', listQuery()),
      kind: 'list',
      projectId: 'p1',
    });
    expect(classifyRead(key('/rdi/get', 'r1'))?.kind).toBe('detail');
    expect(classifyRead(key('/tasks/list', 'p1', listQuery('moldaje')))).toBeNull();
    for (const never of ['/exports/projectUserExport', '/history/get', '/general/search', '/files/zip', '/pdf/task']) {
      expect(classifyRead(key(never, 'x'))).toBeNull();
    }
    expect(classifyRead('$inf$@"/tasks/list",')).toBeNull();
    expect(classifyRead('not a key')).toBeNull();
  });

  it('expires what was not used within the retention', () => {
    const recent = read(key('/tasks/get', 't1'), 'u1', 13);
    const old = read(key('/tasks/get', 't2'), 'u1', 15);
    expect(RETENTION_MS).toBe(14 * DAY);
    expect(expiredReads([recent, old], NOW)).toEqual([old]);
  });

  it('evicts the least recently used details first, then other projects’ lists; never the selected project’s lists nor the base', () => {
    const base = read(key('/user/details'), 'u1', 10);
    const selectedList = read(key('/tasks/list', 'p1', listQuery()), 'u1', 9);
    const otherList = read(key('/rdi/list', 'p2', listQuery()), 'u1', 8);
    const newerDetail = read(key('/tasks/get', 't1'), 'u1', 1);
    const olderDetail = read(key('/rdi/get', 'r1'), 'u1', 5);
    const order = evictionOrder([base, selectedList, otherList, newerDetail, olderDetail], 'p1');
    expect(order).toEqual([olderDetail, newerDetail, otherList]);
  });
});

describe('the read cache on the device (IndexedDB)', () => {
  afterEach(wipe);

  it('serves a user only their own records: another user’s (a private task) is deleted, never served', async () => {
    const privateTask = read(key('/tasks/get', 'private-1'), 'jefe', 0, { title: 'Privada' });
    await saveReads([privateTask, read(key('/user/details'), 'jefe', 0)], 'p1');
    const otherUser = await loadReads('ito', NOW);
    expect(otherUser).toEqual([]);
    expect(await loadReads('jefe', NOW)).toEqual([]);
  });

  it('loads what is within the retention and deletes the expired', async () => {
    const recent = read(key('/tasks/get', 't1'), 'u1', 2, { id: 't1' });
    const expired = read(key('/tasks/get', 't2'), 'u1', 20);
    await saveReads([recent, expired], 'p1');
    expect(await loadReads('u1', NOW)).toEqual([recent]);
    expect(await loadReads('u1', NOW + 20 * DAY)).toEqual([]);
  });

  it('makes room on QuotaExceededError by evicting the least recently used details, keeping the selected lists', async () => {
    const list = read(key('/tasks/list', 'p1', listQuery()), 'u1', 6);
    const oldDetails = [1, 2, 3, 4, 5].map((days) => read(key('/tasks/get', `t${days}`), 'u1', days));
    await saveReads([list, ...oldDetails], 'p1');
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('El dispositivo no tiene espacio', 'QuotaExceededError');
    });
    try {
      const fresh = read(key('/rdi/get', 'r1'), 'u1', 0);
      await saveReads([fresh], 'p1');
      const kept = (await loadReads('u1', NOW)).map((stored) => stored.key).sort();
      // A quarter of the five details (rounded up): the two used longest ago.
      expect(kept).toEqual([list, fresh, ...oldDetails.slice(0, 3)].map((stored) => stored.key).sort());
    } finally {
      put.mockRestore();
    }
  });
});
