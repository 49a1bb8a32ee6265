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
