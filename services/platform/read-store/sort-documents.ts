import type { Doc } from './read-store.port';

/**
 * The documents in the order mingo's sort gives, when every sort key is a top-level field holding a
 * string in every document (names, ids: what lists sort by); undefined otherwise, for mingo to
 * sort. mingo groups the documents by each key's value and orders the groups, a hash map per key
 * and call; a stable sort on code units gives the same order, ties kept as they came.
 */
export function sortedByStrings<D extends Doc>(docs: readonly D[], sort: Record<string, 1 | -1>): D[] | undefined {
  const keys = Object.entries(sort);
  // An empty sort is mingo's to refuse.
  if (keys.length === 0 || keys.some(([field]) => field.startsWith('$') || field.includes('.'))) return undefined;
  for (const doc of docs) for (const [field] of keys) if (typeof doc[field] !== 'string') return undefined;
  return [...docs].sort((a, b) => {
    for (const [field, direction] of keys) {
      const x = a[field] as string;
      const y = b[field] as string;
      if (x !== y) return x < y ? -direction : direction;
    }
    return 0;
  });
}
