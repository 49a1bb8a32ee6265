import type { Doc } from './read-store.port';
import { compareKeys } from './sort-documents';

type Sort = Record<string, 1 | -1>;
interface Entry {
  id: string;
  /** The partition (the value of `within`, or ''), then the sort values. */
  key: string[];
}

/** Which way a walk through an index gives a sort: as kept, or from its end. */
export type Walk = 'forward' | 'backward';

/**
 * The documents of a collection kept in one order (`ensureSortIndex`), so that a page of a long
 * list is read by walking from its start until the page is full, without sorting every match. It
 * orders as `sortedByStrings` does (Spanish collation, top-level string fields), ties by `_id` (in the
 * first key's direction),
 * and places only documents whose sort fields all hold strings; any other is `unplaced`, and
 * while there is one the index serves no query.
 *
 * Kept `within` a field (a project's members by name), it keeps one order per value of that field
 * and serves a filter that names one value: the page is then a walk through that value's entries
 * alone. A document whose `within` field is not a string is unplaced too.
 */
export class SortIndex {
  private readonly fields: string[];
  private readonly directions: Array<1 | -1>;
  /** The entries of each value of `within` (one list under '' when there is none). */
  private readonly partitions = new Map<string, Entry[]>();
  /** Partitions a snapshot's documents were appended to: sorted once, at their next use. */
  private readonly unsorted = new Set<string>();
  readonly unplaced = new Set<string>();

  constructor(
    sort: Sort,
    readonly within?: string,
  ) {
    this.fields = Object.keys(sort);
    this.directions = Object.values(sort);
  }

  /** The walk that gives this sort, or undefined when the index does not serve it. */
  walkFor(sort: Sort): Walk | undefined {
    const fields = Object.keys(sort);
    if (fields.length !== this.fields.length || fields.some((field, i) => field !== this.fields[i])) return undefined;
    const directions = Object.values(sort);
    if (directions.every((direction, i) => direction === this.directions[i])) return 'forward';
    if (directions.every((direction, i) => direction === -this.directions[i]!)) return 'backward';
    return undefined;
  }

  /** The document's place: its partition and sort values, or null when one is not a string (the document cannot be placed). */
  keyOf(doc: Doc | undefined): Entry['key'] | null {
    if (!doc) return null;
    const partition = this.within === undefined ? '' : doc[this.within];
    if (typeof partition !== 'string') return null;
    const key: string[] = [partition];
    for (const field of this.fields) {
      const value = doc[field];
      if (typeof value !== 'string') return null;
      key.push(value);
    }
    return key;
  }

  private compare(a: Entry, b: Entry): number {
    for (let i = 0; i < this.fields.length; i += 1) {
      const x = a.key[i + 1]!;
      const y = b.key[i + 1]!;
      if (x !== y) {
        const order = compareKeys(x, y);
        if (order !== 0) return order * this.directions[i]!;
      }
    }
    // Ties go by `_id`, the way the first key goes.
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * this.directions[0]!;
  }

  /** The entries of a partition, in order; created empty when asked to. */
  private partition(name: string, create: boolean): Entry[] | undefined {
    let entries = this.partitions.get(name);
    if (!entries && create) {
      entries = [];
      this.partitions.set(name, entries);
    }
    if (entries && this.unsorted.delete(name)) entries.sort((a, b) => this.compare(a, b));
    return entries;
  }

  /** Where the entry is, or would go, in its partition's entries. */
  private position(entries: readonly Entry[], entry: Entry): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(entries[middle]!, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** A document was written: `before` is its key as it was (undefined: it is new). */
  place(doc: Doc, before: Entry['key'] | null | undefined): void {
    const key = this.keyOf(doc);
    if (before !== undefined) {
      if (before && key && before.every((value, i) => value === key[i])) return;
      this.remove(doc._id, before);
    }
    if (!key) {
      this.unplaced.add(doc._id);
      return;
    }
    const entry = { id: doc._id, key };
    const entries = this.partition(key[0]!, true)!;
    entries.splice(this.position(entries, entry), 0, entry);
  }

  /** A snapshot's document, put back without looking for its place yet. */
  append(doc: Doc): void {
    const key = this.keyOf(doc);
    if (!key) {
      this.unplaced.add(doc._id);
      return;
    }
    const entries = this.partition(key[0]!, true)!;
    entries.push({ id: doc._id, key });
    this.unsorted.add(key[0]!);
  }

  remove(id: string, key: Entry['key'] | null): void {
    if (!key) {
      this.unplaced.delete(id);
      return;
    }
    const entries = this.partition(key[0]!, false);
    if (!entries) return;
    const at = this.position(entries, { id, key });
    if (entries[at]?.id === id) entries.splice(at, 1);
    if (entries.length === 0) this.partitions.delete(key[0]!);
  }

  /** The ids of one partition (the whole index when it is not kept `within` a field) in order. */
  ordered(partition = ''): readonly { id: string }[] {
    return this.partition(partition, false) ?? [];
  }
}
