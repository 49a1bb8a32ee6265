import useSWRImmutable from 'swr/immutable';
import { ApiError } from '../../../lib/http';
import { checkResetToken } from '../api/check-token';

export type ResetTokenState =
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'invalid' }
  /** The server could not be asked: no verdict on the link, so the user may try again. */
  | { status: 'unknown'; message: string; retry: () => void; retrying: boolean };

/** Spec 2.4: the reset link's token is checked once when the screen opens. */
export function useResetToken(token: string): ResetTokenState {
  // Immutable: a token spent on this screen must not be re-checked into "invalid" behind the user's back.
  const { data, error, mutate, isValidating } = useSWRImmutable(['/auth/checktoken', token] as const, ([, value]) =>
    checkResetToken(value),
  );
  if (data) return { status: 'valid' };
  if (!error) return { status: 'checking' };
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (refused) return { status: 'invalid' };
  return { status: 'unknown', message: (error as Error).message, retry: () => void mutate(), retrying: isValidating };
}
