import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** A PNG's width and height from its header (IHDR), or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the app on site without signal (issue 32)', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function signedIn(email = 'jefe.ot@faena.cl'): Promise<Page> {
    const [context, page] = await signedInTab(browser, server.url, email);
    contexts.push(context);
    return page;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('is installable: the page links a Spanish manifest whose icons are real PNGs of their sizes', async () => {
    const page = await signedIn();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(`${server.url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Faena — Obras',
      short_name: 'Faena',
      lang: 'es-CL',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const expected of [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ]) {
      const icon = manifest.icons.find((entry) => entry.sizes === expected.sizes && entry.purpose === expected.purpose);
      expect(icon).toMatchObject({ type: 'image/png' });
      const image = await fetch(`${server.url}${icon?.src}`);
      expect(image.status).toBe(200);
      const [width, height] = expected.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width, height });
    }
    // The policy lets the browser read it: no console report of a refused manifest.
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    await page.getByTestId('sidebar').waitFor(BROWSER_WAIT);
  });
});
