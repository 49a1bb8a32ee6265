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

// Calendar days from the API (YYYY-MM-DD) are read and shown in UTC, so no time zone moves them.
const day = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** "2025-11-23" → "23-11-2025"; anything else is shown as it came. */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

/** "UF 285.400,50", "CLP 3.850.000.000": decimals only when the amount has them. */
export function formatAmount(value: number, currency: string): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  const amount = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: 2 });
  return `${currency} ${amount.format(value)}`;
}

/** "1 integrante", "4 integrantes" */
export function formatCount(count: number, one: string, many: string): string {
  return `${count.toLocaleString(LOCALE)} ${count === 1 ? one : many}`;
}
