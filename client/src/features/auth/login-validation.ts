export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5, Login: email required and valid, password required. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Email es obligatorio';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Email debe ser válido';
  if (!password) errors.password = 'Contraseña es requerida';
  return errors;
}
