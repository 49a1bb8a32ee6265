import { cacheNameOf, type PrecacheManifest, requestHandling, SHELL_URL, staleCaches } from './request-handling';

/**
 * The app's service worker, served at /sw.js (client/service-worker-build.mts builds it and writes
 * the build's file list in place of the placeholder below). The client's types are the DOM's, so
 * the few worker types it uses are declared here.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const PRECACHE: PrecacheManifest = JSON.parse('__FAENA_PRECACHE_MANIFEST__');
const CACHE_NAME = cacheNameOf(PRECACHE);

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  // Past the HTTP cache: the static files are cached an hour, and a new version needs its own files.
  await cache.addAll(PRECACHE.urls.map((url) => new Request(url, { cache: 'reload' })));
}

async function dropStaleCaches(): Promise<void> {
  const stale = staleCaches(await caches.keys(), CACHE_NAME);
  await Promise.all(stale.map((name) => caches.delete(name)));
}

async function shellFirstFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME });
    if (shell) return shell;
    throw offline;
  }
}

async function precachedFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE_NAME })) ?? fetch(request);
}

// A new deployment's worker takes over at once (docs/decisions.md): the open pages already hold
// every screen's code, and their next navigation loads the new version.
worker.addEventListener('install', (event) => event.waitUntil(precache().then(() => worker.skipWaiting())));
worker.addEventListener('activate', (event) => event.waitUntil(dropStaleCaches().then(() => worker.clients.claim())));
worker.addEventListener('fetch', (event) => {
  const handling = requestHandling(event.request, worker.location.origin);
  if (handling === 'shell') event.respondWith(shellFirstFromNetwork(event.request));
  else if (handling === 'precached') event.respondWith(precachedFirst(event.request));
});
