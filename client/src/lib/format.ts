const longDate = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "lunes, 23 de noviembre de 2025" */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

// Numbers, amounts and waiting times are written by the server's and the client's one formatter.
export {
  formatAmount,
  formatAmountNumber,
  formatCount,
  formatFixed,
  formatNumber,
  formatPercent,
  formatSize,
  formatWaiting,
} from '../../../services/contracts/number-format';
