/**
 * Exact money for Adicionales and Estados de Pago (spec 5 and 9), shared by the server and the
 * client: amounts have at most 2 decimals and are held as integer cents, never as binary
 * fractions; their texts (the API's decimal, es-CL) are built from integers only. The server's
 * checked arithmetic is services/additionals/money.ts.
 */

/** An amount in hundredths of its currency unit: a non-negative safe integer. */
export type Cents = number;

/**
 * A progress in hundredths of a percent: 0 (0 %) to 10 000 (100 %). 35.5 % is 3550; the API's
 * fraction (spec 7: progress as percent/100) is 0.355.
 */
export type BasisPoints = number;

/** Spec 3: currency ids. */
export const CURRENCIES = { 1: 'CLP', 2: 'UF' } as const;
export type CurrencyId = keyof typeof CURRENCIES;
export const isCurrencyId = (value: unknown): value is CurrencyId => value === 1 || value === 2;

export const MONEY_MESSAGES = {
  amount: 'El monto puede tener 2 decimales, formato XXXXXX.XX',
  progress: 'El porcentaje de avance debe estar entre 0 y 100',
  /** Ours: a sum beyond 2^53 cents, which no real project reaches. */
  tooLarge: 'El monto es demasiado grande.',
} as const;

const FULL_PROGRESS: BasisPoints = 10_000;

/** Digits, then at most 2 decimals: the form XXXXXX.XX of spec 5 (no sign, no thousands marks). */
const AMOUNT_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Thousands grouped with dots, as Chileans write them: "1.250", "1.250.000" (never "0.125"). */
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const DIGITS = /^\d+$/;

/**
 * A decimal as a person types it in Chile or in the dot form, as the plain text "1250000.5"; null
 * when it is not one (docs/decisions.md, "Montos escritos en Chile"):
 * - a comma is the decimal mark, and dots before it group thousands: "1.250.000,50", "1250000,5";
 * - without a comma, dots in groups of three are thousands ("1.250" is mil doscientos cincuenta),
 *   any other single dot is the decimal mark ("1250000.50", "0.125");
 * - no sign, no spaces inside, digits on both sides of the decimal mark.
 */
export function typedDecimal(typed: string): string | null {
  const text = typed.trim();
  const [whole = '', fraction, extra] = text.split(',');
  if (extra !== undefined) return null;
  if (fraction !== undefined) {
    if (!DIGITS.test(fraction)) return null;
    const units = GROUPED.test(whole) ? whole.replaceAll('.', '') : whole;
    return DIGITS.test(units) ? `${units}.${fraction}` : null;
  }
  if (GROUPED.test(text)) return text.replaceAll('.', '');
  return /^\d+(?:\.\d+)?$/.test(text) ? text : null;
}

/**
 * An amount as typed or sent (text in the Chilean or the dot form, or a JSON number), in cents;
 * null when it is not a non-negative amount of at most 2 decimals. A number is read through its
 * shortest decimal text (JavaScript's own), so 0.1 is 10 cents and 0.005 is refused, whatever its
 * binary value; the text is read as written, so no binary fraction ever comes between.
 */
export function parseCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? numberText(value) : typedDecimal(value);
  const match = text === null ? null : AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A finite number's decimal text without exponent, or null (NaN, infinities, 1e21 and up). */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** A percent as typed on the form ("35,5", "35.5"), 0 to 100 with at most 2 decimals, in hundredths; null otherwise. */
export function parsePercent(value: string | number): BasisPoints | null {
  const hundredths = parseCents(value);
  return hundredths !== null && hundredths <= FULL_PROGRESS ? hundredths : null;
}

/**
 * The API's progress fraction (spec 7: percent/100, so at most 4 decimals), in hundredths of a
 * percent; null when it is outside 0–1 or finer than a hundredth of a percent.
 */
export function parseProgressFraction(value: string | number): BasisPoints | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text === null ? null : /^(\d+)(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * FULL_PROGRESS + Number((match[2] ?? '').padEnd(4, '0'));
  return hundredths <= FULL_PROGRESS ? hundredths : null;
}

export const isCents = (value: unknown): value is Cents =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
export const isBasisPoints = (value: unknown): value is BasisPoints =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= FULL_PROGRESS;

/**
 * Spec 9: a payment status's amount = total requested × percent / 100, rounded to cents half away
 * from zero (docs/decisions.md, "Adicionales: redondeo"): 0.5 cent and more goes up, as Excel's
 * ROUND and a Chilean invoice do. Computed in bigint, so no product is ever inexact. The server's
 * `percentOf` also checks the result stays a safe integer.
 */
export function shareOf(amount: Cents, progress: BasisPoints): number {
  const product = BigInt(amount) * BigInt(progress);
  const whole = BigInt(FULL_PROGRESS);
  const quotient = product / whole;
  const rest = product % whole;
  return Number(rest * 2n >= whole ? quotient + 1n : quotient);
}

/** The API's progress (spec 7: a fraction, percent / 100): 3550 is 0.355. */
export const progressFraction = (progress: BasisPoints): number => progress / FULL_PROGRESS;

/** "1234.50": the amount's exact decimal text, from integers only. */
export function centsText(cents: Cents): string {
  const units = Math.trunc(cents / 100);
  return `${units}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The amount as the API answers it: a JSON number with at most 2 decimals. The number is the
 * double nearest the exact decimal, which JSON writes back as that same decimal (1234.5, 0.07).
 */
export const centsNumber = (cents: Cents): number => Number(centsText(cents));

/** An amount as typed ("1.250.000,50"), as the API's exact number; null when it is not an amount. */
export function amountNumber(typed: string): number | null {
  const cents = parseCents(typed);
  return cents === null ? null : centsNumber(cents);
}

/** es-CL text (spec 9): thousands with a dot, decimals with a comma, always 2 decimals: "1.234.567,89". */
export function centsEsCl(cents: Cents): string {
  const text = centsText(cents);
  const units = text.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${units},${text.slice(-2)}`;
}

/** es-CL text with the currency's code, as the list card shows the current amount: "UF 1.250,00". */
export const moneyEsCl = (currencyId: CurrencyId, cents: Cents): string =>
  `${CURRENCIES[currencyId]} ${centsEsCl(cents)}`;
