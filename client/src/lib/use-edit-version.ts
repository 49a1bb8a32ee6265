import { useRef, useState } from 'react';
import { type EditConflict, editConflictOf } from './edit-conflict';

/**
 * The version an edit form was opened on, sent with each edit as `expected_version`, and the
 * conflict the server answered when someone else changed the same fields meanwhile. Keeping the
 * person's values sends them again on the conflict's version; taking the current values moves the
 * form to that version too, so the person's other changes still go.
 */
export function useEditVersion(opened: number) {
  const version = useRef(opened);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  /** Turns a refusal into the form's failure text; a conflict is kept to show beside the fields. */
  const describe =
    (otherwise: (error: unknown) => string) =>
    (error: unknown): string => {
      const found = editConflictOf(error);
      setConflict(found);
      return found ? found.message : otherwise(error);
    };

  /** Leaves the conflict, the form now on its version; what the conflict said is returned. */
  const settle = (): EditConflict | null => {
    if (conflict) version.current = conflict.version;
    setConflict(null);
    return conflict;
  };

  return { version: () => version.current, conflict, describe, settle };
}
