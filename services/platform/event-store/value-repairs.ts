import { readableDay } from '../clock/calendar';

/**
 * Readers of values an older log may hold that today's door refuses (docs/decisions.md, "Valores
 * en la entrada"), for the features' value repairs (upcasters.ts `ValueRepair`): each reads a
 * value as the nearest one the door takes today.
 */

type Data = Record<string, unknown>;
type Reader = (value: unknown) => unknown;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null;

/** An optional day (a critical date): a real day of 1900–2200; absent and null stay; anything that is no day at all reads as null. */
export const readableOptionalDay: Reader = (value) =>
  value === undefined || value === null ? value : typeof value === 'string' ? readableDay(value) : null;

/** A whole number within its range, past a bound read as that bound; what is no finite number (a boolean) reads as `fallback`. */
export const readableWhole =
  (min: number, max: number, fallback: number): Reader =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/** `data` with each named field read through its reader: `data` itself when no value changes. */
export function repaired(data: Data, readers: Record<string, Reader>): Data {
  let copy: Data | null = null;
  for (const [field, read] of Object.entries(readers)) {
    if (!(field in data)) continue;
    const value = read(data[field]);
    if (!Object.is(value, data[field])) {
      copy ??= { ...data };
      copy[field] = value;
    }
  }
  return copy ?? data;
}

/** The same, for the fields of a payload's `changes` (the Modified events carry only what changed). */
export function repairedChanges(data: Data, readers: Record<string, Reader>): Data {
  const { changes } = data;
  if (!isRecord(changes)) return data;
  const fixed = repaired(changes, readers);
  return fixed === changes ? data : { ...data, changes: fixed };
}
