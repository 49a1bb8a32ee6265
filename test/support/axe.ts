// These functions also run inside the page; the server build (tsconfig.build.json) never sees DOM types.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/** What a person using assistive technology cannot get past: the impacts the app must not have. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** One blocking rule broken on a page, with the elements that break it. */
export interface AxeViolation {
  rule: string;
  impact: ImpactValue;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core (the npm package, injected from node_modules) on the page as it is now and
 * answers its serious and critical violations. The e-mail preview's sandboxed iframe is left out:
 * it holds the mail as a mail client shows it, not the app.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource());
  const results: AxeResults = await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    // Colours are judged as they settle, not halfway through a dialog's fade or a button's
    // transition (a constructed sheet: the Content-Security-Policy refuses a <style>).
    const settled = new CSSStyleSheet();
    settled.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, settled];
    await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    try {
      return await axe.run(document, { resultTypes: ['violations'], iframes: false });
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== settled);
    }
  });
  return results.violations.filter(isBlocking).map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'serious',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
}

let source: string | undefined;
const axeSource = () => {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
};

const isBlocking = (violation: Result) => violation.impact != null && BLOCKING.includes(violation.impact);

/** The violations as a failure message a developer can act on: rule, help, then each element. */
export function formatViolations(screen: string, violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return `${screen}: no serious or critical accessibility violations`;
  const lines = violations.flatMap((violation) => [
    `${violation.rule} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map((node) => `    ${node.target}\n      ${node.summary}`),
  ]);
  return `${screen}: ${violations.length} serious or critical accessibility violation(s)\n  ${lines.join('\n  ')}`;
}

/** Fails with the readable list when the page has any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(formatViolations(screen, violations));
}
