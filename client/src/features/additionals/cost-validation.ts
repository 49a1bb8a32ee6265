import type { CurrencyId } from '../../../../services/contracts/money';
import { MONEY_MESSAGES } from '../../../../services/contracts/money';
import { REQUIRED } from '../../lib/item-rules';
import type { FieldErrors } from '../../lib/use-form';
import { isAmount } from './additional-rules';

/** A form's cost fields (creation and revision forms, spec 3). */
export interface CostValues {
  currencyId: CurrencyId | 0;
  directCost: string;
  generalExpenses: string;
  utility: string;
}

export const COST_FIELDS = ['directCost', 'generalExpenses', 'utility'] as const;

/** Spec 5: an amount is required and has at most 2 decimals (XXXXXX.XX); a currency is required. */
export const amountError = (text: string): string | undefined => {
  if (text.trim() === '') return REQUIRED;
  return isAmount(text) ? undefined : MONEY_MESSAGES.amount;
};

export function costErrors<Values extends CostValues>(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<CostValues> = {};
  if (values.currencyId === 0) errors.currencyId = REQUIRED;
  for (const field of COST_FIELDS) {
    const error = amountError(values[field]);
    if (error) errors[field] = error;
  }
  return errors as FieldErrors<Values>;
}
