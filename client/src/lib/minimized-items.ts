import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useUserDetails } from './api/user-details';

/**
 * Type ids of the minimized-items bar (spec tasks-rdi 3, 'Minimize'): task 1, RDI 2, RDI draft 4.
 * The spec names no id for a task draft; 3, the one left between them, is ours; so are 5 and 6, a
 * possible additional and its draft, which reopen on the Adicionales screen, not on Consultas, and
 * 7 and 8, an open additional and an additional's draft (the spec's 'RDI type 2' for them is a defect).
 */
export const MINIMIZED_TYPE = {
  task: 1,
  rdi: 2,
  taskDraft: 3,
  rdiDraft: 4,
  possibleAdditional: 5,
  possibleAdditionalDraft: 6,
  additional: 7,
  additionalDraft: 8,
} as const;
export type MinimizedType = (typeof MINIMIZED_TYPE)[keyof typeof MINIMIZED_TYPE];
const TYPES: ReadonlySet<number> = new Set(Object.values(MINIMIZED_TYPE));
const OPEN_ITEMS: ReadonlySet<number> = new Set([
  MINIMIZED_TYPE.task,
  MINIMIZED_TYPE.possibleAdditional,
  MINIMIZED_TYPE.additional,
]);

/** An open form or item set aside in the bar; the screen at `route` knows how to reopen it. */
export interface MinimizedItem {
  id: string;
  type: MinimizedType;
  title: string;
  projectId: string;
  route: string;
  /** What the screen needs to restore it, as JSON; the screen checks it when reading it back. */
  data: unknown;
}

/** Each user's bar is kept apart, in this browser, across reloads and tabs. */
const keyOf = (userId: string) => `faena.minimized.${userId}`;
const NONE: readonly MinimizedItem[] = [];

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
/** Files cannot be stored as JSON: a draft's queued files stay in memory, for this tab only. */
const filesById = new Map<string, File[]>();
/** The item the user asked to reopen, until its screen takes it. */
let restoring: string | null = null;

const isItem = (value: unknown): value is MinimizedItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.type === 'number' &&
    TYPES.has(item.type) &&
    typeof item.title === 'string' &&
    typeof item.projectId === 'string' &&
    typeof item.route === 'string'
  );
};

/** The last list read, per stored text, so React sees the same array while nothing changed. */
let cache: { raw: string | null; items: readonly MinimizedItem[] } = { raw: null, items: NONE };

function read(userId: string | null): readonly MinimizedItem[] {
  if (!userId) return NONE;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(keyOf(userId));
  } catch {
    return NONE;
  }
  if (raw === cache.raw) return cache.items;
  let items: readonly MinimizedItem[] = NONE;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) items = parsed.filter(isItem);
  } catch {
    // Unreadable: an empty bar.
  }
  cache = { raw, items };
  return items;
}

function write(userId: string, items: readonly MinimizedItem[]): void {
  if (items.length) localStorage.setItem(keyOf(userId), JSON.stringify(items));
  else localStorage.removeItem(keyOf(userId));
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key?.startsWith('faena.minimized.') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's minimized items, with the calls that change them. */
export function useMinimizedItems() {
  const userId = useUserDetails().user?.id ?? null;
  const items = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => NONE,
  );
  const restoringId = useSyncExternalStore(
    subscribe,
    () => restoring,
    () => null,
  );

  /** Sets an item aside; an open task, possible additional or additional (type 1, 5 or 7) is kept once. */
  const minimize = useCallback(
    (item: Omit<MinimizedItem, 'id'>, files: readonly File[] = []) => {
      if (!userId) return;
      const id = crypto.randomUUID();
      if (files.length) filesById.set(id, [...files]);
      const others = read(userId).filter(
        (other) => !(OPEN_ITEMS.has(item.type) && other.type === item.type && sameData(other.data, item.data)),
      );
      write(userId, [...others, { ...item, id }]);
    },
    [userId],
  );

  const discard = useCallback(
    (id: string) => {
      if (!userId) return;
      filesById.delete(id);
      if (restoring === id) restoring = null;
      write(
        userId,
        read(userId).filter((item) => item.id !== id),
      );
    },
    [userId],
  );

  /** Asks the item's screen to reopen it (the caller takes the user there). */
  const requestRestore = useCallback((id: string) => {
    restoring = id;
    emit();
  }, []);

  /** Takes the item out of the bar, with its files, to reopen it. */
  const take = useCallback(
    (id: string): { item: MinimizedItem; files: File[] } | null => {
      const item = read(userId).find((candidate) => candidate.id === id);
      if (!item || !userId) return null;
      const files = filesById.get(id) ?? [];
      restoring = null;
      discard(id);
      return { item, files };
    },
    [userId, discard],
  );

  return { items, restoringId, minimize, discard, requestRestore, take };
}

const sameData = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** The id an open item's entry keeps under `field` (`taskId`, `rdiId`), when it holds one. */
export function minimizedItemId(item: MinimizedItem, field: string): string | undefined {
  const id =
    typeof item.data === 'object' && item.data !== null ? (item.data as Record<string, unknown>)[field] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A screen reopens the items of its types that the user asked for, when they belong to its project.
 * `onRestore` (the latest one: it need not be stable) gets the item's data and files, already out
 * of the bar.
 */
export function useRestoreMinimized(
  types: readonly MinimizedType[],
  projectId: string,
  onRestore: (item: MinimizedItem, files: File[]) => void,
): void {
  const { items, restoringId, take } = useMinimizedItems();
  const wanted = items.find(
    (item) => item.id === restoringId && item.projectId === projectId && types.includes(item.type),
  );
  const latest = useRef(onRestore);
  useEffect(() => {
    latest.current = onRestore;
  });
  useEffect(() => {
    if (!wanted) return;
    const taken = take(wanted.id);
    if (taken) latest.current(taken.item, taken.files);
  }, [wanted, take]);
}
