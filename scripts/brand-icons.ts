import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Draws the app's icons (the installed app's launcher, the manifest's 192, 512 and maskable 512)
 * from the brand mark of client/src/components/brand.tsx: a white «F» on the accent blue. Run it
 * after changing the mark (`npm run build:server && node dist/scripts/brand-icons.js`); the PNGs
 * are committed in client/public/icons.
 */
const ACCENT = '#0969da';
const ICONS_DIR = resolve(__dirname, '../../client/public/icons');

interface Icon {
  file: string;
  size: number;
  /** A maskable icon keeps the mark inside the central 80% circle every platform's mask leaves visible. */
  maskable: boolean;
}

const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

function markPage({ size, maskable }: Icon): string {
  const radius = maskable ? 0 : Math.round(size * 0.18);
  const letter = Math.round(size * (maskable ? 0.42 : 0.62));
  return `<!doctype html><html><body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${ACCENT};display:grid;place-items:center;
      color:#fff;font:600 ${letter}px/1 'DejaVu Sans','Liberation Sans',Arial,sans-serif">F</div></body></html>`;
}

async function main(): Promise<void> {
  mkdirSync(ICONS_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(markPage(icon));
      await page.screenshot({ path: join(ICONS_DIR, icon.file), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
