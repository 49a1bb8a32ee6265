/** Strings kept once for every document that lists them; bounded, so it cannot grow without end. */
const POOL_LIMIT = 100_000;
const POOLED_LENGTH = 64;
const pool = new Map<string, string>();

/**
 * Values in lists repeat across documents (a member's capabilities, ids), yet each event's JSON
 * gives them a string of their own: keep one.
 */
function pooled(value: string): string {
  if (value.length > POOLED_LENGTH) return value;
  const known = pool.get(value);
  if (known !== undefined) return known;
  if (pool.size < POOL_LIMIT) pool.set(value, value);
  return value;
}

/**
 * A deep copy of a read-model document (plain JSON), so callers never hold the store's own objects.
 * Several times faster than structuredClone on small objects, and strings in lists are shared
 * (they are immutable); anything but plain objects, arrays and primitives (a Date, say) is left to
 * structuredClone.
 */
export function copyDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      copy[i] = typeof item === 'string' ? pooled(item) : copyDocument(item);
    }
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  // for…in is twice as fast as Object.keys here; a plain object inherits no enumerable keys.
  for (const key in source) {
    const field = copyDocument(source[key]);
    // An own "__proto__" field (JSON.parse makes them) must stay a field, not become the prototype.
    if (key === '__proto__') {
      Object.defineProperty(copy, key, { value: field, enumerable: true, writable: true, configurable: true });
    } else {
      copy[key] = field;
    }
  }
  return copy as T;
}
