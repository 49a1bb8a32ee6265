/** The words item histories share (task, RDI, additional): priorities, reminders, own marks, messages. */

/** Spec 9: a task's, RDI's or additional's priority as the app names it. */
export const PRIORITY_NAMES: Readonly<Record<number, string>> = { 1: 'Estándar', 2: 'Media', 3: 'Inmediata' };

export const priority = (value: number): string => PRIORITY_NAMES[value] ?? String(value);

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A weekly reminder as the form shows it: "lunes, jueves (semanal)", or "Sin recordatorio". */
export const reminder = (value: { days: readonly number[]; repeatable: boolean } | undefined): string => {
  if (!value || value.days.length === 0) return 'Sin recordatorio';
  const days = value.days.map((at) => WEEKDAYS[at] ?? String(at)).join(', ');
  return value.repeatable ? `${days} (semanal)` : days;
};

/** A subscription as the detail's switch reads it. */
export const subscription = (value: { subscribed: boolean; byEmail: boolean } | undefined): string =>
  !value?.subscribed ? 'No suscrito' : value.byEmail ? 'Suscrito, con correo' : 'Suscrito';

/** The first words of a rich-text message, as plain text. */
export function excerpt(html: string, length = 80): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
