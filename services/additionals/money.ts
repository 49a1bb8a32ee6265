/**
 * Exact money for Adicionales and Estados de Pago (spec 5 and 9): amounts have at most 2 decimals
 * and are held as integer cents, never as binary fractions, so sums over any number of revisions
 * are exact. Cents are plain safe integers, not bigint: they go into events and JSON as they are,
 * and 2^53 cents (90 billion billion pesos / 100) is beyond any project. Every operation checks it
 * stays a safe integer; the one product that can outgrow that range (cents × hundredths of a
 * percent) is computed in bigint.
 */

import { type BasisPoints, type Cents, MONEY_MESSAGES, shareOf } from '../contracts/money';
import { invalidValue } from '../platform/domain-error';

const checked = (cents: number): Cents => {
  if (!Number.isSafeInteger(cents)) throw invalidValue('money.too_large', MONEY_MESSAGES.tooLarge, 'amount');
  return cents;
};

/** The exact sum of amounts in cents. */
export const addCents = (...amounts: readonly Cents[]): Cents =>
  amounts.reduce((sum, amount) => checked(sum + amount), 0);

/** Spec 5: total requested = direct cost + general expenses + utility. */
export const totalRequested = (costs: { directCost: Cents; generalExpenses: Cents; utility: Cents }): Cents =>
  addCents(costs.directCost, costs.generalExpenses, costs.utility);

/** Spec 9: a payment status's amount (contracts/money.ts `shareOf`), within the safe range. */
export const percentOf = (amount: Cents, progress: BasisPoints): Cents => checked(shareOf(amount, progress));

/**
 * An amount shared in proportion to weights (an Estado de Pago over several additionals, by each
 * one's total requested): each part rounded to cents as `percentOf` rounds, the last taking what
 * is left, so the parts always sum to the amount exactly. Without any weight the last takes all.
 */
export function splitCents(amount: Cents, weights: readonly Cents[]): Cents[] {
  const whole = BigInt(addCents(...weights));
  let given = 0;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return amount - given;
    if (whole === 0n) return 0;
    const product = BigInt(amount) * BigInt(weight);
    const rounded = (product % whole) * 2n >= whole ? product / whole + 1n : product / whole;
    const part = Math.min(Number(rounded), amount - given);
    given += part;
    return part;
  });
}
