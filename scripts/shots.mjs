// `npm run shots [-- --no-build] [--flavour react|preact] [--page <slug>]`
//
// Pictures for people: a full-page screenshot of every fixture page, in both flavours, at desktop (1280 px) and
// phone (375 px) widths, each taken once the page has settled (scrolled through so that every widget waiting
// for the viewport has mounted, the network quiet, the animations finished). They are written under
// `.cache/shots/<flavour>/<width>/<slug>.png` with a contact sheet, `.cache/shots/index.html`, that shows them
// all side by side, so a reviewer can look over the whole site in a minute. The pages are styled as `npm start`
// styles them: the theme folder WIDGET_THEME names (by default the Limitless theme beside the project), or the
// stand-in. The sheet says which, and lists every console error and failed widget a page had.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from '../build.mjs';
import { chromiumPath, LAUNCH_ARGS } from './chromium.mjs';
import { loadFixtureServer, root } from './fixture-server.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    flavour: { type: 'string', multiple: true },
    page: { type: 'string', multiple: true },
  },
});

const FLAVOURS = values.flavour ?? ['react', 'preact'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
];
/** However long a page takes to settle, its picture is taken after this long: a page that never rests still shows. */
const SETTLE_LIMIT_MS = 15_000;

const out = join(root, '.cache/shots');
const pagesDir = join(root, 'fixtures/pages');

/** Every fixture page, by slug, with whether the index lists it (test-only pages declare `listed: no`). */
function fixturePages() {
  return readdirSync(pagesDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      slug: file.replace(/\.html$/, ''),
      listed: !/^\s*<!--[\s\S]*?\blisted:\s*no\b[\s\S]*?-->/.test(readFileSync(join(pagesDir, file), 'utf8')),
    }))
    .filter(({ slug }) => !values.page || values.page.includes(slug));
}

/** Scrolls through the page, so that widgets waiting to come near the viewport mount, then back to the top. */
async function scrollThrough(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(200, Math.floor((page.viewportSize()?.height ?? 700) * 0.8));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Two frames: the intersection observers see where things now are.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Waits until no request is under way and no finite animation is running, or the limit passes. */
async function settle(page) {
  const until = Date.now() + SETTLE_LIMIT_MS;
  await page.waitForLoadState('networkidle', { timeout: SETTLE_LIMIT_MS }).catch(() => {});
  while (Date.now() < until) {
    const running = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
          ).length,
    );
    if (running === 0) break;
    await page.waitForTimeout(100);
  }
  // Fonts, and the frame that paints what the last answer brought.
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(done))),
  );
}

async function shoot(browser, base, flavour, viewport, { slug }) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  try {
    await page.goto(`${base}/${slug}/?flavour=${flavour}`, { waitUntil: 'load' });
    await scrollThrough(page);
    // The widgets' own script-driven animations (a counter counts for 2 s, bars fill) run their course.
    await page.waitForTimeout(2500);
    await settle(page);
    const failed = await page.locator('[data-widget-failed]').count();
    if (failed > 0) problems.push(`${failed} widget(s) failed to mount (data-widget-failed)`);
    const dir = join(out, flavour, String(viewport.width));
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${slug}.png`), fullPage: true, animations: 'disabled' });
  } catch (error) {
    problems.push(`no picture: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await context.close();
  }
  return problems;
}

const html = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function contactSheet(pages, results, themeDescription) {
  const columns = FLAVOURS.flatMap((flavour) => VIEWPORTS.map((viewport) => ({ flavour, viewport })));
  const head = columns
    .map(({ flavour, viewport }) => `<th scope="col">${html(flavour)}, ${viewport.width} px</th>`)
    .join('');
  const rows = pages
    .map((entry) => {
      const cells = columns
        .map(({ flavour, viewport }) => {
          const src = `${flavour}/${viewport.width}/${entry.slug}.png`;
          const problems = results.get(`${flavour}/${viewport.width}/${entry.slug}`) ?? [];
          const list = problems.length
            ? `<ul class="problems">${problems.map((p) => `<li>${html(p)}</li>`).join('')}</ul>`
            : '';
          return `<td><a href="${html(src)}"><img src="${html(src)}" loading="lazy" width="${viewport.width === 375 ? 120 : 300}" alt="/${html(entry.slug)}/, ${html(flavour)}, ${viewport.width} px"></a>${list}</td>`;
        })
        .join('');
      const note = entry.listed ? '' : ' <small>(test page)</small>';
      return `<tr><th scope="row">/${html(entry.slug)}/${note}</th>${cells}</tr>`;
    })
    .join('\n');
  const problemCount = [...results.values()].filter((list) => list.length > 0).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fixture pages: contact sheet</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ddd; padding: 6px; vertical-align: top; text-align: left; }
thead th { position: sticky; top: 0; background: #fff; }
td img { display: block; max-height: 600px; object-fit: cover; object-position: top; border: 1px solid #eee; }
.problems { color: #a00; max-width: 300px; margin: 4px 0 0; padding-left: 1.2em; font-size: 12px; }
</style></head>
<body>
<h1>Fixture pages: contact sheet</h1>
<p>Styled by ${html(themeDescription)}. Taken ${html(new Date().toISOString())}, once each page had settled. ${problemCount} picture(s) with console errors or failed widgets, listed under them. Click a picture for the full page.</p>
<table><thead><tr><th scope="col">Page</th>${head}</tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}

if (!values['no-build']) await build();
const { startServer, resolveTheme } = await loadFixtureServer();
const theme = resolveTheme(root);
const server = await startServer({ port: 0, root, theme });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
const pages = fixturePages();
if (!values.page) rmSync(out, { recursive: true, force: true });
const results = new Map();
console.log(`Styled by ${theme.description}.`);
try {
  for (const entry of pages) {
    for (const flavour of FLAVOURS) {
      for (const viewport of VIEWPORTS) {
        const problems = await shoot(browser, base, flavour, viewport, entry);
        results.set(`${flavour}/${viewport.width}/${entry.slug}`, problems);
        const mark = problems.length ? `  ${problems.length} problem(s)` : '';
        console.log(`/${entry.slug}/ ${flavour} ${viewport.width} px${mark}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'index.html'), contactSheet(pages, results, theme.description));
console.log(`${results.size} pictures; contact sheet: .cache/shots/index.html`);
