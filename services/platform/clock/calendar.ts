/** Made once: a formatter costs some 20 µs to make, a date some 1 µs to format. */
const CHILE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Chile at a given moment: "today" for the spec's date rules. */
export const chileDate = (at: Date): string => CHILE_DAY.format(at);

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar date `days` after a YYYY-MM-DD (before, when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The first instant of a Chile calendar day. Chile is 3 or 4 hours behind UTC and changes its
 * clocks at midnight, so a day starts on a whole UTC hour between 03:00 and 05:00 of its date.
 */
export function chileDayStart(day: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  for (let hours = 2; hours <= 6; hours += 1) {
    const at = new Date(midnight + hours * HOUR_MS);
    if (chileDate(at) === day) return at;
  }
  throw new Error(`Not a calendar day: ${day}`);
}
