import { ApiError, post } from '../../../lib/http';
import { UNEXPECTED_ERROR } from '../../../lib/use-form';

interface LoginResponse {
  code: 200;
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export const BAD_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos. Por favor verifica los datos ingresados.';

/** Exchanges credentials for an access token. */
export async function login(email: string, password: string): Promise<string> {
  const { access_token } = await post<LoginResponse>('/auth/login', { email, password }, { sessionless: true });
  return access_token;
}

/**
 * The message the login screen shows for a failed attempt (spec 8); too many attempts (429) get
 * the server's own text, which says to wait.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR;
  if (error.status === 401) return BAD_CREDENTIALS_MESSAGE;
  return error.status === 429 ? error.message : UNEXPECTED_ERROR;
}
