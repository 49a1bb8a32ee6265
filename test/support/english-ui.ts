// These functions also run inside the page; the server build (tsconfig.build.json) never sees DOM types.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Page } from 'playwright-core';

/** Common English words of UI libraries that a Spanish screen must never show or read out. */
export const ENGLISH_UI_WORDS = [
  'Close',
  'Loading',
  'Previous',
  'Next',
  'Remove',
  'Search',
  'Cancel',
  'Submit',
  'Select',
  'No results',
] as const;

/** Where an English word was found: the visible text, or an attribute of an element. */
export interface EnglishFinding {
  word: string;
  where: string;
  text: string;
}

/**
 * Scans what a user sees or a screen reader reads on the page as it is now: the rendered text
 * (visually hidden text included), the naming attributes (aria-label, title, placeholder, alt,
 * value of buttons) and the text of whatever aria-labelledby / aria-describedby point at, such
 * as a closed tooltip that names an icon button.
 */
export async function findEnglishUiWords(page: Page): Promise<EnglishFinding[]> {
  return page.evaluate((words) => {
    // A word on its own: 'Cancel' and not 'Cancelar', accents counted as letters.
    const pattern = new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');
    const findings: { word: string; where: string; text: string }[] = [];
    const check = (text: string | null | undefined, where: string) => {
      const match = text ? pattern.exec(text) : null;
      if (match && text) findings.push({ word: match[1] ?? '', where, text: text.trim().slice(0, 120) });
    };
    const describe = (element: Element) => {
      const label = element.getAttribute('data-component') ?? element.className.toString().split(' ')[0] ?? '';
      return `<${element.tagName.toLowerCase()}${label ? ` ${label}` : ''}>`;
    };

    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without scripts, styles and hidden parts.
    for (const line of document.body.innerText.split('\n')) check(line, 'visible text');
    const named = document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt], [aria-description], [aria-roledescription], input[type="button"], input[type="submit"], input[type="reset"]',
    );
    for (const element of named) {
      for (const attribute of [
        'aria-label',
        'title',
        'placeholder',
        'alt',
        'aria-description',
        'aria-roledescription',
      ]) {
        check(element.getAttribute(attribute), `${attribute} of ${describe(element)}`);
      }
      if (element instanceof HTMLInputElement) check(element.value, `value of ${describe(element)}`);
    }
    for (const element of document.querySelectorAll('[aria-labelledby], [aria-describedby]')) {
      for (const attribute of ['aria-labelledby', 'aria-describedby']) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          check(document.getElementById(id)?.textContent, `${attribute} of ${describe(element)}`);
        }
      }
    }
    return findings;
  }, ENGLISH_UI_WORDS);
}

/** Fails, naming each word and where it sits, when the page shows or reads out English UI words. */
export async function expectNoEnglishUiWords(page: Page, screen: string): Promise<void> {
  const findings = await findEnglishUiWords(page);
  if (findings.length === 0) return;
  const list = findings.map((finding) => `  '${finding.word}' in ${finding.where}: «${finding.text}»`).join('\n');
  throw new Error(`${screen}: English UI words on a Spanish screen\n${list}`);
}
