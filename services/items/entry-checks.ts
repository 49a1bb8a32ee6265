import { ValidateBy } from 'class-validator';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A list field whose every entry passes `check` (a form's copy-to, reminder days, subtasks…). */
export const EachEntry = (name: string, check: (entry: unknown) => boolean, message: string) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every(check),
      defaultMessage: () => message,
    },
  });

/** An e-mail recipient: a plausible address and an optional name ('Copia a', 'Enviar por correo'). */
export const isRecipient = (entry: unknown) =>
  isRecord(entry) &&
  typeof entry.email === 'string' &&
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(entry.email) &&
  entry.email.length <= 254 &&
  (entry.name === undefined || (typeof entry.name === 'string' && entry.name.length <= 200));
