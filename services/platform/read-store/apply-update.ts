import { update as mingoUpdate } from 'mingo';
import { copyDocument } from './copy-document';
import type { Doc, UpdateOperators } from './read-store.port';

type Container = Record<string, unknown>;
/** What holds a field: a document, or an array whose fields are its indexes. */
type Parent = Container | unknown[];
type Step = (doc: Doc, path: string, value: unknown, own: Owned) => void;

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

const isArrayIndex = (segment: string) => /^\d+$/.test(segment);

/** What MongoDB answers when a path runs into a value that cannot hold a field. */
const notViable = (path: string) =>
  new Error(`Cannot create field ${path}: a value on its way is neither a document nor an array indexed by number`);

/** Writes at an array index as MongoDB does: past the end, the array is padded with nulls first. */
function setAt(parent: Parent, key: string, value: unknown): void {
  if (!Array.isArray(parent)) {
    parent[key] = value;
    return;
  }
  const index = Number(key);
  while (parent.length < index) parent.push(null);
  parent[index] = value;
}

const getAt = (parent: Parent, key: string): unknown => (Array.isArray(parent) ? parent[Number(key)] : parent[key]);

/**
 * The containers (documents, arrays) an update made for itself: the document it returns and the
 * copies on its paths, which it may change; any other is shared with the document it was given.
 * A list, not a Set: an update owns a handful, and one is made for each update of a rebuild.
 */
type Owned = object[];

/** The container at `key`, copied (shallow) into its parent first unless the update already owns it. */
function owned<C extends Parent>(parent: Parent, key: string, child: C, own: Owned): C {
  if (own.includes(child)) return child;
  const copy = (Array.isArray(child) ? child.slice() : { ...child }) as C;
  own.push(copy);
  setAt(parent, key, copy);
  return copy;
}

/**
 * The document or array holding the last segment of a dotted path, owned by the update (copied
 * on the way), creating what is missing as MongoDB does: a missing field becomes a document (so
 * `x.0` on a missing `x` makes `{ "0": … }`), and a numeric segment inside an array is an index.
 * `fitsDocument` has refused unviable paths.
 */
function parentOf(doc: Doc, path: string, own: Owned): [Parent, string] {
  const segments = segmentsOf(path);
  let node: Parent = doc;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const segment = segments[i]!;
    const child = getAt(node, segment);
    if (child === undefined) {
      const created = {};
      own.push(created);
      setAt(node, segment, created);
      node = created;
    } else {
      node = owned(node, segment, child as Parent, own);
    }
  }
  return [node, segments[segments.length - 1]!];
}

const NOT_VIABLE = Symbol('not viable');

/**
 * The value at a dotted path without creating anything (undefined when missing), or NOT_VIABLE
 * where MongoDB refuses to create the path: through a scalar or null, or by a field name in an array.
 */
function probe(doc: Doc, path: string): unknown {
  const segments = segmentsOf(path);
  let node: unknown = doc;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (isPlainObject(node)) node = node[segment];
    else if (node === undefined) return undefined;
    else if (Array.isArray(node) && isArrayIndex(segment)) node = node[Number(segment)];
    else return NOT_VIABLE;
  }
  return node;
}

/** The document or array holding the last segment of a path, owned by the update, when the path up to it exists. */
function parentOfExisting(doc: Doc, path: string, own: Owned): [Parent, string] | undefined {
  const segments = segmentsOf(path);
  let node: unknown = doc;
  for (let i = 0; i < segments.length - 1 && node !== undefined; i += 1) {
    node = isPlainObject(node) || Array.isArray(node) ? getAt(node, segments[i]!) : undefined;
  }
  if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
  // Only a path that exists is copied: an update that changes nothing copies nothing on the way.
  return [parentOf(doc, path, own)[0], segments[segments.length - 1]!];
}

