import { ApiError, post } from '../../../lib/http';
import { failureMessage } from '../../../lib/use-form';

/** Spec 8: the answers to a reset request. */
export const RESET_LINK_SENT = 'Se ha enviado un link al correo ingresado para resetear tu contraseña.';
export const UNKNOWN_EMAIL = 'El correo ingresado no está en nuestros registros.';

/** Asks the server to mail a reset link to the account with this e-mail. */
export async function requestPasswordReset(email: string): Promise<void> {
  await post('/auth/resetpassrequest', { email: email.trim() }, { sessionless: true });
}

/** The text the screen shows for a refused request: an unknown e-mail, too many attempts, ... */
export function resetRequestFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? UNKNOWN_EMAIL : failureMessage(error);
}
