import { ApiError, post } from '../../../lib/http';

/** Spec 8: what a used, expired or unknown password link gets. */
export const INVALID_TOKEN =
  'El token de validación no se encuentra válido, si aún lo necesitas, por favor solicita nuevamente reestablecer tu contraseña';

/** Whether sending a password refused the link itself (it expired or was used meanwhile). */
export const isInvalidToken = (error: unknown): boolean => error instanceof ApiError && error.message === INVALID_TOKEN;

/** Resolves to true when the reset link's token can still be used; a refused token throws ApiError 400. */
export async function checkResetToken(token: string): Promise<true> {
  await post('/auth/checktoken', { token }, { sessionless: true });
  return true;
}
