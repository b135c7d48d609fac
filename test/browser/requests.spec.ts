import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type Flavour, test } from './fixtures';
import { PLAIN_DOM_PAGES } from './plain-dom-only';
import { installPausedClock, runUntilAllMounted, scrollThroughPage } from './widget-helpers';

/**
 * How many of the bundle's scripts a page fetches, and what is in them: the build merges esbuild's shared chunks
 * (scripts/build/chunk-groups.mjs) so that a page fetches few files, never so far that a page loads code it has
 * no use for. The budgets (`requests` in budgets.json) are each page's count with every widget mounted.
 */

const BUNDLE_DIR = '/wp-content/themes/limitless/widgets/';

const budgets: { requests: Record<string, number> } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../budgets.json'), 'utf8'),
);

/** What only the framework's code holds, minified: React's error address, preact's hooks' property. */
const FRAMEWORK: Record<Flavour, string> = { react: 'react.dev/errors/', preact: '.__H' };

/** Opens the page, brings every widget to mount, and returns the bundle's scripts it fetched, with their text. */
async function bundleScripts(page: Page, open: (path: string) => Promise<void>, slug: string) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(BUNDLE_DIR) && pathname.endsWith('.js'))
      scripts.set(pathname.slice(BUNDLE_DIR.length), response.text());
  });
  await installPausedClock(page);
  await open(`/${slug}/`);
  await scrollThroughPage(page);
  await runUntilAllMounted(page);
  return new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)));
}

for (const [slug, budget] of Object.entries(budgets.requests)) {
  test(`/${slug}/ fetches at most ${budget} of the bundle's scripts, every widget mounted`, async ({
    page,
    open,
  }) => {
    const scripts = await bundleScripts(page, open, slug);
    expect([...scripts.keys()].length, [...scripts.keys()].join('\n')).toBeLessThanOrEqual(budget);
  });
}

for (const slug of PLAIN_DOM_PAGES) {
  test(`/${slug}/, whose widgets render nothing, fetches none of the framework's code`, async ({
    page,
    open,
    flavour,
  }) => {
    const scripts = await bundleScripts(page, open, slug);
    expect(scripts.size).toBeGreaterThan(2);
    const framework = [...scripts]
      .filter(([, text]) => text.includes(FRAMEWORK[flavour]))
      .map(([path]) => path);
    expect(framework).toEqual([]);
  });
}

test("the framework's signature is found where the framework is: a page with a tab widget fetches it", async ({
  page,
  open,
  flavour,
}) => {
  const scripts = await bundleScripts(page, open, 'shortcodes');
  expect([...scripts.values()].some((text) => text.includes(FRAMEWORK[flavour]))).toBe(true);
});
