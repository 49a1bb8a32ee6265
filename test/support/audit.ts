// runningAnimations runs inside the page; the server build (tsconfig.build.json) never sees DOM types.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './axe';
import { BROWSER_WAIT } from './browser';
import { expectNoEnglishUiWords } from './english-ui';

/**
 * Inside the page: its animations and transitions that run in time and will end, described.
 * Endless ones (spinners) never end, and scroll-driven ones (Primer's overflow checks) follow the
 * scrolling, not the clock: neither counts.
 */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.timeline === document.timeline &&
        animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
    )
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : animation.id;
      const timing = animation.effect?.getComputedTiming();
      return `${name} on <${target?.tagName ?? '?'} class="${target?.className ?? ''}"> (${timing?.localTime} of ${timing?.endTime} ms)`;
    });
}

/**
 * Resolves once no animation or transition runs on the page (a dialog or a toast coming in), so
 * what is measured (colours, positions) is what the user sees. A function, not a string: the
 * app's Content-Security-Policy refuses eval while the wait polls.
 */
export async function animationsDone(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.timeline !== document.timeline ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      BROWSER_WAIT,
    );
  } catch (error) {
    const still = await page.evaluate(runningAnimations).catch(() => []);
    throw new Error(`Animations still running: ${still.join('; ')}`, { cause: error });
  }
}

/** Axe and the English-words check on the page as the user sees it, once animations (dialogs, toasts) have finished. */
export async function audit(page: Page, screen: string): Promise<void> {
  await animationsDone(page);
  await expectNoSeriousViolations(page, screen);
  await expectNoEnglishUiWords(page, screen);
}
