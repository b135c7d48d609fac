import { expectSettledPageAccessible } from '../browser/accessibility';
import { expect, test } from '../browser/fixtures';
import { installPausedClock, runUntilMounted } from '../browser/widget-helpers';
import { REPLACED, recordRequests, SEEDED_PAGES } from './site';

/**
 * Every page `npm run wp` seeds, in the real WordPress with the plugin active: its widgets mount, no console
 * error or warning and no page error (the fixture checks both), no serious or critical axe violation, the
 * bundle loaded once and none of the scripts the plugin replaces ever requested.
 */
for (const { path, widgets } of SEEDED_PAGES) {
  test(`${path}: widgets mount, no console error, no replaced script, accessible`, async ({
    page,
    open,
    flavour,
  }) => {
    const requested = recordRequests(page);
    await installPausedClock(page);
    await open(path);
    for (const [selector, widget] of widgets) await runUntilMounted(page, selector, widget);
    await expectSettledPageAccessible(page);
    // WordPress 6.1 ignores the `strategy`: the plugin adds defer to the tag itself.
    await expect(page.locator('script#wp-widget-bundle-js')).toHaveAttribute('defer', '');
    const bundle = flavour === 'preact' ? '/build/preact/widgets.js' : '/build/widgets.js';
    expect(requested.filter((request) => request.endsWith(bundle))).toHaveLength(1);
    expect(requested.filter((request) => REPLACED.test(request))).toEqual([]);
    // What the plugin left out was still localised: the theme's globals are there.
    expect(await page.evaluate(() => typeof (window as { ioa_localize?: unknown }).ioa_localize)).toBe(
      'object',
    );
  });
}
