import { cacheNameOf, requestHandling, staleCaches } from '../../client/src/service-worker/request-handling';

const ORIGIN = 'https://faena.example';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('what the service worker answers, and from where', () => {
  it('opens any address of the app from the network, or the cached shell offline', () => {
    expect(requestHandling(get('/consultas?task=abc', 'navigate'), ORIGIN)).toBe('shell');
    expect(requestHandling(get('/', 'navigate'), ORIGIN)).toBe('shell');
  });

  it("serves the app's own files from the precache first", () => {
    expect(requestHandling(get('/assets/tasks-page-NY6YmTr4.js', 'cors'), ORIGIN)).toBe('precached');
    expect(requestHandling(get('/manifest.webmanifest'), ORIGIN)).toBe('precached');
  });

  it('never answers the API, its files, the live connection, other sites or a write from a cache', () => {
    expect(requestHandling(get('/api/project/getProjectsByUser', 'cors'), ORIGIN)).toBe('network');
    expect(requestHandling(get('/api/files/projects/p1/plan.pdf'), ORIGIN)).toBe('network');
    expect(requestHandling(get('/api/files/projects/p1/plan.pdf', 'navigate'), ORIGIN)).toBe('network');
    expect(requestHandling(get('/api'), ORIGIN)).toBe('network');
    expect(requestHandling(get('/ws'), ORIGIN)).toBe('network');
    expect(requestHandling({ ...get('/consultas', 'navigate'), method: 'POST' }, ORIGIN)).toBe('network');
    expect(requestHandling({ method: 'GET', url: 'https://api.mapbox.com/styles', mode: 'cors' }, ORIGIN)).toBe(
      'network',
    );
  });

  it('keeps an address that only starts like the API an address of the app', () => {
    expect(requestHandling(get('/apis-del-proyecto', 'navigate'), ORIGIN)).toBe('shell');
  });

  it("drops an earlier deployment's caches, never this one's nor other caches", () => {
    const current = cacheNameOf({ version: 'b2', urls: [] });
    expect(current).toBe('faena-app-b2');
    expect(staleCaches(['faena-app-a1', current, 'other-cache'], current)).toEqual(['faena-app-a1']);
  });
});
