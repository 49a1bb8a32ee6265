/**
 * What the offline read cache keeps, and what it lets go first. Pure: the keys are SWR's
 * serialized array keys (`@"/tasks/get","<id>",`), whose first element is the API path.
 */

/** 'base' (the user, the projects, the options) is never evicted for room; lists and details may be. */
type Kind = 'base' | 'list' | 'detail';

/** The reads worth having offline, by path; anything else (exports, PDFs, mail, history, search, files) is never kept. */
const KIND_BY_PATH: Readonly<Record<string, Kind>> = {
  '/user/details': 'base',
  '/project/getProjectsByUser': 'base',
  '/project/getProjectByID': 'base',
  '/user/list': 'base',
  '/tasks/getTasksRestrictionsCodes': 'base',
  '/currencies/getSystemCurrencies': 'base',
  '/project/getProjectTypes': 'base',
  '/user/getJobTypes': 'base',
  '/project/getProjectSubjects': 'base',
  '/notifications/getUserAvoidEmailsOptions': 'base',
  '/tasks/list': 'list',
  '/rdi/list': 'list',
  '/additionals/list': 'list',
  '/tasks/get': 'detail',
  '/rdi/get': 'detail',
  '/additionals/getAdditionalByID': 'detail',
};

/** Details opened longer ago than this are dropped (and so is anything else unused as long). */
export const RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

export interface ReadMeta {
  /** SWR's serialized key. */
  key: string;
  kind: Kind;
  /** The project a list belongs to, when it names one. */
  projectId: string | null;
}

export interface StoredRead extends ReadMeta {
  userId: string;
  data: unknown;
  /** When the server answered it (epoch ms): the band shows the oldest on screen. */
  fetchedAt: number;
  /** When a screen last showed it: the least recently used details go first when room runs out. */
  usedAt: number;
}

/** The elements of a serialized array key, or null for any other key (infinite, subscription). */
function keyElements(key: string): unknown[] | null {
  if (!key.startsWith('@') || !key.endsWith(',')) return null;
  try {
    const elements: unknown = JSON.parse(`[${key.slice(1, -1)}]`);
    return Array.isArray(elements) ? elements : null;
  } catch {
    return null;
  }
}

/** A list filtered by typed words is a search result: never kept. */
function isSearch(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(query);
    return typeof parsed === 'object' && parsed !== null && Boolean((parsed as { search?: unknown }).search);
  } catch {
    return false;
  }
}

/** How the cache treats a key, or null when it must never be stored. */
export function classifyRead(key: string): ReadMeta | null {
  const elements = keyElements(key);
  const [path, second, third] = elements ?? [];
  if (typeof path !== 'string') return null;
  const kind = KIND_BY_PATH[path];
  if (!kind || (kind === 'list' && isSearch(third))) return null;
  return { key, kind, projectId: kind === 'list' && typeof second === 'string' ? second : null };
}

type Usage = Pick<StoredRead, 'key' | 'kind' | 'projectId' | 'usedAt'>;

/** The records unused for longer than the retention. */
export const expiredReads = <T extends Usage>(reads: readonly T[], now: number): T[] =>
  reads.filter((read) => now - read.usedAt > RETENTION_MS);

/**
 * What to evict when the device runs out of room, first to last: the least recently used
 * details, then other projects' lists. The selected project's lists, the user, the projects
 * and the options are never evicted for room.
 */
export function evictionOrder<T extends Usage>(reads: readonly T[], selectedProjectId: string | null): T[] {
  const byUse = (a: T, b: T) => a.usedAt - b.usedAt;
  const details = reads.filter((read) => read.kind === 'detail').sort(byUse);
  const otherLists = reads.filter((read) => read.kind === 'list' && read.projectId !== selectedProjectId).sort(byUse);
  return [...details, ...otherLists];
}
