import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** What axe-core reports as serious or critical inside `selector`, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated rather than added as a script tag: the app's content security policy refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(`axe.run(${JSON.stringify(selector)}).then((result) => result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => violation.id + ': ' + node.target.join(' '))))`);
}
