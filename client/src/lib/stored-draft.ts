/** Checks for a form draft read back from storage (the minimized-items bar keeps drafts as JSON). */

export const isText = (value: unknown): value is string => typeof value === 'string';
export const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
export const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
export const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(Number.isInteger);
/** Spec 5: reminder days are weekday indexes 0 (Monday) to 6. */
export const isDayList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((day) => Number.isInteger(day) && day >= 0 && day <= 6);

/**
 * A draft read back from storage: each field that still passes its check, over `base` (a stored
 * draft may come from an older client, or be damaged).
 */
export function draftFromStored<Draft extends object>(
  stored: unknown,
  base: Draft,
  checks: { [Field in keyof Draft]: (value: unknown) => boolean },
): Draft {
  if (typeof stored !== 'object' || stored === null) return base;
  const values = stored as Record<string, unknown>;
  const draft = { ...base };
  for (const field of Object.keys(checks) as Array<keyof Draft>) {
    const value = values[field as string];
    if (checks[field](value)) draft[field] = value as Draft[typeof field];
  }
  return draft;
}
