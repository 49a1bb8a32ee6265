import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';

/** mapbox-gl (the map of the project form) fetches its styles, fonts, tiles and telemetry from these. */
const MAPBOX_HOSTS = ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com'];

/**
 * The one style element the client makes: @primer/live-region-element hides its screen-reader
 * announcements with it, in a shadow root. Allowed by its hash, so no other style element is.
 */
export const LIVE_REGION_STYLE_HASH = "'sha256-DTxLo/p0U68OvQ0C/ZBm32x0lyr7xl7Dd6LHwBsg7sc='";

/**
 * The Autodesk viewer (v7): its script, styles and the scripts of its extensions and workers come
 * from APS, its fonts from Autodesk's font host, and SVF2 models stream from the derivative CDN
 * (over a WebSocket too). Allowed only where APS is configured: elsewhere nothing loads them.
 */
export const AUTODESK_VIEWER_HOSTS = {
  script: ['https://developer.api.autodesk.com'],
  style: ['https://developer.api.autodesk.com'],
  font: ['https://fonts.autodesk.com'],
  img: ['https://developer.api.autodesk.com', 'https://cdn.derivative.autodesk.com'],
  connect: [
    'https://developer.api.autodesk.com',
    'https://cdn.derivative.autodesk.com',
    'wss://cdn.derivative.autodesk.com',
    'https://fonts.autodesk.com',
  ],
};

/** What the built client needs, and nothing more (docs/decisions.md). */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // The IFC model viewer compiles web-ifc's WebAssembly (served by the app): this allows compiling
  // WebAssembly only, never eval of JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", LIVE_REGION_STYLE_HASH],
  // Style attributes stay allowed: the outbox shows each e-mail (styled by attributes, as e-mail
  // is) in a srcdoc iframe, which inherits this policy, and mapbox-gl's controls set some.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  // 'self' covers the app's own WebSocket (/ws) in CSP 3.
  connectSrc: ["'self'", ...MAPBOX_HOSTS],
  // mapbox-gl starts its workers from blob: URLs; child-src for browsers without worker-src.
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  // The web app manifest (installing the app); the service worker at /sw.js is a 'self' worker.
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The policy of this deployment: the Autodesk viewer's hosts join it only when APS is configured. */
export function contentSecurityPolicy(options: { autodeskViewer: boolean }): Record<string, string[]> {
  if (!options.autodeskViewer) return CONTENT_SECURITY_POLICY;
  const policy = CONTENT_SECURITY_POLICY;
  const hosts = AUTODESK_VIEWER_HOSTS;
  return {
    ...policy,
    scriptSrc: [...policy.scriptSrc, ...hosts.script],
    styleSrc: [...policy.styleSrc, ...hosts.style],
    fontSrc: [...policy.fontSrc, ...hosts.font],
    imgSrc: [...policy.imgSrc, ...hosts.img],
    connectSrc: [...policy.connectSrc, ...hosts.connect],
  };
}

/** Hardening headers on every answer, errors and the built client included. */
export function secureHeaders(app: NestExpressApplication, options: { autodeskViewer: boolean }): void {
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      frameguard: { action: 'deny' },
      // Other sites (mapbox, links in the app) learn the origin only: paths carry ids and reset tokens.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
}
