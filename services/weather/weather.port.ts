import type { ForecastAnswer } from './forecast-days';

/** Where a project is, for its forecast: its coordinates, or else its address as a city. */
export type ForecastPlace = { latitude: number; longitude: number } | { city: string };

/**
 * A 5-day forecast service (OpenWeatherMap's format); the module provides none without
 * WEATHER_API_KEY. A failure throws (the caller logs it: spec, weather errors are only logged).
 */
export interface WeatherForecasts {
  forecast(place: ForecastPlace): Promise<ForecastAnswer>;
}

export const WEATHER_FORECASTS = Symbol('WeatherForecasts');
