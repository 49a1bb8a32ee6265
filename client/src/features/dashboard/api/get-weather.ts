import useSWR from 'swr';
import { post } from '../../../lib/http';

export const WEATHER_PATH = '/project/getWeather';

export type ForecastStatus = 'ok' | 'not_configured' | 'no_location' | 'unavailable';

export interface ForecastDay {
  dt: number;
  main: { temp_max: number; temp_min: number };
  weather: Array<{ main: string; description: string }>;
}

export interface ProjectWeather {
  status: ForecastStatus;
  data: { city: { name: string }; list: ForecastDay[] } | null;
}

const fetchWeather = ([path, projectId]: readonly [string, string]) =>
  post<ProjectWeather>(path, { project_id: projectId });

/** The project's 5-day forecast (spec 2.8); the server keeps it for an hour, so no refresh here. */
export function useProjectWeather(projectId: string, place: string) {
  // The place is part of the key: a city added in the project form asks again at once.
  const { data, error } = useSWR([WEATHER_PATH, projectId, place] as const, ([path, id]) => fetchWeather([path, id]), {
    revalidateOnFocus: false,
  });
  return { weather: data, error: error as Error | undefined };
}
