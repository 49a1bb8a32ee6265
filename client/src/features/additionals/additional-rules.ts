import type {
  AdditionalResponseStatus,
  AdditionalStatus,
  AdditionalTypeId,
  PaymentStatusStatus,
} from '../../../../services/contracts/additional-answers';
import { type CurrencyId, centsEsCl, parseCents, parsePercent, shareOf } from '../../../../services/contracts/money';
import { formatAmount, formatPercent } from '../../lib/format';

/** Rules of the Adicionales screen (spec 2 to 5 and 9 of additionals-models-uploads). */

/**
 * Spec 2, 'Listing tab states are 1 to 4': 1 creation, 2 listing, 3 informative table, 4 possible
 * list. 5 (statistics) and 6 (a new possible additional) are ours, for the drawer's `?list=`.
 */
export type AdditionalsTab = 2 | 3 | 4 | 5;
export const CREATE_ADDITIONAL = 1;
export const CREATE_POSSIBLE = 6;

export const TYPE_NAMES: Record<AdditionalTypeId, string> = {
  1: 'Obra Extraordinaria',
  2: 'Aumento de Obra',
  3: 'Disminución de Obra',
};
export const TYPE_OPTIONS = ([1, 2, 3] as const).map((id) => ({ id, name: TYPE_NAMES[id] }));

export const STATUS_NAMES: Record<AdditionalStatus, string> = {
  1: 'Vigente',
  2: 'Aceptado',
  3: 'Solicita Anular',
  4: 'Cancelado',
};
export const STATUS_OPTIONS = ([1, 2, 3, 4] as const).map((id) => ({ id, name: STATUS_NAMES[id] }));
/** Spec 2: the Estado filter starts with all four chosen. */
export const ALL_STATUSES: readonly AdditionalStatus[] = [1, 2, 3, 4];
/** Spec 2: the Responsable filter sends response_status (2 Constructora, 1 ITO). */
export const RESPONSIBLE_OPTIONS: ReadonlyArray<{ id: AdditionalResponseStatus; name: string }> = [
  { id: 2, name: 'Constructora' },
  { id: 1, name: 'ITO' },
];

export const CURRENCY_CODES: Record<CurrencyId, 'CLP' | 'UF'> = { 1: 'CLP', 2: 'UF' };
/** Spec 3: a revision form without a previous revision or project currency takes UF (id 2). */
export const DEFAULT_CURRENCY: CurrencyId = 2;
export const isCurrencyId = (value: number): value is CurrencyId => value === 1 || value === 2;

/** Spec 4: statuses 2 and 4 end an additional and take no response. */
export const isFinished = (status: AdditionalStatus) => status === 2 || status === 4;

/** Spec 3: who must respond, by side. */
export const RESPONDER_NAMES: Record<AdditionalResponseStatus, string> = { 1: 'ITO', 2: 'Jefe OT' };

/** "UF 1.250,00": the list card's current amount (spec 2), by the currency's id or code. */
export const formatMoney = (amount: number, currency: CurrencyId | 'CLP' | 'UF') =>
  formatAmount(amount, typeof currency === 'number' ? CURRENCY_CODES[currency] : currency);

/** A progress fraction as a percent, es-CL: 0.355 → "35,5 %". */
export const formatProgress = (fraction: number) => formatPercent(Math.round(fraction * 10_000) / 100);

/** The exact sum of typed amounts as the API's decimal text, or null when one is not an amount. */
export function typedTotal(amounts: readonly string[]): string | null {
  let sum = 0;
  for (const amount of amounts) {
    const cents = parseCents(amount.trim() === '' ? '0' : amount);
    if (cents === null) return null;
    sum += cents;
  }
  return centsEsCl(sum);
}

/**
 * Spec 9: the amount of a payment status is total requested × percent / 100, rounded to cents (the
 * server's rule, money.ts percentOf). Answers the es-CL text the amount field takes ("355,00"), or '' while
 * the percent is not valid.
 */
export function amountForPercent(base: number, percentText: string): string {
  const baseCents = parseCents(base);
  const progress = parsePercent(percentText);
  if (baseCents === null || progress === null) return '';
  const cents = shareOf(baseCents, progress);
  return centsEsCl(cents);
}

export const PAYMENT_STATUS_NAMES: Record<PaymentStatusStatus, string> = {
  1: 'Solicitado',
  2: 'Observado',
  3: 'Aprobado',
};
/** Spec 4: a payment status of status 3 is shown as normal, 1 and 2 as medium. */
export const paymentStatusVariant = (status: PaymentStatusStatus) => (status === 3 ? 'success' : 'attention');

/** Spec 5: % Avance, 0 to 100 with up to 2 decimals. */
export const isPercent = (text: string) => parsePercent(text) !== null;
/** Spec 3 and 5: an amount as typed, in the Chilean or the dot form, with at most 2 decimals. */
export const isAmount = (text: string) => parseCents(text) !== null;
