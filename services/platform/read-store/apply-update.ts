import { update as mingoUpdate } from 'mingo';
import { copyDocument } from './copy-document';
import type { Doc, UpdateOperators } from './read-store.port';

type Container = Record<string, unknown>;
type Step = (doc: Doc, path: string, value: unknown) => void;

const isPlainObject = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const segmentsCache = new Map<string, string[]>();
/** Paths repeat endlessly in a rebuild; split each once. */
const segmentsOf = (path: string): string[] => {
  let segments = segmentsCache.get(path);
  if (!segments) {
    segments = path.split('.');
    if (segmentsCache.size < 10_000) segmentsCache.set(path, segments);
  }
  return segments;
};

/** The object holding the last segment of a dotted path, creating objects on the way (as Mongo does). */
function parentOf(doc: Doc, path: string): [Container, string] {
  const segments = segmentsOf(path);
  let node: Container = doc;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const segment = segments[i]!;
    if (!isPlainObject(node[segment])) node[segment] = {};
    node = node[segment] as Container;
  }
  return [node, segments[segments.length - 1]!];
}

const arrayAt = (doc: Doc, path: string): unknown[] => {
  const [parent, key] = parentOf(doc, path);
  if (parent[key] === undefined) parent[key] = [];
  const value = parent[key];
  if (!Array.isArray(value)) throw new Error(`${path} is not an array`);
  return value;
};

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** Objects are copied in, so the caller's value and the document never share a part. */
const copy = copyDocument;

/** Scalars compare by value at once; only two objects need the costly comparison. */
const sameValue = (a: unknown, b: unknown) =>
  a === b || (!isScalar(a) && !isScalar(b) && JSON.stringify(a) === JSON.stringify(b));

/** `{ $each: … }`, `{ $gte: … }` and the like: arguments only mingo understands. */
const hasModifier = (value: unknown): boolean =>
  isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));

/** Operators with plain arguments that read models use all the time. */
const FAST: Record<string, Step> = {
  $set(doc, path, value) {
    const [parent, key] = parentOf(doc, path);
    parent[key] = copy(value);
  },
  $unset(doc, path) {
    const [parent, key] = parentOf(doc, path);
    delete parent[key];
  },
  $inc(doc, path, value) {
    const [parent, key] = parentOf(doc, path);
    const current = parent[key] ?? 0;
    if (typeof current !== 'number' || typeof value !== 'number') throw new Error(`$inc needs numbers at ${path}`);
    parent[key] = current + value;
  },
  $push(doc, path, value) {
    arrayAt(doc, path).push(copy(value));
  },
  $addToSet(doc, path, value) {
    const array = arrayAt(doc, path);
    if (!array.some((item) => sameValue(item, value))) array.push(copy(value));
  },
  $pull(doc, path, value) {
    const [parent, key] = parentOf(doc, path);
    const array = parent[key];
    if (Array.isArray(array)) parent[key] = array.filter((item) => !sameValue(item, value));
  },
};

/** True when every operator is in the fast set and no argument uses a modifier ($each, $gt, …). */
const isFastUpdate = (update: UpdateOperators): boolean =>
  Object.entries(update).every(
    ([operator, fields]) =>
      operator in FAST &&
      (operator === '$set' ||
        operator === '$unset' ||
        // $pull matches objects as queries, so only plain values stay here.
        (operator === '$pull' ? Object.values(fields).every(isScalar) : !Object.values(fields).some(hasModifier))),
  );

/** The value at a dotted path, without creating anything on the way. */
function valueAt(doc: Doc, path: string): unknown {
  let node: unknown = doc;
  for (const segment of segmentsOf(path)) {
    if (!isPlainObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

/** Whether the fast steps can run without failing half-way (Mongo updates are all or nothing). */
function fitsDocument(doc: Doc, update: UpdateOperators): boolean {
  return Object.entries(update).every(([operator, fields]) =>
    Object.entries(fields).every(([path, value]) => {
      if (operator === '$inc') {
        const current = valueAt(doc, path);
        return typeof value === 'number' && (current === undefined || typeof current === 'number');
      }
      if (operator === '$push' || operator === '$addToSet') {
        const current = valueAt(doc, path);
        return current === undefined || Array.isArray(current);
      }
      return true;
    }),
  );
}

/**
 * Applies Mongo update operators and returns the updated document: the same object, changed in
 * place, for the plain cases, or a changed copy from mingo for the rest (the original is then
 * untouched, also when mingo throws). mingo's updater builds its operator table on every call
 * (about 160 µs) and a copy per update costs as much again: far too slow for rebuilding read
 * models from a million events.
 */
export function applyUpdate(doc: Doc, update: UpdateOperators): Doc {
  if (isFastUpdate(update) && fitsDocument(doc, update)) {
    for (const [operator, fields] of Object.entries(update)) {
      const step = FAST[operator]!;
      for (const [path, value] of Object.entries(fields)) step(doc, path, value);
    }
    return doc;
  }
  const copy = structuredClone(doc);
  mingoUpdate(copy, update, undefined, undefined, { cloneMode: 'deep' });
  return copy;
}
