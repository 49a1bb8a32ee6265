/** Strings kept once for every document that lists them; bounded, so it cannot grow without end. */
const POOL_LIMIT = 100_000;
const POOLED_LENGTH = 64;
const pool = new Map<string, string>();

/**
 * Values in lists repeat across documents (a member's capabilities, the ids in a member list),
 * yet each event's JSON gives them a string of their own: keep one.
 */
function pooled(value: string): string {
  if (value.length > POOLED_LENGTH) return value;
  const known = pool.get(value);
  if (known !== undefined) return known;
  if (pool.size < POOL_LIMIT) pool.set(value, value);
  return value;
}

function copyItem(value: unknown): unknown {
  return typeof value === 'string' ? pooled(value) : copyDocument(value);
}

/**
 * A deep copy of a plain JSON value (what read-model documents are). Copies objects and arrays
 * and shares strings, which are immutable: several times faster than `structuredClone`, and
 * much smaller when many documents list the same values.
 */
export function copyDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyItem) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyDocument((value as Record<string, unknown>)[key]);
  return copy as T;
}
