export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** Spec 9: the minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

function passwordError(password: string): string | undefined {
  if (!password) return 'Contraseña es requerida';
  if (password.length < MIN_PASSWORD_LENGTH) return 'La contraseña debe ser de 8 caracteres mínimo';
  return undefined;
}

function confirmationError({ password, password_confirmation }: NewPasswordValues): string | undefined {
  if (!password_confirmation) return 'Confirmación de contraseña es requerida';
  if (password_confirmation !== password) return 'Las contraseñas no coinciden';
  return undefined;
}

/** Spec 5, reset and new-user passwords: required, at least 8 characters, confirmed. */
export function validateNewPassword(values: NewPasswordValues) {
  return { password: passwordError(values.password), password_confirmation: confirmationError(values) };
}
