import { emailError } from '../../lib/email';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Spec 5, Login: email required and valid, password required. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  return { email: emailError(email), password: password ? undefined : 'Contraseña es requerida' };
}
