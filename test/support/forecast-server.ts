import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ForecastAnswer } from '../../services/weather/forecast-days';

/**
 * A local stand-in for OpenWeatherMap's 5-day / 3-hour forecast: 40 entries from `from`, each day
 * a little warmer, the query of every request kept so tests can see what was asked and how often.
 */
export async function startForecastServer(from: Date) {
  const requests: URLSearchParams[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.searchParams);
    if (url.pathname !== '/forecast' || url.searchParams.get('appid') !== 'clave-clima') {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"cod":401}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(forecast(from)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SKIES = [
  { main: 'Clear', description: 'cielo claro' },
  { main: 'Clouds', description: 'nubes dispersas' },
  { main: 'Rain', description: 'lluvia ligera' },
];

function forecast(from: Date): ForecastAnswer {
  const start = Math.floor(from.getTime() / 1000);
  const list = Array.from({ length: 40 }, (_, i) => {
    const day = Math.floor(i / 8);
    return {
      dt: start + i * 3 * 3600,
      main: { temp_max: 20.4 + day + (i % 8) * 0.5, temp_min: 8.6 + day + (i % 8) * 0.25 },
      weather: [SKIES[day % SKIES.length]!],
    };
  });
  return { city: { name: 'Las Condes' }, list };
}
