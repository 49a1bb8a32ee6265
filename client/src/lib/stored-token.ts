/**
 * The session's token as this browser keeps it: read before the app's code has run (the early
 * reads), so it depends on nothing else. `session.ts` owns signing in and out.
 */
export const TOKEN_KEY = 'faena.token';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}
