/**
 * Calendar days and times as the spec shows them (es-CL): days DD-MM-YYYY, times DD-MM-YYYY HH:mm,
 * whatever the browser's locale. The API speaks YYYY-MM-DD. The server's calendar is Chile's.
 */
const CHILE = 'America/Santiago';

const chileDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHILE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Chile as YYYY-MM-DD, the format of the API. */
export const chileToday = (now: Date = new Date()): string => chileDay.format(now);

const API_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-11-23" → "23-11-2025"; anything else is shown as it came. */
export function formatDay(value: string): string {
  const match = API_DAY.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** An instant from the API as the day it was in Chile: "23-11-2025". */
export const formatInstantDay = (iso: string): string => formatDay(chileToday(new Date(iso)));

const pad = (value: number) => String(value).padStart(2, '0');

/** The day as the API writes it, when it exists in the calendar. */
function apiDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1000 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

// Day, month and a four-digit year, with '-', '/' or '.' between them, or the eight digits together.
const TYPED_DAY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/** A day as a user types it ("23-11-2025", "23/11/2025", "1-2-2026", "23112025") as YYYY-MM-DD, or null. */
export function parseDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim()) ?? TYPED_DIGITS.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return apiDay(Number(year), Number(month), Number(day));
}

/** The API day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The weeks of a month (1–12), Monday first, as YYYY-MM-DD; the days of other months are null. */
export function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay counts from Sunday; the Chilean week starts on Monday.
  const blanks = (first.getUTCDay() + 6) % 7;
  const cells = [
    ...Array<null>(blanks).fill(null),
    ...Array.from({ length }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`),
  ];
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  }
  return weeks;
}

const chileTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHILE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant from the API ("2025-11-23T14:05:00.000Z") as "23-11-2025 11:05", Chile's time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = chileTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Spec 9: an approval's time as DD/MM/YYYY HH:mm, Chile's time. */
export const formatSlashDateTime = (iso: string): string => formatDateTime(iso).replace(/^(\d+)-(\d+)-/, '$1/$2/');

/** The wall clock in Chile at an instant, written as if it were UTC (for offsets). */
function chileWall(instant: number): number {
  const parts = chileTime.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

const TYPED_TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * A day (YYYY-MM-DD) and a time typed as HH:mm, in Chile, as the instant they name; null when the
 * time is none. Chile's offset is found at that very moment (it changes twice a year).
 */
export function chileInstant(day: string, time: string): Date | null {
  const match = TYPED_TIME.exec(time.trim());
  if (!API_DAY.test(day) || !match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  const wall = Date.parse(`${day}T${pad(hours)}:${pad(minutes)}:00Z`);
  const offset = (instant: number) => chileWall(instant) - instant;
  // A first guess with the offset of the wall time read as UTC, then the offset at that guess.
  return new Date(wall - offset(wall - offset(wall)));
}
