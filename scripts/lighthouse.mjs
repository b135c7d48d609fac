// `npm run lighthouse [-- --no-build] [--page <slug>]… [--flavour react|preact]… [--preset mobile|desktop]…
//  [--runs N] [--markdown]`
//
// The project's own Lighthouse table, measured as site owners measure a page: Lighthouse (the pinned `lighthouse`
// package) with its default simulated throttling, on every listed fixture page (or those given), both flavours,
// the mobile and desktop presets, N runs each (3 by default), one Chromium (CHROMIUM_PATH or Debian's, headless) and
// one run at a time. The runs are interleaved: each round goes through every page, preset and flavour, the flavour
// that goes first alternating, so that whatever else the machine is doing weighs on both flavours alike.
//
// The fixture pages are served behind a gzip layer, as a host serves them (the fixture server itself does not
// compress), so that transfer sizes are what a visitor downloads. Prints the medians per page, flavour and preset:
// performance score, FCP, LCP, TBT, CLS, the bundle's scripts (served from dist/) in KB transferred and requests,
// and every script (jQuery included); `--markdown` prints the same table as Markdown. The medians and every run's
// figures are written to `.cache/lighthouse/results.json`; `--reports` keeps each run's whole Lighthouse report
// (`.cache/lighthouse/reports/`, to open in the Lighthouse viewer). Not part of `npm test` nor CI: it takes minutes and its
// figures depend on the machine.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build } from '../build.mjs';
import { chromiumPath, LAUNCH_ARGS } from './chromium.mjs';
import { fixturePages } from './fixture-pages.mjs';
import { loadFixtureServer, root } from './fixture-server.mjs';
import { formatTable, medians, runFigures } from './lighthouse-figures.mjs';

/** Where the fixture server serves dist/ (fixtures/server/app.ts, BUNDLE_PATH). */
const BUNDLE_PATH = '/wp-content/themes/limitless/widgets/';
const FLAVOURS = ['react', 'preact'];
const PRESETS = ['mobile', 'desktop'];

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    page: { type: 'string', multiple: true },
    flavour: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    markdown: { type: 'boolean', default: false },
    reports: { type: 'boolean', default: false },
  },
});

function pick(given, allowed, name) {
  if (!given) return allowed;
  const unknown = given.filter((value) => !allowed.includes(value));
  if (unknown.length) throw new Error(`--${name} ${unknown.join(', ')}: one of ${allowed.join(', ')}`);
  return given;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** A front for the fixture server that gzips what a host would (text, scripts, styles, JSON, SVG). */
function gzipFront(backendPort) {
  return createServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backendPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const compress =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
          !headers['content-encoding'] &&
          req.method !== 'HEAD' &&
          ![204, 304].includes(answer.statusCode ?? 200);
        if (compress) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        (compress ? answer.pipe(createGzip()) : answer).pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
}

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });

const pages = fixturePages(values.page);
const flavours = pick(values.flavour, FLAVOURS, 'flavour');
const presets = pick(values.preset, PRESETS, 'preset');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: a whole number, 1 or more`);

if (!values['no-build']) await build();
const { startServer, resolveTheme } = await loadFixtureServer();
const theme = resolveTheme(root);
const backend = await startServer({ port: 0, root, theme });
const front = gzipFront(backend.address().port);
const port = await listen(front);
const base = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...LAUNCH_ARGS],
  logLevel: 'silent',
});

const out = join(root, '.cache/lighthouse');
const reports = join(out, 'reports');
const total = runs * pages.length * presets.length * flavours.length;
const results = [];
const started = new Date();
console.error(
  `Lighthouse on ${pages.length} page(s) × ${flavours.length} flavour(s) × ${presets.length} preset(s) × ${runs} run(s) = ${total}; styled by ${theme.description}.`,
);
try {
  for (let round = 1; round <= runs; round += 1) {
    for (const slug of pages) {
      for (const preset of presets) {
        // Whichever flavour goes first in one round goes second in the next.
        const order = round % 2 === 1 ? flavours : [...flavours].reverse();
        for (const flavour of order) {
          const url = `${base}/${slug}/?flavour=${flavour}`;
          let figures = null;
          let error;
          try {
            const result = await lighthouse(
              url,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
              preset === 'desktop' ? desktopConfig : undefined,
            );
            const lhr = result?.lhr;
            if (!lhr) throw new Error('no result');
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            figures = runFigures(lhr, BUNDLE_PATH);
            if (values.reports) {
              mkdirSync(reports, { recursive: true });
              writeFileSync(join(reports, `${slug}-${flavour}-${preset}-${round}.json`), JSON.stringify(lhr));
            }
          } catch (caught) {
            error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
          }
          results.push({ page: slug, flavour, preset, round, figures, ...(error ? { error } : {}) });
          const note = figures
            ? `score ${figures.score}, TBT ${Math.round(figures.tbt ?? 0)} ms, bundle ${figures.bundleRequests} req`
            : `failed: ${error}`;
          console.error(`[${results.length}/${total}] /${slug}/ ${flavour} ${preset} run ${round}: ${note}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  front.close();
  backend.close();
}

// Rows in page order, then preset, then flavour: the two flavours of a page side by side.
const rows = medians(results).sort(
  (a, b) =>
    pages.indexOf(a.page) - pages.indexOf(b.page) ||
    presets.indexOf(a.preset) - presets.indexOf(b.preset) ||
    flavours.indexOf(a.flavour) - flavours.indexOf(b.flavour),
);
mkdirSync(out, { recursive: true });
const lighthouseVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
writeFileSync(
  join(out, 'results.json'),
  `${JSON.stringify(
    {
      started: started.toISOString(),
      finished: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromium: await chromeVersion(),
      served: 'fixture server behind gzip',
      runs,
      medians: rows,
      each: results,
    },
    null,
    2,
  )}\n`,
);
console.log(formatTable(rows, { markdown: values.markdown }));
console.error('All runs and medians: .cache/lighthouse/results.json');
if (results.some((run) => !run.figures)) process.exitCode = 1;

async function chromeVersion() {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync(chromiumPath() ?? 'chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
