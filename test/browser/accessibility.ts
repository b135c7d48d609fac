import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';
import { cachedServerView, recordResponses } from './server-view-cache';
import { finishAnimations, runUntilSettled } from './widget-helpers';

/**
 * Checks a page opened on a paused clock (`installPausedClock`) with axe, once it has settled: every animation
 * is run to its end first, since a label read halfway through fading in has the contrast of that moment's
 * opacity: the script-driven ones on the clock, the CSS transitions (which run in real time) finished at once.
 * Axe runs its checks on timers, so the clock then goes on, in real time. On a loaded machine axe can take longer
 * than a carousel's autoplay interval, whose next fade then begins mid-check: a violation counts when a second look,
 * with every motion finished again, finds it too (a fade lasts a moment; what a visitor keeps seeing stays).
 */
export async function expectSettledPageAccessible(
  page: Page,
  except?: ReadonlySet<string> | (() => Promise<ReadonlySet<string>>),
): Promise<void> {
  await runUntilSettled(page);
  await page.clock.resume();
  await finishAnimations(page);
  const found = await beyondTheServers(page, await seriousViolations(page), except);
  if (found.length === 0) return;
  await finishAnimations(page);
  const again = new Set(await seriousViolations(page));
  expect(found.filter((violation) => again.has(violation))).toEqual([]);
}

/**
 * The violations found that the page did not have as the server printed it. What the server's page has is only
 * asked for (axe on another page: a second or more) when something was found: `except` is that list, a way to
 * work it out, or by default `serverViolations`.
 */
async function beyondTheServers(
  page: Page,
  found: readonly string[],
  except: ReadonlySet<string> | (() => Promise<ReadonlySet<string>>) = () => serverViolations(page),
): Promise<string[]> {
  if (found.length === 0) return [];
  const theServers = typeof except === 'function' ? await except() : except;
  return found.filter((violation) => !theServers.has(violation));
}

/** Where the bundle is served from: blocking its code shows the page as the server printed it. */
export const BUNDLE_CODE = '**/wp-content/themes/limitless/widgets/**';

/**
 * Refuses the bundle's scripts, so none of its code runs; its first-paint stylesheet, which the visitor has before
 * any script runs (the plugin prints it in the head), still loads.
 */
export function refuseBundleScripts(route: Route): Promise<void> {
  return route.request().resourceType() === 'stylesheet' ? route.fallback() : route.abort();
}

/**
 * What axe finds on the page as the server printed it, under the same stylesheets at the same size, before any
 * script of the bundle has run: the theme's own markup and palette (its light greys, its unlabelled search
 * field), which are the theme's to answer for, not the bundle's. Read in a page of its own, beside this one.
 */
export async function serverViolations(page: Page): Promise<Set<string>> {
  // A context of its own: a page's fake clock is its context's, and axe needs running timers.
  const browser = page.context().browser();
  if (!browser) throw new Error('serverViolations: the page has no browser to open another context in');
  const context = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const first = await context.newPage();
    const contentOf = recordResponses(first);
    await first.route(BUNDLE_CODE, refuseBundleScripts);
    await first.goto(page.url());
    await first.waitForLoadState('load');
    // Worked out once per page, width and content, whichever test or project asks first (server-view-cache.ts).
    return new Set(
      await cachedServerView(first, 'server violations', await contentOf(), () => seriousViolations(first)),
    );
  } finally {
    await context.close();
  }
}

/**
 * Text in the theme's own palette, which axe rightly finds too light, and a site's colour settings (the theme's
 * styler) replace: its body text #888888 (style.css `body`), 3.5:1 on white; its footer widgets' text #7f8288
 * (style.css `div.footer-wrap p`), 4.3:1 on the footer's #222; and Contact Form 7's messages, white on red
 * (`span.wpcf7-not-valid-tip`, `div.wpcf7-validation-errors`, 4:1) and on #398f14 (`div.wpcf7-response-output`,
 * 4.1:1), the open-style category filter's white 11 px choices on its #5e8fb6 list (`div.ioa-menu-open ul`,
 * 3.4:1), and the blog timeline's dates and buttons, white on #777 (`div.posts-tree … span.date`, `a.main-button`,
 * 4.48:1). That is the theme's palette, not something the bundle does, so it is left out, and only those colours.
 */
const THEME_PALETTE: ReadonlyArray<{ readonly fg: string; readonly bg?: string }> = [
  { fg: '#888888' },
  { fg: '#7f8288' },
  { fg: '#ffffff', bg: '#ff0000' },
  { fg: '#ffffff', bg: '#398f14' },
  { fg: '#ffffff', bg: '#5e8fb6' },
  { fg: '#ffffff', bg: '#777777' },
];

function inThemePalette(node: { any: ReadonlyArray<{ data?: unknown }> }): boolean {
  return node.any.some((check) => {
    const { fgColor, bgColor } = (check.data ?? {}) as { fgColor?: string; bgColor?: string };
    return THEME_PALETTE.some(({ fg, bg }) => fg === fgColor && (bg === undefined || bg === bgColor));
  });
}

/**
 * Axe as every test runs it. Legacy mode runs axe in the page itself (frames through axe's own messaging) instead
 * of opening a blank page to merge the frames' results, and only violations are gathered: the same violations
 * (compared on all 60 fixture pages, frames, players and maps among them), in half the time, which the page sweep
 * spends 200 times over.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** Every serious or critical violation axe finds on the page as it is now, one `rule: target` per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .filter((node) => violation.id !== 'color-contrast' || !inThemePalette(node))
        .map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

/**
 * Axe finds no serious or critical violation on the page as it is now; `except` lists those the page had before
 * the bundle ran (the server's own markup under the theme's own rules), which are not the bundle's to answer for.
 */
export async function expectNoSeriousViolations(
  page: Page,
  except: ReadonlySet<string> | (() => Promise<ReadonlySet<string>>) = new Set(),
): Promise<void> {
  expect(await beyondTheServers(page, await seriousViolations(page), except)).toEqual([]);
}

/**
 * Axe with every motion finished, leaving out what the page had as the server printed it: under Limitless the
 * 404 search field's label is hidden by the theme (style.css `div.error-search label { display: none }`).
 */
export async function expectAccessibleBesideServer(page: Page): Promise<void> {
  await finishAnimations(page);
  await expectNoSeriousViolations(page, () => serverViolations(page));
}
