/**
 * An edit carries only the fields the person touched (undefined: left as it is). The decider
 * merges them with its state and emits the whole result, so events keep their full shape.
 */
export function withChanges<F extends object>(current: F, changes: { readonly [K in keyof F]?: F[K] }): F {
  const next = { ...current };
  for (const key of Object.keys(current) as Array<keyof F>) {
    const value = changes[key];
    if (value !== undefined) next[key] = value as F[keyof F];
  }
  return next;
}

/**
 * The values in a state of the fields an edit sets, as the API names and shows them: for each
 * field present in `changes`, the entries `apiValues` gives for it (one field of the decider may
 * be two of the API, as a position is a latitude and a longitude). What an edit rule's `touched`
 * answers (edit-conflict.ts).
 */
export function touchedValues<F extends object>(
  changes: { readonly [K in keyof F]?: unknown },
  apiValues: { readonly [K in keyof F]: Readonly<Record<string, unknown>> },
): Record<string, unknown> {
  const touched: Record<string, unknown> = {};
  for (const key of Object.keys(apiValues) as Array<keyof F>) {
    if (changes[key] !== undefined) Object.assign(touched, apiValues[key]);
  }
  return touched;
}
