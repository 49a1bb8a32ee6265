import { centsEsCl, parseCents } from './money';

/**
 * Every number a person reads, es-CL (spec 9: thousands with a dot, decimals with a comma),
 * whatever the browser's or the server's locale: the client's screens and the server's history
 * texts, e-mails and PDFs use these functions and no other formatter.
 */
const LOCALE = 'es-CL';

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formats are costly to build: one per decimals setting. */
function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits, useGrouping: 'always' });
    formats.set(key, format);
  }
  return format;
}

/** "1.250", "1.250,5", "0,15": at most `maxDecimals` decimals, none when they are zeros. */
export const formatNumber = (value: number, maxDecimals = 2): string => numberFormat(0, maxDecimals).format(value);

/** "1.250,0": exactly `decimals` decimals, for figures read side by side (a column, an average). */
export const formatFixed = (value: number, decimals: number): string => numberFormat(decimals, decimals).format(value);

/** "1.234.567,89", always 2 decimals: an amount the API answered (a number with at most 2 decimals). */
export function formatAmountNumber(amount: number): string {
  // Through exact cents when the number is an API amount, so no binary fraction shows.
  const cents = parseCents(Math.abs(amount));
  if (cents === null) return formatFixed(amount, 2);
  return `${amount < 0 ? '-' : ''}${centsEsCl(cents)}`;
}

/** "UF 20.000,00", "CLP 14.687.500,50": an amount with its currency's code, always 2 decimals. */
export const formatAmount = (amount: number, currency: string): string =>
  `${currency} ${formatAmountNumber(amount)}`.trim();

/** "35,5 %": a percent (0–100) with at most `maxDecimals` decimals. */
export const formatPercent = (percent: number, maxDecimals = 2): string => `${formatNumber(percent, maxDecimals)} %`;

/** "1 integrante", "1.250 integrantes". */
export const formatCount = (count: number, one: string, many: string): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * A waiting time (the API's days, a fraction) as people say it (spec 9: hours under a day, else
 * days): "menos de una hora", "1 hora", "5 horas", "1 día", "3 días". Whole hours and whole days
 * that have passed, as a person counts them (docs/decisions.md, "Números es-CL").
 */
export function formatWaiting(days: number): string {
  const hours = Math.floor(days * 24);
  if (!(hours >= 1)) return 'menos de una hora';
  if (days < 1) return formatCount(hours, 'hora', 'horas');
  return formatCount(Math.floor(days), 'día', 'días');
}
const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const SIZE_STEP = 1000;

/**
 * A file's size, readable (spec 9's bytes / 1e6 for megabytes, so one unit system, decimal, in
 * every screen): "850 B", "2,7 KB", "15,2 MB", "1,3 GB", one decimal at most.
 */
export function formatSize(bytes: number): string {
  if (bytes < SIZE_STEP) return `${formatNumber(Math.max(0, Math.round(bytes)))} B`;
  let value = bytes / SIZE_STEP;
  let unit = 0;
  // Move up when the value would round to 1.000 of its unit ("1 MB", not "1.000 KB").
  while (Math.round(value * 10) / 10 >= SIZE_STEP && unit < SIZE_UNITS.length - 1) {
    value /= SIZE_STEP;
    unit += 1;
  }
  return `${formatNumber(value, 1)} ${SIZE_UNITS[unit]}`;
}
