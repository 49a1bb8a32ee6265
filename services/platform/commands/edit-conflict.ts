import { isDeepStrictEqual } from 'node:util';
import { DomainError } from '../domain-error';
import type { Stored, StoredEvent } from '../event-store/event-store.port';

/**
 * How an aggregate's edit commands meet a concurrent change: `touched` names, as the API names
 * them, the fields a command sets, with their values in a state (null for a command that is not
 * an edit); `message` is the Spanish refusal ('Otra persona modificó esta tarea mientras la
 * editabas.').
 */
export interface EditRule<Command, State> {
  message: string;
  touched(command: Command, state: State): Readonly<Record<string, unknown>> | null;
}

/** What a 409 answers besides its message: the touched fields someone else changed, their values now, and the version now. */
export interface EditConflict {
  changed_fields: string[];
  current: Record<string, unknown>;
  version: number;
}

/**
 * The fields an edit touches that someone else changed after the version its form was opened on.
 * The stream's events after that version are folded one at a time; an event by the editor
 * themself (another tab) is no conflict, and neither is a change to a field the edit leaves alone.
 * Null when nothing collides (or the command is not an edit).
 */
export function editConflict<C, E extends { type: string; data: object }, S>(
  rule: EditRule<C, S>,
  evolve: (state: S, event: E) => S,
  initialState: S,
  history: ReadonlyArray<Stored<E>>,
  request: { command: C; openedAt: number; editorId: string },
): EditConflict | null {
  const { command, openedAt, editorId } = request;
  let state = initialState;
  const changed = new Set<string>();
  for (const event of history) {
    const next = evolve(state, event);
    if (event.revision > openedAt && event.metadata.actorId !== editorId) {
      const before = rule.touched(command, state);
      if (before === null) return null;
      const after = rule.touched(command, next) ?? {};
      for (const field of Object.keys(before)) {
        if (!isDeepStrictEqual(before[field], after[field])) changed.add(field);
      }
    }
    state = next;
  }
  const now = rule.touched(command, state);
  if (changed.size === 0 || now === null) return null;
  const version = history.length > 0 ? (history[history.length - 1] as StoredEvent).revision : -1;
  const changed_fields = [...changed];
  return { changed_fields, current: Object.fromEntries(changed_fields.map((field) => [field, now[field]])), version };
}

export const editConflictError = (message: string, conflict: EditConflict) =>
  new DomainError('edit.conflict', message, 409, undefined, { details: { ...conflict } });
