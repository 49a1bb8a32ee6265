const LOCALE = 'es-CL';

const longDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "lunes, 23 de noviembre de 2025" */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
