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
export async function expectSettledPageAccessible(page: Page): Promise<void> {
  await runUntilSettled(page);
  await page.clock.resume();
  await finishAnimations(page);
  await expectNoSeriousViolations(page);
}

/**
 * Text in the theme's own body colour on white: Limitless prints its text #888888 (style.css `body`), 3.5:1, which
 * axe rightly finds too light; a site's colour settings (the theme's styler) replace it. That is the theme's
 * palette, not something the bundle does, so it is left out, and only there: any other colour pair is checked.
 */
const THEME_PALETTE: ReadonlyArray<readonly [string, string]> = [['#888888', '#ffffff']];

function inThemePalette(node: { any: ReadonlyArray<{ data?: unknown }> }): boolean {
  return node.any.some((check) => {
    const data = check.data as { fgColor?: string; bgColor?: string } | null | undefined;
    return THEME_PALETTE.some(([fg, bg]) => data?.fgColor === fg && data?.bgColor === bg);
  });
}

/** Axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => violation.id !== 'color-contrast' || !inThemePalette(node)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
