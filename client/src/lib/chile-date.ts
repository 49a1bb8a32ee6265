/** The server's calendar is Chile's: "today" there, whatever the browser's time zone. */
const chileDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Chile as YYYY-MM-DD, the format of date inputs and of the API. */
export const chileToday = (now: Date = new Date()): string => chileDay.format(now);
