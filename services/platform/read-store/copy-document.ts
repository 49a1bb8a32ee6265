/**
 * A deep copy of a plain JSON value (what read-model documents are). Copies objects and arrays
 * and shares strings, which are immutable: several times faster than `structuredClone`, and a
 * string repeated in many documents (a capability, a job name) is kept once, not once per copy.
 */
export function copyDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyDocument) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyDocument((value as Record<string, unknown>)[key]);
  return copy as T;
}
