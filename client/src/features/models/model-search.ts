import { extensionOf } from '../../../../services/contracts/uploads';

/** Spec 9: the model search waits for 800 ms of quiet typing. */
export const MODEL_SEARCH_DEBOUNCE_MS = 800;
/** Spec 5: the search starts when the text is longer than 3 characters. */
const MIN_SEARCH_LENGTH = 4;

/**
 * What the model list is asked to match: the typed text once it is longer than 3 characters and is
 * not just the name of the model the user picked (spec 5); otherwise the whole list.
 */
export function modelSearchTerm(typed: string, selectedName: string | null): string {
  const text = typed.trim();
  if (text.length < MIN_SEARCH_LENGTH || text === selectedName) return '';
  return text;
}

/** Whether the app draws the model itself (IFC) or it needs the Autodesk service. */
export const isIfcModel = (name: string) => extensionOf(name) === 'ifc';
