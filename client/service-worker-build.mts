import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

const WORKER_FILE = 'sw.js';
const PLACEHOLDER = '__FAENA_PRECACHE_MANIFEST__';

/**
 * Never precached: the engines only a screen used online needs (the IFC viewer's three and
 * web-ifc with its WebAssembly, the map picker's mapbox, the RDI graphs' Plotly), several MB a
 * phone would download on its first visit for nothing (docs/decisions.md); source maps.
 */
const ONLINE_ONLY = /^assets\/(three|web-ifc|mapbox|plotly)-|\.wasm$|\.map$/;

/** Every file under `dir`, as paths relative to it with '/' separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * Builds the service worker at /sw.js with the build's file list: index.html, every JS and CSS
 * chunk (lazily loaded screens included) and the public files, but the online-only engines. The
 * list's hash is the worker's version, so each build with any file changed installs a new worker.
 */
export function serviceWorker(options: { entry: string; publicDir: string }): Plugin {
  return {
    name: 'faena-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: options.entry, fileName: WORKER_FILE });
    },
    generateBundle(_output, bundle) {
      const built = Object.keys(bundle).filter((file) => file !== WORKER_FILE && file !== 'index.html');
      const publicFiles = filesUnder(options.publicDir);
      const files = [...built, ...publicFiles].filter((file) => !ONLINE_ONLY.test(file)).sort();
      const version = createHash('sha256');
      for (const file of built) version.update(file);
      for (const file of publicFiles) version.update(file).update(readFileSync(join(options.publicDir, file)));
      const manifest = {
        version: version.digest('hex').slice(0, 16),
        urls: ['/index.html', ...files.map((f) => `/${f}`)],
      };
      const worker = bundle[WORKER_FILE];
      if (worker?.type !== 'chunk' || !worker.code.includes(PLACEHOLDER)) {
        this.error(`${WORKER_FILE} has no precache placeholder to fill`);
      }
      // Written inside a string literal: escaped as JSON text.
      worker.code = worker.code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(manifest)).slice(1, -1));
    },
  };
}
