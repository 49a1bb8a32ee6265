export type FormDataValue = string | number | Blob | null | undefined;

/** A multipart body; empty values are left out, as spec 5 asks of every form. */
export function toFormData(fields: Record<string, FormDataValue>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) data.append(name, value);
    else if (typeof value === 'number') data.append(name, String(value));
    else if (value.trim() !== '') data.append(name, value.trim());
  }
  return data;
}
