import type { Doc } from './read-store.port';
import { compareKeys } from './sort-documents';

type Sort = Record<string, 1 | -1>;
interface Entry {
  id: string;
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
 */
export class SortIndex {
  private readonly fields: string[];
  private readonly directions: Array<1 | -1>;
  private entries: Entry[] = [];
  /** False after a snapshot's documents were appended: sorted once, at the next use. */
  private inOrder = true;
  readonly unplaced = new Set<string>();

  constructor(sort: Sort) {
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

  /** The document's sort values, or null when one is not a string (the document cannot be placed). */
  keyOf(doc: Doc | undefined): string[] | null {
    if (!doc) return null;
    const key: string[] = [];
    for (const field of this.fields) {
      const value = doc[field];
      if (typeof value !== 'string') return null;
      key.push(value);
    }
    return key;
  }

  private compare(a: Entry, b: Entry): number {
    for (let i = 0; i < this.fields.length; i += 1) {
      const x = a.key[i]!;
      const y = b.key[i]!;
      if (x !== y) {
        const order = compareKeys(x, y);
        if (order !== 0) return order * this.directions[i]!;
      }
    }
    // Ties go by `_id`, the way the first key goes.
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * this.directions[0]!;
  }

  /** Where the entry is, or would go. */
  private position(entry: Entry): number {
    this.order();
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.entries[middle]!, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private order(): void {
    if (this.inOrder) return;
    this.entries.sort((a, b) => this.compare(a, b));
    this.inOrder = true;
  }

  /** A document was written: `before` is its key as it was (undefined: it is new). */
  place(doc: Doc, before: string[] | null | undefined): void {
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
    this.entries.splice(this.position(entry), 0, entry);
  }

  /** A snapshot's document, put back without looking for its place yet. */
  append(doc: Doc): void {
    const key = this.keyOf(doc);
    if (!key) {
      this.unplaced.add(doc._id);
      return;
    }
    this.entries.push({ id: doc._id, key });
    this.inOrder = false;
  }

  remove(id: string, key: string[] | null): void {
    if (!key) {
      this.unplaced.delete(id);
      return;
    }
    const at = this.position({ id, key });
    if (this.entries[at]?.id === id) this.entries.splice(at, 1);
  }

  /** The ids in the index's order (read forward, or from the end for the reverse order). */
  ordered(): readonly { id: string }[] {
    this.order();
    return this.entries;
  }
}
