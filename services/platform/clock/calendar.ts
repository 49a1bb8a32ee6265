/** The calendar date (YYYY-MM-DD) in Chile at a given moment: "today" for the spec's date rules. */
export const chileDate = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
