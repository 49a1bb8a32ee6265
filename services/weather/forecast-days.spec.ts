import { type ForecastEntry, forecastDays } from './forecast-days';
import { forecastPlace } from './project-forecasts';

/** An entry at a Santiago wall-clock time (UTC-3 in November, daylight saving). */
const entry = (santiago: string, max: number, min: number, description = 'cielo claro'): ForecastEntry => ({
  dt: Date.parse(`${santiago}-03:00`) / 1000,
  main: { temp_max: max, temp_min: min },
  weather: [{ main: 'Clear', description }],
});

describe('forecastDays', () => {
  it('groups the 3-hour entries by Santiago day, keeps 5 days, rounds the extremes, and takes the sky nearest midday', () => {
    const list = [
      entry('2026-11-24T21:00:00', 18.4, 11.6, 'nubes'),
      entry('2026-11-24T23:59:00', 16.2, 10.5, 'nubes'),
      ...[1, 2, 3, 4, 5].flatMap((d) => [
        entry(`2026-11-${24 + d}T09:00:00`, 20 + d, 9.5 + d, 'niebla'),
        entry(`2026-11-${24 + d}T12:00:00`, 25.5 + d, 12 + d, `soleado ${d}`),
        entry(`2026-11-${24 + d}T18:00:00`, 23 + d, 14 + d, 'nubes'),
      ]),
    ];
    const { city, list: days } = forecastDays({ city: { name: 'Santiago' }, list });
    expect(city).toEqual({ name: 'Santiago' });
    expect(days).toHaveLength(5);
    expect(days[0]).toEqual({
      dt: list[0]!.dt,
      main: { temp_max: 18, temp_min: 11 },
      weather: [{ main: 'Clear', description: 'nubes' }],
    });
    expect(days[1]).toMatchObject({ main: { temp_max: 27, temp_min: 11 }, weather: [{ description: 'soleado 1' }] });
    expect(days.map((day) => day.weather[0]?.description)).toEqual([
      'nubes',
      'soleado 1',
      'soleado 2',
      'soleado 3',
      'soleado 4',
    ]);
  });
});

describe('forecastPlace', () => {
  it('asks by coordinates when the project has them, else by its address, else not at all', () => {
    expect(forecastPlace({ address: 'Las Condes', geo: { latitude: -33.4, longitude: -70.5 } })).toEqual({
      latitude: -33.4,
      longitude: -70.5,
    });
    expect(forecastPlace({ address: ' Temuco ', geo: null })).toEqual({ city: 'Temuco' });
    expect(forecastPlace({ address: '  ', geo: { latitude: null, longitude: null } })).toBeNull();
  });
});
