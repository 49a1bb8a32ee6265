import { typedDecimal } from '../../../services/contracts/money';

/** How far one press of a stepper moves a value. */
export type StepRule = number | ((value: number) => number);

/**
 * Money moves by the place of its third significant digit: 1.500.000,50 by 10.000, 285.400 by
 * 1.000, 950 by 10, and never by less than 1. A press changes the amount by about 1 % whatever its
 * currency (UF or pesos) and leaves the digits below that place (the cents included) as typed.
 */
export const magnitudeStep = (value: number): number => (value < 100 ? 1 : 10 ** (Math.floor(Math.log10(value)) - 2));

/** Whether the typed text groups its thousands with dots ("1.250.000,50", "1.250"). */
function groupsThousands(text: string, read: string): boolean {
  const [whole = ''] = text.trim().split(',');
  // A dot that survives the reading is the decimal mark; one that did not was a thousands dot.
  return whole.includes('.') && read !== whole;
}

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * `text` moved one step up (`direction` 1) or down (-1), never below 0 (spec 5). The text is read
 * as a Chilean or a dot-form decimal (contracts/money.ts `typedDecimal`); the decimals the user
 * typed, up to `decimals`, their mark and the thousands dots are kept: "1500000.50" up is
 * "1510000.50", "1.500.000,50" up is "1.510.000,50". Text that is no number counts as 0.
 */
export function steppedNumber(text: string, direction: 1 | -1, decimals: number, rule: StepRule): string {
  const read = typedDecimal(text);
  const [whole = '', fraction = ''] = read?.split('.') ?? [];
  const kept = Math.min(fraction.length, decimals);
  const scale = 10 ** decimals;
  // Whole units of 10^-decimals, so no binary fraction creeps in.
  const units = read
    ? Number(whole || '0') * scale + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
    : 0;
  const step = typeof rule === 'number' ? rule : rule(units / scale);
  const next = Math.max(0, units + direction * Math.round(step * scale));
  const thousands = read !== null && groupsThousands(text, read);
  const nextWhole = thousands ? grouped(Math.floor(next / scale)) : String(Math.floor(next / scale));
  const nextFraction = String(next % scale)
    .padStart(decimals, '0')
    .slice(0, kept);
  const mark = text.includes(',') || thousands ? ',' : '.';
  return kept > 0 ? `${nextWhole}${mark}${nextFraction}` : nextWhole;
}
