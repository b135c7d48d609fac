// The pure parts of `npm run lighthouse` (scripts/lighthouse.mjs): one run's figures read from a Lighthouse
// result, the medians over runs, and the table. No browser, no file system: the unit test feeds them results.

/** The median of the numbers given (the mean of the middle two for an even count); null when there are none. */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The scripts among the items of Lighthouse's `network-requests` audit: every script's transfer size and count,
 * and those of the bundle's alone (served from `bundlePath`, the folder `dist/` is served at, on the page's origin
 * or any other: a CDN keeps the path). Requests that never completed are counted, their bytes are what arrived.
 */
export function scriptFigures(items, bundlePath) {
  const figures = { bundleBytes: 0, bundleRequests: 0, jsBytes: 0, jsRequests: 0 };
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    let path;
    try {
      path = new URL(item.url).pathname;
    } catch {
      continue;
    }
    const bytes = item.transferSize ?? 0;
    figures.jsBytes += bytes;
    figures.jsRequests += 1;
    if (path.startsWith(bundlePath)) {
      figures.bundleBytes += bytes;
      figures.bundleRequests += 1;
    }
  }
  return figures;
}

/** One Lighthouse result's figures: the performance score (0-100), FCP, LCP and TBT in ms, CLS, and the scripts. */
export function runFigures(lhr, bundlePath) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    ...scriptFigures(lhr.audits['network-requests']?.details?.items ?? [], bundlePath),
  };
}

export const METRICS = /** @type {const} */ ([
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'bundleBytes',
  'bundleRequests',
  'jsBytes',
  'jsRequests',
]);

/**
 * The median of every metric for each page, flavour and preset, in the order the keys were first seen (each run is
 * `{ page, flavour, preset, figures }`; a run whose figures are null, Lighthouse having failed, counts in `runs` only).
 */
export function medians(runs) {
  const groups = new Map();
  for (const run of runs) {
    const key = `${run.page}\u0000${run.flavour}\u0000${run.preset}`;
    if (!groups.has(key))
      groups.set(key, { page: run.page, flavour: run.flavour, preset: run.preset, all: [] });
    groups.get(key).all.push(run.figures);
  }
  return [...groups.values()].map(({ page, flavour, preset, all }) => {
    const done = all.filter(Boolean);
    const row = { page, flavour, preset, runs: all.length, failed: all.length - done.length };
    for (const metric of METRICS) row[metric] = median(done.map((figures) => figures[metric]));
    return row;
  });
}

const dash = '–';
const fixed = (digits) => (value) => (value === null ? dash : value.toFixed(digits));
const kb = (value) => (value === null ? dash : (value / 1024).toFixed(1));
const whole = (value) => (value === null ? dash : String(Math.round(value)));
const seconds = (value) => (value === null ? dash : (value / 1000).toFixed(2));

const COLUMNS = [
  ['page', (row) => row.page],
  ['flavour', (row) => row.flavour],
  ['preset', (row) => row.preset],
  ['score', (row) => whole(row.score)],
  ['FCP s', (row) => seconds(row.fcp)],
  ['LCP s', (row) => seconds(row.lcp)],
  ['TBT ms', (row) => whole(row.tbt)],
  ['CLS', (row) => fixed(3)(row.cls)],
  ['bundle JS KB', (row) => kb(row.bundleBytes)],
  ['bundle req', (row) => whole(row.bundleRequests)],
  ['all JS KB', (row) => kb(row.jsBytes)],
  ['all JS req', (row) => whole(row.jsRequests)],
  ['runs', (row) => (row.failed ? `${row.runs - row.failed}/${row.runs}` : String(row.runs))],
];

/**
 * The rows as a table: plain text with aligned columns, or Markdown. Times in seconds to 2 places (TBT in whole ms),
 * CLS to 3 places, bytes in KB (1024) to 1 place, all as measured: medians are not rounded further.
 */
export function formatTable(rows, { markdown = false } = {}) {
  const head = COLUMNS.map(([name]) => name);
  const body = rows.map((row) => COLUMNS.map(([, cell]) => cell(row)));
  if (markdown) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const rule = COLUMNS.map((_, index) => (index < 3 ? '---' : '--:'));
    return [line(head), line(rule), ...body.map(line)].join('\n');
  }
  const widths = head.map((name, index) =>
    Math.max(name.length, ...body.map((cells) => cells[index].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) => (index < 3 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
