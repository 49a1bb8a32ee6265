import useSWRImmutable from 'swr/immutable';
import { ApiError } from '../../../lib/http';

export type LinkCheckState =
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'invalid' }
  /** The server could not be asked: no verdict on the link, so the user may try again. */
  | { status: 'unknown'; message: string; retry: () => void; retrying: boolean };

/**
 * A mailed link's token, checked once when its screen opens (spec 2.4; invitations alike). `key`
 * names the check and its token; null is a link too garbled to ask about.
 */
export function useLinkCheck<K extends readonly [string, ...string[]]>(
  key: K | null,
  check: (key: K) => Promise<true>,
): LinkCheckState {
  // Immutable: a token spent on this screen must not be re-checked into "invalid" behind the user's back.
  const { data, error, mutate, isValidating } = useSWRImmutable(key, check);
  if (!key) return { status: 'invalid' };
  if (data) return { status: 'valid' };
  if (!error) return { status: 'checking' };
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (refused) return { status: 'invalid' };
  return { status: 'unknown', message: (error as Error).message, retry: () => void mutate(), retrying: isValidating };
}
