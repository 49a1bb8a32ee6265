import type { FieldValue, ParentRef, QueuedBody } from './outbox-rules';

/** A multipart command as the outbox keeps it: text fields, then its files as Blobs under `filesField`. */
export function formBody(
  fields: Readonly<Record<string, string | ParentRef>>,
  files: readonly File[] = [],
  filesField = 'files[]',
): QueuedBody {
  const entries: Array<readonly [string, FieldValue]> = Object.entries(fields);
  for (const file of files) entries.push([filesField, { blob: file, name: file.name }]);
  return { kind: 'form', fields: entries };
}

/**
 * The uploads of files too big to travel inline (spec 4), as outbox commands to /files/upload:
 * their payload may name an item or an interaction created offline, through its change's id.
 */
export function uploadBodies(
  files: readonly File[],
  type: number,
  payload: Readonly<Record<string, string | number | ParentRef>>,
): QueuedBody[] {
  return files.map((file) => ({
    kind: 'form',
    fields: [
      ['type', String(type)],
      ...Object.entries(payload).map(
        ([name, value]) => [name, typeof value === 'number' ? String(value) : value] as const,
      ),
      ['file', { blob: file, name: file.name }],
    ],
  }));
}
