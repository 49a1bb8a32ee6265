import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, headless; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** How long a browser test waits for something to appear. */
export const BROWSER_WAIT = { timeout: 15_000 };

/** A tab at 1280×800 in Spanish (Chile), past the one-time update notice. */
export async function newTab(browser: Browser, options: BrowserContextOptions = {}): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL', ...options });
  await context.addInitScript('localStorage.setItem("faena.update-notice", "1")');
  const page = await context.newPage();
  page.setDefaultTimeout(BROWSER_WAIT.timeout);
  return [context, page];
}

/** A new tab signed in through the login form as a demo user, on the dashboard. */
export async function signedInTab(
  browser: Browser,
  appUrl: string,
  email: string,
  options: BrowserContextOptions = {},
): Promise<[BrowserContext, Page]> {
  const [context, page] = await newTab(browser, options);
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Contraseña/).fill('faena1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(BROWSER_WAIT);
  return [context, page];
}
