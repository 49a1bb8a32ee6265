import { ApiError, post } from '../../../lib/http';

interface LoginResponse {
  code: 200;
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export const BAD_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos. Por favor verifica los datos ingresados.';
export const UNEXPECTED_ERROR_MESSAGE = 'Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.';

/** Exchanges credentials for an access token. */
export async function login(email: string, password: string): Promise<string> {
  const { access_token } = await post<LoginResponse>('/auth/login', { email, password }, { sessionless: true });
  return access_token;
}

/** The message the login screen shows for a failed attempt (spec 8). */
export function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401 ? BAD_CREDENTIALS_MESSAGE : UNEXPECTED_ERROR_MESSAGE;
}
