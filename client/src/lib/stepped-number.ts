/** How far one press of a stepper moves a value. */
export type StepRule = number | ((value: number) => number);

/**
 * Money moves by the place of its third significant digit: 1.500.000,50 by 10.000, 285.400 by
 * 1.000, 950 by 10, and never by less than 1. A press changes the amount by about 1 % whatever its
 * currency (UF or pesos) and leaves the digits below that place (the cents included) as typed.
 */
export const magnitudeStep = (value: number): number => (value < 100 ? 1 : 10 ** (Math.floor(Math.log10(value)) - 2));

const TYPED = /^(\d*)(?:([.,])(\d*))?$/;

/**
 * `text` moved one step up (`direction` 1) or down (-1), never below 0 (spec 5). The decimals the
 * user typed, up to `decimals`, and their separator are kept: "1500000.50" up is "1510000.50".
 * Text that is no number counts as 0.
 */
export function steppedNumber(text: string, direction: 1 | -1, decimals: number, rule: StepRule): string {
  const match = TYPED.exec(text.trim());
  const [, whole = '', separator = '.', fraction = ''] = match ?? [];
  const kept = Math.min(fraction.length, decimals);
  const scale = 10 ** decimals;
  // Whole units of 10^-decimals, so no binary fraction creeps in.
  const units = match
    ? Number(whole || '0') * scale + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
    : 0;
  const step = typeof rule === 'number' ? rule : rule(units / scale);
  const next = Math.max(0, units + direction * Math.round(step * scale));
  const nextWhole = Math.floor(next / scale);
  const nextFraction = String(next % scale)
    .padStart(decimals, '0')
    .slice(0, kept);
  return kept > 0 ? `${nextWhole}${separator}${nextFraction}` : String(nextWhole);
}
