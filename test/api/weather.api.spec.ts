import { FixedClock } from '../../services/platform/clock/clock.port';
import { projectForm } from '../support/fixtures';
import { startForecastServer } from '../support/forecast-server';
import { startTestServer, type TestServer } from '../support/test-server';

const PROJECT = 'demo-aromos';
type Weather = { status: string; data: { city: { name: string }; list: Array<Record<string, unknown>> } | null };

describe('weather API (/project/getWeather)', () => {
  const clock = new FixedClock(new Date('2026-11-24T12:00:00Z'));
  let forecasts: Awaited<ReturnType<typeof startForecastServer>>;
  let server: TestServer;
  let jefe: string;
  beforeAll(async () => {
    forecasts = await startForecastServer(clock.now());
    server = await startTestServer({
      clock,
      env: { WEATHER_API_URL: forecasts.url, WEATHER_API_KEY: 'clave-clima' },
    });
    ({ jefe } = await server.demoTokens());
  });
  afterAll(async () => {
    await server.close();
    await forecasts.close();
  });
  const weather = async (projectId = PROJECT) => {
    const answer = await server.call('/project/getWeather', { project_id: projectId }, jefe);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Weather;
  };

  it('answers 5 days by the project coordinates, metric and in Spanish, rounded', async () => {
    const { status, data } = await weather();
    expect(status).toBe('ok');
    expect(data?.city).toEqual({ name: 'Las Condes' });
    expect(data?.list).toHaveLength(5);
    for (const day of data?.list ?? []) {
      const { temp_max, temp_min } = (day as { main: { temp_max: number; temp_min: number } }).main;
      expect(Number.isInteger(temp_max) && Number.isInteger(temp_min)).toBe(true);
      expect(temp_max).toBeGreaterThan(temp_min);
    }
    const asked = forecasts.requests.at(-1)!;
    expect(Object.fromEntries(asked)).toMatchObject({ units: 'metric', lang: 'es', appid: 'clave-clima' });
    expect(Number(asked.get('lat'))).toBeCloseTo(-33.4569, 3);
    expect(asked.has('q')).toBe(false);
  });

  it('asks the service once an hour per project', async () => {
    const before = forecasts.requests.length;
    await weather();
    await weather();
    expect(forecasts.requests.length).toBe(before);
    clock.advance(61 * 60 * 1000);
    await weather();
    expect(forecasts.requests.length).toBe(before + 1);
  });

  it('asks by the address as a city when the project has no coordinates', async () => {
    const form = projectForm({ name: 'Obra en Temuco', address: 'Temuco' });
    delete form.latitude;
    delete form.longitude;
    const created = await server.form('/project/create', form, jefe);
    expect(created.status).toBe(200);
    const projectId = (created.body.project as { id: string }).id;
    expect((await weather(projectId)).status).toBe('ok');
    expect(forecasts.requests.at(-1)?.get('q')).toBe('Temuco');
  });

  it('keeps the project private: an outsider gets 404, and the call needs a session', async () => {
    expect((await server.call('/project/getWeather', { project_id: 'otro-proyecto' }, jefe)).status).toBe(404);
    expect((await server.call('/project/getWeather', { project_id: PROJECT })).status).toBe(401);
    expect((await server.call('/project/getWeather', {}, jefe)).body).toMatchObject({ code: 400 });
  });
});

describe('weather API without a service, or with a failing one', () => {
  it('says the forecast is not configured without WEATHER_API_KEY', async () => {
    const server = await startTestServer();
    try {
      const { jefe } = await server.demoTokens();
      const answer = await server.call('/project/getWeather', { project_id: PROJECT }, jefe);
      expect(answer.body).toEqual({ code: 200, status: 'not_configured', data: null });
    } finally {
      await server.close();
    }
  });

  it('says the forecast is unavailable when the service refuses, and does not keep the failure', async () => {
    const forecasts = await startForecastServer(new Date());
    const server = await startTestServer({ env: { WEATHER_API_URL: forecasts.url, WEATHER_API_KEY: 'otra-clave' } });
    try {
      const { jefe } = await server.demoTokens();
      for (const _ of [1, 2]) {
        const answer = await server.call('/project/getWeather', { project_id: PROJECT }, jefe);
        expect(answer.body).toEqual({ code: 200, status: 'unavailable', data: null });
      }
      expect(forecasts.requests).toHaveLength(2);
    } finally {
      await server.close();
      await forecasts.close();
    }
  });
});
