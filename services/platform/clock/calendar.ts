/** Made once: a formatter costs some 20 µs to make, a date some 1 µs to format. */
const CHILE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const CHILE_WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in Chile at a given moment: "today" for the spec's date rules. */
export const chileDate = (at: Date): string => CHILE_DAY.format(at);

/** Midnight UTC of a calendar date: day arithmetic without any time zone. */
const utcDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The calendar date `days` after (or before, when negative) a date. */
export const addDays = (day: string, days: number): string =>
  new Date(utcDay(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The weekday of a date as the reminders number it: 0 lunes to 6 domingo. */
export const weekdayOf = (day: string): number => (new Date(utcDay(day)).getUTCDay() + 6) % 7;

/** The Monday of a date's week (YYYY-MM-DD): Chile's calendar weeks start on Monday. */
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day));

/** How far Chile's wall clock is ahead of UTC at a moment (negative: -3 or -4 hours). */
function chileOffsetMs(at: number): number {
  const parts = Object.fromEntries(CHILE_WALL.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * Chile's wall clock at a moment, as the UTC date that reads the same: what a spreadsheet cell,
 * which has no time zone, holds to show the time Chileans saw ("27-11-2026 13:20").
 */
export const chileWallTime = (at: Date): Date =>
  new Date(Math.floor(at.getTime() / 1000) * 1000 + chileOffsetMs(at.getTime()));

/** A calendar date (YYYY-MM-DD) as a spreadsheet's day: midnight of that date, with no time zone. */
export const sheetDay = (day: string): Date => new Date(utcDay(day));

/**
 * The moment Chile's wall clock reads `hour`:00 on a date. Chile moves its clocks at midnight, so a
 * daytime hour exists once every day, in summer time (UTC-3) and in winter time (UTC-4) alike.
 */
export function chileMoment(day: string, hour: number): Date {
  const wall = utcDay(day) + hour * 60 * 60 * 1000;
  const guess = wall - chileOffsetMs(wall);
  return new Date(wall - chileOffsetMs(guess));
}

/**
 * The first instant of a Chile calendar day. Chile is 3 or 4 hours behind UTC and changes its
 * clocks at midnight (a day may start at 01:00), so a day starts on a whole UTC hour between 02:00
 * and 06:00 of its date.
 */
export function chileDayStart(day: string): Date {
  for (let hours = 2; hours <= 6; hours += 1) {
    const at = new Date(utcDay(day) + hours * 60 * 60 * 1000);
    if (chileDate(at) === day) return at;
  }
  throw new Error(`Not a calendar day: ${day}`);
}

/**
 * The days a command may carry (docs/decisions.md, "Valores en la entrada"): years 1900 to 2200,
 * enough for any obra and any record of one, and within what every date function reads.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2200-12-31';
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar day written YYYY-MM-DD within the range: 2026-02-30 is none (JavaScript would roll it over). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = DAY_TEXT.exec(value);
  if (!parts || value < FIRST_DAY || value > LAST_DAY) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const within = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * A day as an older log may hold it (out of range, or impossible: 2026-12-32, 2027-02-29) brought
 * to the nearest real day in range, each part clamped: 9999-12-31 reads as 2200-12-31, 2026-13-01
 * as 2026-12-01, 2027-02-29 as 2027-02-28. Null for text that is no Y-M-D at all.
 */
export function readableDay(value: string): string | null {
  if (isCalendarDay(value)) return value;
  const parts = /^(\d{1,6})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!parts) return null;
  const year = within(Number(parts[1]), FIRST_YEAR, LAST_YEAR);
  const month = within(Number(parts[2]), 1, 12);
  const day = within(Number(parts[3]), 1, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
