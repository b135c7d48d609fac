import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { finishAnimations, runUntilSettled } from './widget-helpers';

/**
 * Checks a page opened on a paused clock (`installPausedClock`) with axe, once it has settled: every animation
 * is run to its end first, since a label read halfway through fading in has the contrast of that moment's
 * opacity: the script-driven ones on the clock, the CSS transitions (which run in real time) finished at once.
 * Axe runs its checks on timers, so the clock then goes on, with nothing left to move.
 */
export async function expectSettledPageAccessible(
  page: Page,
  except: ReadonlySet<string> = new Set(),
): Promise<void> {
  await runUntilSettled(page);
  await page.clock.resume();
  await finishAnimations(page);
  await expectNoSeriousViolations(page, except);
}

/**
 * Text in the theme's own body colour: Limitless prints its text #888888 (style.css `body`), 3.5:1 on white and
 * 4.5:1 on its footer's #222, which axe rightly finds too light; a site's colour settings (the theme's styler)
 * replace it. That is the theme's palette, not something the bundle does, so it is left out, and only that colour.
 */
const THEME_TEXT = '#888888';

function inThemeText(node: { any: ReadonlyArray<{ data?: unknown }> }): boolean {
  return node.any.some((check) => (check.data as { fgColor?: string } | null)?.fgColor === THEME_TEXT);
}

/** Every serious or critical violation axe finds on the page as it is now, one `rule: target` per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .filter((node) => violation.id !== 'color-contrast' || !inThemeText(node))
        .map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

/**
 * Axe finds no serious or critical violation on the page as it is now; `except` lists those the page had before
 * the bundle ran (the server's own markup under the theme's own rules), which are not the bundle's to answer for.
 */
export async function expectNoSeriousViolations(
  page: Page,
  except: ReadonlySet<string> = new Set(),
): Promise<void> {
  expect((await seriousViolations(page)).filter((violation) => !except.has(violation))).toEqual([]);
}
