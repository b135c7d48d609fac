// `npm run page-scripts [-- --no-build] [--page <slug>]… [--markdown]`
//
// The bundle's scripts each listed fixture page fetches (or those given), in both flavours: how many files, and
// their gzip size (level 9, as a host would serve them). Each page is opened in headless Chromium at a phone's
// width and counted once the network has been quiet for half a second: what a visitor's first view fetches, as
// Lighthouse counts it (widgets that wait to come into view, or for an interaction, are not counted until they
// do). Prints a table (`--markdown` for the README) and writes `.cache/page-scripts.json`. Not part of `npm test`:
// `test/browser/requests.spec.ts` checks a few pages' counts against budgets.json, every widget mounted.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from '../build.mjs';
import { chromiumPath, LAUNCH_ARGS } from './chromium.mjs';
import { fixturePages } from './fixture-pages.mjs';
import { loadFixtureServer, root } from './fixture-server.mjs';

/** Where the fixture server serves dist/ (fixtures/server/app.ts, BUNDLE_PATH). */
const BUNDLE_PATH = '/wp-content/themes/limitless/widgets/';
const FLAVOURS = ['react', 'preact'];

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
    markdown: { type: 'boolean', default: false },
  },
});

const gzipped = new Map();
/** A file of dist/ by its path under the bundle's address: its gzip size. */
function gzipSize(path) {
  if (!gzipped.has(path))
    gzipped.set(path, gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length);
  return gzipped.get(path);
}

const pages = fixturePages(values.page);
if (!values['no-build']) await build();
const { startServer, resolveTheme } = await loadFixtureServer();
const backend = await startServer({ port: 0, root, theme: resolveTheme(root) });
const base = `http://127.0.0.1:${backend.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
const rows = [];
try {
  for (const slug of pages) {
    const row = { page: slug };
    for (const flavour of FLAVOURS) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const files = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(BUNDLE_PATH) && pathname.endsWith('.js'))
          files.push(pathname.slice(BUNDLE_PATH.length));
      });
      await page.goto(`${base}/${slug}/?flavour=${flavour}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.close();
      row[flavour] = { files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
    }
    rows.push(row);
    console.error(`/${slug}/: ${FLAVOURS.map((f) => `${f} ${row[f].files.length}`).join(', ')}`);
  }
} finally {
  await browser.close();
  backend.close();
}

mkdirSync(join(root, '.cache'), { recursive: true });
writeFileSync(join(root, '.cache/page-scripts.json'), `${JSON.stringify(rows, null, 2)}\n`);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = [
  ['page', ...FLAVOURS.flatMap((f) => [`${f} files`, `${f} KB`])],
  ...rows.map((row) => [
    row.page,
    ...FLAVOURS.flatMap((f) => [String(row[f].files.length), kb(row[f].bytes)]),
  ]),
];
if (values.markdown) {
  console.log(`| ${table[0].join(' | ')} |\n|${table[0].map((_, i) => (i ? '---:' : '---')).join('|')}|`);
  for (const cells of table.slice(1)) console.log(`| ${cells.join(' | ')} |`);
} else {
  const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  for (const cells of table)
    console.log(cells.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
}
