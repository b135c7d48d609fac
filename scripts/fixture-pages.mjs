// The fixture pages the measuring commands visit (`npm run lighthouse`, `npm run page-scripts`).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './fixture-server.mjs';

/**
 * Every fixture page the index lists (test-only pages declare `listed: no`), or those given, in the order given;
 * a slug with no page fails.
 */
export function fixturePages(given) {
  const dir = join(root, 'fixtures/pages');
  const all = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      slug: file.replace(/\.html$/, ''),
      listed: !/^\s*<!--[\s\S]*?\blisted:\s*no\b[\s\S]*?-->/.test(readFileSync(join(dir, file), 'utf8')),
    }));
  if (!given) return all.filter(({ listed }) => listed).map(({ slug }) => slug);
  const missing = given.filter((slug) => !all.some((page) => page.slug === slug));
  if (missing.length) throw new Error(`no fixture page ${missing.join(', ')}`);
  return given;
}
