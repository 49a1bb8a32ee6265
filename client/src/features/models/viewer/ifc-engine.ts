import { IfcAPI } from 'web-ifc';
// The WebAssembly ships with the client build and is served by the app itself, never from a CDN.
import wasmUrl from 'web-ifc/web-ifc.wasm?url';

let engine: Promise<IfcAPI> | null = null;

/**
 * The one web-ifc instance of the page, started on first use. Single-threaded: the threaded build
 * needs cross-origin isolation (COOP/COEP), which the app does not ask of the browser.
 */
export function ifcEngine(): Promise<IfcAPI> {
  engine ??= (async () => {
    const api = new IfcAPI();
    await api.Init(() => wasmUrl, true);
    return api;
  })().catch((error: unknown) => {
    engine = null; // a later viewer tries again
    throw error;
  });
  return engine;
}
