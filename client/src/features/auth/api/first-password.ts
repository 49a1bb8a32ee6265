import { post } from '../../../lib/http';
import type { Invitation } from '../invitation-token';
import type { NewPasswordValues } from '../password-validation';

interface FirstPasswordResponse {
  code: 200;
  status?: boolean;
  message?: string;
  access_token?: string;
}

/** Spec 8: the answer to an invited user's first password. */
export const ACCOUNT_READY =
  'Cuenta modificada con éxito. En unos segundos ingresarás a la plataforma automáticamente.';

/** What the server said: with `accessToken` the user may be signed in, otherwise only `message` is shown. */
export interface FirstPasswordOutcome {
  message: string;
  accessToken: string | null;
}

/** Sets the invited user's first password with the token of their invitation link. */
export async function setFirstPassword(
  { userId, token }: Invitation,
  values: NewPasswordValues,
): Promise<FirstPasswordOutcome> {
  const body = await post<FirstPasswordResponse>(
    '/auth/checkFirstTokenAndChangePassword',
    { ...values, token, user_id: userId },
    { sessionless: true },
  );
  // Spec 8: a 200 without status shows the server's message and does not sign in.
  if (!body.status || !body.access_token) return { message: body.message ?? '', accessToken: null };
  return { message: body.message ?? ACCOUNT_READY, accessToken: body.access_token };
}
