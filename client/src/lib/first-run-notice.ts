import { useStoredState } from './use-stored-state';

/** Spec 9: the update notice is version 1; raising it shows the notice once more to everyone. */
export const UPDATE_NOTICE_VERSION = 1;
const STORAGE_KEY = 'faena.update-notice';

const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Whether this browser still has to show the current update notice, and how to dismiss it. Every
 * screen reads it: one dialog at a time, so what the address asks to open waits until it is read.
 */
export function useFirstRunNotice() {
  const [seen, setSeen] = useStoredState(STORAGE_KEY, 0, isVersion);
  return { pending: seen < UPDATE_NOTICE_VERSION, dismiss: () => setSeen(UPDATE_NOTICE_VERSION) };
}
