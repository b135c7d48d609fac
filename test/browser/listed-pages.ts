import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pagesDir = join(import.meta.dirname, '../../fixtures/pages');

/** Every fixture page listed on the index, by slug (the test-only ones declare `listed: no`). */
export const listedPages: readonly string[] = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.html'))
  .filter(
    (file) => !/^\s*<!--[\s\S]*?\blisted:\s*no\b[\s\S]*?-->/.test(readFileSync(join(pagesDir, file), 'utf8')),
  )
  .map((file) => file.replace(/\.html$/, ''));