/** The array at a path, owned by the update (created when missing). */
const arrayAt = (doc: Doc, path: string, own: Owned): unknown[] => {
  const [parent, key] = parentOf(doc, path, own);
  const value = getAt(parent, key);
  if (Array.isArray(value)) return owned(parent, key, value, own);
  const array: unknown[] = [];
  setAt(parent, key, array);
  return array;
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
  $set(doc, path, value, own) {
    const [parent, key] = parentOf(doc, path, own);
    setAt(parent, key, copy(value));
  },
  $unset(doc, path, _value, own) {
    const [parent, key] = parentOfExisting(doc, path, own) ?? [];
    if (!parent || key === undefined) return;
    // An array keeps its length: MongoDB nulls the element instead of removing it.
    if (Array.isArray(parent)) {
      if (isArrayIndex(key) && Number(key) < parent.length) parent[Number(key)] = null;
    } else {
      delete parent[key];
    }
  },
  $inc(doc, path, value, own) {
    const [parent, key] = parentOf(doc, path, own);
    const current = getAt(parent, key) ?? 0;
    if (typeof current !== 'number' || typeof value !== 'number') throw new Error(`$inc needs numbers at ${path}`);
    setAt(parent, key, current + value);
  },
  $push(doc, path, value, own) {
    arrayAt(doc, path, own).push(copy(value));
  },
  $addToSet(doc, path, value, own) {
    const current = probe(doc, path);
    // A value already there changes nothing: the array stays shared.
    if (Array.isArray(current) && current.some((item) => sameValue(item, value))) return;
    arrayAt(doc, path, own).push(copy(value));
  },
  $pull(doc, path, value, own) {
    const [parent, key] = parentOfExisting(doc, path, own) ?? [];
    if (!parent || key === undefined) return;
    const array = getAt(parent, key);
    if (Array.isArray(array)) {
      setAt(
        parent,
        key,
        array.filter((item) => !sameValue(item, value)),
      );
    }
  },
};

/** True when every operator is in the fast set and no argument uses a modifier ($each, $gt, …). */
function isFastUpdate(update: UpdateOperators): boolean {
  // for…in, not Object.entries: this runs for every update of a rebuild.
  for (const operator in update) {
    if (!(operator in FAST)) return false;
    if (operator === '$set' || operator === '$unset') continue;
    const fields = update[operator]!;
    for (const path in fields) {
      const value = fields[path];
      // $pull matches objects as queries, so only plain values stay here.
      if (operator === '$pull' ? !isScalar(value) : hasModifier(value)) return false;
    }
  }
  return true;
}

/** Operators that create their path when it is missing: MongoDB refuses the update where it cannot. */
const CREATING = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
]);

/**
 * Throws where MongoDB refuses the update (a path it cannot create; mingo would skip it quietly).
 * Otherwise, whether the fast steps can run without failing half-way (Mongo updates are all or nothing).
 */
function fitsDocument(doc: Doc, update: UpdateOperators): boolean {
  let fits = true;
  // for…in, not Object.entries: this runs for every update of a rebuild.
  for (const operator in update) {
    if (!CREATING.has(operator)) continue;
    const fields = update[operator]!;
    for (const path in fields) {
      const current = probe(doc, path);
      if (current === NOT_VIABLE) throw notViable(path);
      if (operator === '$inc') {
        fits &&= typeof fields[path] === 'number' && (current === undefined || typeof current === 'number');
      } else if (operator === '$push' || operator === '$addToSet') {
        fits &&= current === undefined || Array.isArray(current);
      }
    }
  }
  return fits;
}

/**
 * Applies Mongo update operators and returns the updated document, a new one: the document given
 * is never changed (copy on write), and what the update does not reach is shared with it (only the
 * containers on the updated paths are copied, shallow), so a store may keep the old version as it
 * stood at no cost. The plain cases run here; the rest go to mingo on a deep copy. mingo's updater
 * builds its operator table on every call (about 160 µs) and a deep copy per update costs as much
 * again: far too slow for rebuilding read models from a million events.
 */
export function applyUpdate(doc: Doc, update: UpdateOperators): Doc {
  if (fitsDocument(doc, update) && isFastUpdate(update)) {
    const updated: Doc = { ...doc };
    const own: Owned = [updated];
    for (const operator in update) {
      const step = FAST[operator]!;
      const fields = update[operator]!;
      for (const path in fields) step(updated, path, fields[path], own);
    }
    return updated;
  }
  const copy = structuredClone(doc);
  mingoUpdate(copy, update, undefined, undefined, { cloneMode: 'deep' });
  return copy;
}
