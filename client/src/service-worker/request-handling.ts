/**
 * How the service worker answers a request (docs/decisions.md, «La aplicación sin señal»):
 * - `shell`: a page of the app (any SPA address): the network first, the cached index.html when
 *   there is no network, so every screen opens offline;
 * - `precached`: the app's own files (hashed, so never stale): the cache first, then the network;
 * - `network`: left alone, never cached: the API and its files (`/api/…`, the read cache comes
 *   later, in IndexedDB), the live connection, other sites, and anything but GET.
 */
export type RequestHandling = 'shell' | 'precached' | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** Paths the server answers itself, never from a cache. */
const SERVER_PATHS = /^\/(api|ws)(\/|$)/;

export function requestHandling(request: RequestFacts, origin: string): RequestHandling {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || SERVER_PATHS.test(url.pathname)) return 'network';
  return request.mode === 'navigate' ? 'shell' : 'precached';
}

/** What the build tells the worker: its files, and a version that changes with any of them. */
export interface PrecacheManifest {
  version: string;
  urls: readonly string[];
}

export const CACHE_PREFIX = 'faena-app-';
/** The cached page every address of the app falls back to offline. */
export const SHELL_URL = '/index.html';

export const cacheNameOf = (manifest: PrecacheManifest): string => `${CACHE_PREFIX}${manifest.version}`;

/** The caches an earlier deployment's worker left: deleted once this one is active. */
export const staleCaches = (names: readonly string[], current: string): string[] =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
