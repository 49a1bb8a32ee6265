import type { WeatherSettings } from '../platform/config/config';
import type { ForecastAnswer } from './forecast-days';
import type { ForecastPlace, WeatherForecasts } from './weather.port';

/** Long enough for a slow answer, short enough that the dashboard does not wait on it. */
const TIMEOUT_MS = 5_000;

/** OpenWeatherMap's 5-day / 3-hour forecast (or a service answering its format), metric, in Spanish. */
export class OpenWeatherForecasts implements WeatherForecasts {
  constructor(private readonly settings: WeatherSettings) {}

  async forecast(place: ForecastPlace): Promise<ForecastAnswer> {
    const query = new URLSearchParams({ units: 'metric', lang: 'es', appid: this.settings.apiKey });
    if ('city' in place) query.set('q', place.city);
    else {
      query.set('lat', String(place.latitude));
      query.set('lon', String(place.longitude));
    }
    const response = await fetch(`${this.settings.apiUrl}/forecast?${query}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`weather service answered ${response.status}`);
    return (await response.json()) as ForecastAnswer;
  }
}
