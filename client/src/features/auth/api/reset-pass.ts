import { post } from '../../../lib/http';
import type { NewPasswordValues } from '../password-validation';

/** Spec 8: the answer to a new password from a reset link. */
export const PASSWORD_RESET = 'Se ha reestablecido la contraseña por favor ingresa. Serás redirigido al login.';

/** Spends the reset link's token on a new password. */
export async function resetPassword(token: string, values: NewPasswordValues): Promise<void> {
  await post('/auth/resetpass', { token, ...values }, { sessionless: true });
}
