import type { DashboardTotalsDocument } from '../../projections/dashboard/dashboard.projection';
import type { Avance } from '../contracts/dashboard';
import { CURRENCIES, type CurrencyId, centsNumber } from '../contracts/money';
import type { ProjectData } from '../contracts/project';
import { addDays, chileDate } from '../platform/clock/calendar';

/**
 * The 'Avance' card (docs/decisions.md, "Panel de control: cifras"): the contract's days elapsed
 * against its total_days, and how much of the accepted additionals the approved Estados de Pago
 * have paid, per currency.
 */

const DAY_MS = 86_400_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function avance(
  details: Partial<ProjectData['details']> | undefined,
  money: DashboardTotalsDocument['money'],
  now: Date,
): Avance {
  const start = details?.start_date ? details.start_date.slice(0, 10) : null;
  const totalDays = details?.total_days && details.total_days > 0 ? details.total_days : 0;
  const elapsed = start ? Math.max(0, Math.round((Date.parse(chileDate(now)) - Date.parse(start)) / DAY_MS)) : 0;
  return {
    start_date: start,
    end_date: start && totalDays ? addDays(start, totalDays) : null,
    total_days: totalDays,
    elapsed_days: elapsed,
    overdue_days: totalDays ? Math.max(0, elapsed - totalDays) : 0,
    time_percent: start && totalDays ? Math.min(100, oneDecimal((elapsed / totalDays) * 100)) : null,
    payments: [...money]
      .sort((a, b) => a.currency_id - b.currency_id)
      .map(({ currency_id, accepted, paid }) => ({
        currency_id,
        currency: CURRENCIES[currency_id as CurrencyId],
        accepted: centsNumber(accepted),
        paid: centsNumber(paid),
        percent: accepted === 0 ? 0 : oneDecimal((paid / accepted) * 100),
      })),
  };
}
