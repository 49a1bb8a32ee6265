import { ApiError } from './http';

/**
 * A 409 `edit.conflict`: someone else changed, after the version the form was opened on, fields
 * this edit touches. The server answers which (`changed_fields`), their values now (`current`, in
 * the API's naming and representation) and the version now, to send again with when the person
 * keeps their own values.
 */
export interface EditConflict {
  message: string;
  changedFields: string[];
  current: Record<string, unknown>;
  version: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The conflict an edit call was refused with, or null for any other failure. */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !isRecord(error.body)) return null;
  const { error: code, changed_fields, current, version } = error.body;
  if (code !== 'edit.conflict' || !Array.isArray(changed_fields) || !isRecord(current)) return null;
  if (typeof version !== 'number' || !Number.isInteger(version)) return null;
  const changedFields = changed_fields.filter((field): field is string => typeof field === 'string');
  return { message: error.message, changedFields, current, version };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of a form whose value differs from the one it was opened with: what an edit sends,
 * so that it never writes back a value someone else changed meanwhile.
 */
export function touchedFields<T extends object>(opened: T, now: T): Partial<T> {
  const touched: Partial<T> = {};
  for (const key of Object.keys(now) as Array<keyof T>) {
    if (!same(opened[key], now[key])) touched[key] = now[key];
  }
  return touched;
}
