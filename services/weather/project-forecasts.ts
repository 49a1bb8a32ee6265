import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../platform/clock/clock.port';
import { type ForecastAnswer, forecastDays } from './forecast-days';
import { type ForecastPlace, WEATHER_FORECASTS, type WeatherForecasts } from './weather.port';

/** A forecast changes slowly and the service counts calls: one request per project and hour. */
const CACHE_MS = 60 * 60 * 1000;

/** Why a project's panel shows no forecast; the client says each in Spanish. */
export type ForecastStatus = 'ok' | 'not_configured' | 'no_location' | 'unavailable';

interface ProjectPlace {
  address?: string | null;
  geo?: { latitude?: number | null; longitude?: number | null } | null;
}

/** Coordinates when the project has them (the map picker's), else its address as a city name. */
export function forecastPlace(project: ProjectPlace): ForecastPlace | null {
  const { latitude, longitude } = project.geo ?? {};
  if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude };
  const city = project.address?.trim();
  return city ? { city } : null;
}

/** The dashboard's 5-day forecast per project, kept for an hour per place. */
@Injectable()
export class ProjectForecasts {
  private readonly logger = new Logger('ProjectForecasts');
  private readonly cache = new Map<string, { place: string; until: number; days: ForecastAnswer }>();

  constructor(
    @Inject(WEATHER_FORECASTS) private readonly service: WeatherForecasts | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(projectId: string, project: ProjectPlace): Promise<{ status: ForecastStatus; data: ForecastAnswer | null }> {
    if (!this.service) return { status: 'not_configured', data: null };
    const place = forecastPlace(project);
    if (!place) return { status: 'no_location', data: null };
    const key = JSON.stringify(place);
    const now = this.clock.now().getTime();
    const cached = this.cache.get(projectId);
    if (cached && cached.place === key && cached.until > now) return { status: 'ok', data: cached.days };
    try {
      const days = forecastDays(await this.service.forecast(place));
      this.cache.set(projectId, { place: key, until: now + CACHE_MS, days });
      return { status: 'ok', data: days };
    } catch (error) {
      // Spec: weather errors are only logged; the panel says the forecast is unavailable.
      this.logger.warn(`Forecast for project ${projectId}: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 'unavailable', data: null };
    }
  }
}
