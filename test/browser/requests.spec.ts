import { expectBundleScripts, FRAMEWORK, REQUEST_BUDGETS, recordBundleScripts } from './bundle-requests';
import { expect, test } from './fixtures';
import { listedPages } from './listed-pages';
import { PLAIN_DOM_PAGES } from './plain-dom-only';
import { installPausedClock, runUntilAllMounted, scrollThroughPage } from './widget-helpers';

/**
 * The bundle's scripts a page fetches are checked by the page sweeps (bundle-requests.ts, pages.spec.ts); these
 * keep those checks honest: every page with a budget is swept at desktop width in both flavours, and the framework's
 * signature, which the plain-DOM pages must not fetch, is found where the framework is.
 */

test('every page with a budget of bundle scripts, and every plain-DOM page, is one the page sweeps visit', () => {
  for (const slug of [...Object.keys(REQUEST_BUDGETS), ...PLAIN_DOM_PAGES])
    expect(listedPages).toContain(slug);
});

test("the framework's signature is found where the framework is: a page with a tab widget fetches it", async ({
  page,
  open,
  flavour,
}) => {
  const scripts = recordBundleScripts(page);
  await installPausedClock(page);
  await open('/shortcodes/');
  await scrollThroughPage(page);
  await runUntilAllMounted(page);
  const fetched = await scripts();
  expect([...fetched.values()].some((text) => text.includes(FRAMEWORK[flavour]))).toBe(true);
  // And a plain-DOM page's check would fail on it.
  expect(() => expectBundleScripts(PLAIN_DOM_PAGES[0] as string, flavour, fetched)).toThrow();
});
