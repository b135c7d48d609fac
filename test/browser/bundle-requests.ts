import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { BUNDLE_DIR } from './bundle-files';
import { expect, type Flavour } from './fixtures';
import { PLAIN_DOM_PAGES } from './plain-dom-only';

/**
 * How many of the bundle's scripts a page fetches, and what is in them: the build merges esbuild's shared chunks
 * (scripts/build/chunk-groups.mjs) so that a page fetches few files, never so far that a page loads code it has
 * no use for. The page sweeps (pages.spec.ts) check both on every page they visit, at desktop width, with every
 * widget mounted: the budgets (`requests` in budgets.json) are those pages' counts, and the pages that mount only
 * plain-DOM widgets fetch none of the framework's code.
 */

const budgets: { requests: Record<string, number> } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../budgets.json'), 'utf8'),
);

/** The pages with a budget of bundle scripts. */
export const REQUEST_BUDGETS: Readonly<Record<string, number>> = budgets.requests;

/** What only the framework's code holds, minified: React's error address, preact's hooks' property. */
export const FRAMEWORK: Record<Flavour, string> = { react: 'react.dev/errors/', preact: '.__H' };

/** Records the bundle's scripts the page fetches from now on; the returned function reads them, with their text. */
export function recordBundleScripts(page: Page): () => Promise<Map<string, string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(BUNDLE_DIR) && pathname.endsWith('.js'))
      scripts.set(pathname.slice(BUNDLE_DIR.length), response.text());
  });
  return async () =>
    new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)));
}

/** The page's budget of bundle scripts, if it has one, and no framework code on a page of plain-DOM widgets. */
export function expectBundleScripts(
  slug: string,
  flavour: Flavour,
  scripts: ReadonlyMap<string, string>,
): void {
  const budget = REQUEST_BUDGETS[slug];
  if (budget !== undefined)
    expect
      .soft(scripts.size, `the bundle's scripts /${slug}/ fetches:\n${[...scripts.keys()].join('\n')}`)
      .toBeLessThanOrEqual(budget);
  if (PLAIN_DOM_PAGES.includes(slug)) {
    expect(scripts.size).toBeGreaterThan(2);
    const framework = [...scripts]
      .filter(([, text]) => text.includes(FRAMEWORK[flavour]))
      .map(([path]) => path);
    expect(framework, `scripts with ${flavour}'s code on a page whose widgets render nothing`).toEqual([]);
  }
}
