const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5: an e-mail is required ('Email es obligatorio') and must look like one ('Email debe ser válido'). */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email es obligatorio';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Email debe ser válido';
  return undefined;
}
