/** One 3-hour entry of an OpenWeatherMap-compatible 5-day forecast (spec section 3, weather). */
export interface ForecastEntry {
  dt: number;
  main: { temp_max: number; temp_min: number };
  weather: Array<{ main: string; description: string }>;
}

/** What the service answers: the place's name and its entries, oldest first. */
export interface ForecastAnswer {
  city: { name: string };
  list: ForecastEntry[];
}

/** The days are Chile's: an entry belongs to the day it falls on in Santiago. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' });
const HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Santiago', hour: '2-digit', hourCycle: 'h23' });
const DAYS_SHOWN = 5;

/**
 * Spec: the first 5 days, with rounded maximum and minimum temperatures. Each day keeps the
 * extremes of its entries and the sky of the entry nearest midday; its `dt` is that entry's.
 */
export function forecastDays(answer: ForecastAnswer): ForecastAnswer {
  const days = new Map<string, ForecastEntry[]>();
  for (const entry of answer.list) {
    const day = DAY.format(new Date(entry.dt * 1000));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  const list = [...days.values()].slice(0, DAYS_SHOWN).map((entries) => {
    const midday = entries.reduce((best, entry) => (distanceToNoon(entry) < distanceToNoon(best) ? entry : best));
    return {
      dt: midday.dt,
      main: {
        temp_max: Math.round(Math.max(...entries.map((entry) => entry.main.temp_max))),
        temp_min: Math.round(Math.min(...entries.map((entry) => entry.main.temp_min))),
      },
      weather: midday.weather.slice(0, 1).map(({ main, description }) => ({ main, description })),
    };
  });
  return { city: { name: answer.city.name }, list };
}

const distanceToNoon = (entry: ForecastEntry) => Math.abs(Number(HOUR.format(new Date(entry.dt * 1000))) - 12);
