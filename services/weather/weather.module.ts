import { Module } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/platform.providers';
import { OpenWeatherForecasts } from './open-weather-forecasts';
import { ProjectForecasts } from './project-forecasts';
import { WeatherController } from './weather.controller';
import { WEATHER_FORECASTS } from './weather.port';

/** The dashboard's weather panel: a forecast service when WEATHER_API_KEY is set, none otherwise. */
@Module({
  controllers: [WeatherController],
  providers: [
    ProjectForecasts,
    {
      provide: WEATHER_FORECASTS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.weather ? new OpenWeatherForecasts(config.weather) : null),
    },
  ],
})
export class WeatherModule {}
