import type { Browser } from 'playwright-core';
import { DomainError } from '../platform/domain-error';

/** Turns a self-contained HTML page into a PDF. */
export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

export const PDF_RENDERER = Symbol('PdfRenderer');

/** A server without Chromium makes no PDF: said plainly, not as a failure. */
export const pdfUnavailable = () =>
  new DomainError('pdf.unavailable', 'La descarga en PDF no está disponible en este servidor.', 503);

/**
 * The system's Chromium, started at the first PDF and kept for the next ones. The page runs no
 * script and loads nothing: everything it shows (images too) is inside the HTML.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string) {}

  async render(html: string): Promise<Buffer> {
    const browser = await this.started();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
      );
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
      });
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private started(): Promise<Browser> {
    // Loaded at the first PDF, not at every start of the server (about 0.5 s of it).
    this.browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: this.executablePath,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
        }),
      )
      .catch((error: unknown) => {
        this.browser = null;
        throw error;
      });
    return this.browser;
  }
}
