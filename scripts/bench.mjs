// `npm run bench [-- --no-build] [--runs N] [--cycles N]`
//
// Measures the bundle in Chromium, the React and the preact flavours side by side, on a generated page of
// 10,000 elements (the nesting of a theme page: wrappers, sections, headings, paragraphs, lists) holding 200
// countdown widgets:
//
//   scan ms        the loader's start-up scan over the document: its `wp-widgets:scan` performance measure
//                  (every data-widget element, then widgets' hooks within a 0.5 ms budget). The hooks left are
//                  looked for in tasks of at most 3 ms right after: "every hook looked for" is the span from the
//                  scan's start to the end of the last (`wp-widgets:scan-hooks`), the tasks between included.
//                  Measured again with the registry doubled (a build with a copy of every widget, its hooks
//                  renamed so that they match nothing): the scan should not grow as widgets are added.
//   mount-all ms   page load, from the start of that scan until the 200th countdown carries
//                  `data-widget-mounted`. It includes fetching and evaluating the countdown's chunk: what a
//                  visitor waits for. Every countdown has `data-widget-load="now"`, so none waits for the
//                  viewport or for idle time (the default strategy would spread them out on purpose).
//   re-mount ms    (context) the same page, every countdown unmounted, then `await wpWidgets.mount(document.body)`:
//                  the mounting alone, with the code loaded and warm.
//   page load ms   (context) navigation start until the 200th countdown is mounted: HTML, jQuery and all.
//   heap           JS heap used (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage, repeated until three
//                  readings agree), before and after 1,000 cycles of `wpWidgets.unmount(document.body)` then
//                  `await wpWidgets.mount(document.body)` (200 countdowns each), after 10 warm-up cycles. Both
//                  readings are taken with every widget unmounted: no countdown ticks or renders while the heap
//                  is read (a mounted page allocates all the time, which is noise of a megabyte), and whatever
//                  the cycles left behind is exactly what unmounting failed to release.
//
// Timings are medians of N runs (default 7), each in a fresh browser context (empty cache), the flavours
// alternating which goes first. The page is the same every time (a seeded generator). Targets: scan < 1 ms
// (with the registry doubled too), mount-all < 100 ms, re-mount < 100 ms React and < 50 ms preact, no long
// task (a PerformanceObserver's `longtask` entries, and `long-animation-frame` ones where Chromium has them)
// from navigation until the 200th countdown is mounted, no heap growth across the cycles. It reports PASS or
// MISS per target and always exits 0: it is a benchmark, not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from '../build.mjs';
import { chromiumPath, LAUNCH_ARGS } from './chromium.mjs';
import { loadFixtureServer, root } from './fixture-server.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '7' },
    cycles: { type: 'string', default: '1000' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const CYCLES = Math.max(1, Number(values.cycles));
const WARM_UP_CYCLES = 10;

const ELEMENTS = 10_000;
const WIDGETS = 200;
const FLAVOURS = ['react', 'preact'];
const LABELS = { react: 'React', preact: 'preact' };
/** Heap growth across the cycles below this is measurement noise (a few objects), not a leak. */
const HEAP_NOISE_BYTES = 64 * 1024;
/** The issue's target for mounting all 200 with the code loaded (the re-mount). */
const REMOUNT_TARGET_MS = { react: 100, preact: 50 };

// ---------------------------------------------------------------------------------------------------------
// The page

/** mulberry32: a small seeded PRNG, so every run benchmarks the very same page. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua winter sale collection wool scarf delivery'.split(
    ' ',
  );

/**
 * The page body, with exactly ELEMENTS elements (`document.body.querySelectorAll('*')`), WIDGETS of
 * them countdowns, one per section. Each section has the same element budget, spent on the theme's wrappers
 * and a random mix of headings, paragraphs with inline markup, lists and nested boxes.
 */
function generateBody() {
  const next = random(20_261_122);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  let count = 0;
  const el = (tag, attributes, ...children) => {
    count += 1;
    return `<${tag}${attributes ? ` ${attributes}` : ''}>${children.join('')}</${tag}>`;
  };

  // Content blocks, each giving its HTML; `el` counts the elements as they are written.
  const blocks = [
    () => el('p', '', words(12)),
    () => el('p', '', words(6), ' ', el('a', 'href="/shop/"', words(2)), ' ', words(5)),
    () => el('p', 'class="lead"', el('strong', '', words(2)), ' ', words(8), ' ', el('em', '', words(2))),
    () => el('h3', 'class="text_title"', words(3)),
    () => {
      const items = 2 + Math.floor(next() * 4);
      return el(
        'ul',
        'class="list clearfix"',
        ...Array.from({ length: items }, () => el('li', '', el('a', 'href="#"', words(2)))),
      );
    },
    () =>
      el(
        'div',
        'class="text-wrapper clearfix"',
        el('div', 'class="text-inner-wrap"', el('p', '', words(10)), el('p', '', words(7))),
      ),
  ];

  // The page's own wrappers (below) take 5 elements; the sections share the rest as evenly as can be.
  const share = (index) => Math.floor(((ELEMENTS - 5) * index) / WIDGETS);
  const sections = [];
  for (let index = 0; index < WIDGETS; index += 1) {
    const sectionBudget = share(index + 1) - share(index);
    const start = count;
    const countdown = el(
      'div',
      `id="countdown-${index}" class="launch-countdown" data-widget="countdown" data-date="2027/03/01 09:00:00" data-widget-load="now"`,
      'The launch is on 1 March 2027 at 9:00.',
    );
    const title = el('div', 'class="text-title-wrap clearfix"', el('h2', 'class="text_title"', words(3)));
    // 5 wrappers around the content: section, skeleton, container, inner container, component.
    const wrappers = 5;
    const content = [];
    while (count - start + wrappers < sectionBudget) {
      const before = count;
      const block = pick(blocks)();
      if (count - start + wrappers > sectionBudget) {
        // Too big for what is left: undo it and fill with single paragraphs.
        count = before;
        while (count - start + wrappers < sectionBudget) content.push(el('p', '', words(9)));
        break;
      }
      content.push(block);
    }
    const at = Math.floor(next() * (content.length + 1));
    content.splice(at, 0, countdown);
    sections.push(
      el(
        'section',
        `class="page-section clearfix" id="rps-${index}"`,
        el(
          'div',
          'class="skeleton section-content auto_align clearfix"',
          el(
            'div',
            'class="rad-container layout_element full top clearfix"',
            el(
              'div',
              'class="rad-inner-container nested clearfix"',
              el('div', 'class="page-rad-component clearfix"', title, ...content),
            ),
          ),
        ),
      ),
    );
  }
  const body = el(
    'div',
    'class="super-wrapper clearfix"',
    el(
      'div',
      'class="inner-super-wrapper"',
      el(
        'main',
        'id="main-content"',
        el('div', 'class="page-wrapper page"', el('div', 'class="mutual-content-wrap"', ...sections)),
      ),
    ),
  );
  if (count !== ELEMENTS) throw new Error(`the generated page has ${count} elements, not ${ELEMENTS}`);
  return body;
}

function writePage() {
  const file = join(root, '.cache/bench/page.html');
  mkdirSync(join(root, '.cache/bench'), { recursive: true });
  // The server adds the bundle (deferred, in the footer) in the flavour the URL asks for.
  writeFileSync(
    file,
    `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>Bench | wp-widget-bundle</title>
<link rel="stylesheet" href="/wp-content/themes/limitless/fixture-theme.css">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="page-template-default page">${generateBody()}
</body></html>
`,
  );
  return file;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

/**
 * Runs in the page before its scripts: notes when the last countdown gets `data-widget-mounted`, and records
 * the main thread's long tasks (over 50 ms) and, where Chromium has them, its long animation frames (a frame's
 * tasks and rendering together over 50 ms, with the scripts that ran in it), from navigation on.
 * `bench.longWork(from, to)` gives those that started before `to` and ended after `from`.
 */
function watchMounts({ expected, recordLongWork }) {
  const bench = { allMountedAt: null };
  window.__bench = bench;
  const recorded = { longtask: [], 'long-animation-frame': [] };
  const observers = [];
  const file = (url) => url.split('/').pop().split('?')[0];
  const describe = {
    longtask: (entry) => ({ start: entry.startTime, duration: entry.duration }),
    'long-animation-frame': (entry) => ({
      start: entry.startTime,
      duration: entry.duration,
      // Style, layout and paint at the end of the frame.
      rendering: entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0,
      scripts: entry.scripts.map((script) => ({
        // What called in (a task, a promise, an observer, a frame callback) and whose code it was.
        what: `${script.invokerType}${/^https?:/.test(script.invoker) ? '' : ` ${script.invoker}`} (${file(script.sourceURL) || '?'})`,
        duration: script.duration,
      })),
    }),
  };
  for (const type of Object.keys(recorded)) {
    // The heap is measured without them: what they keep would count as growth.
    if (!recordLongWork || !PerformanceObserver.supportedEntryTypes?.includes(type)) {
      recorded[type] = null;
      continue;
    }
    const keep = (entries) => {
      for (const entry of entries) recorded[type].push(describe[type](entry));
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type, buffered: true });
    observers.push(() => keep(observer.takeRecords()));
  }
  bench.longWork = async (from, to) => {
    // A long task is reported when it ends, a long animation frame some frames after its rendering (takeRecords
    // does not hurry it: 300 ms is what Chromium 150 needs on a loaded machine).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, to + 300 - performance.now())));
    for (const take of observers) take();
    const within = (entries) =>
      entries?.filter((entry) => entry.start < to && entry.start + entry.duration > from) ?? null;
    return { tasks: within(recorded.longtask), frames: within(recorded['long-animation-frame']) };
  };
  // Only countdowns count: each section is a section-padding widget too, which mounts on its own.
  const isCountdown = (value) => (value ?? '').split(' ').includes('countdown');
  let mounted = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      const now = record.target.getAttribute('data-widget-mounted');
      if (!isCountdown(record.oldValue) && isCountdown(now)) mounted += 1;
    }
    if (mounted >= expected && bench.allMountedAt === null) bench.allMountedAt = performance.now();
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-widget-mounted'],
    attributeOldValue: true,
  });
}

async function openBenchPage(browser, base, flavour, { recordLongWork = true } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(watchMounts, { expected: WIDGETS, recordLongWork });
  await page.goto(`${base}/bench/?flavour=${flavour}`);
  await page.waitForFunction(() => window.__bench.allMountedAt !== null, null, { timeout: 30_000 });
  if (errors.length > 0) throw new Error(`${flavour}: ${errors.join('\n')}`);
  return { context, page };
}

/** One page load: scan, mount-all and page load, then a re-mount through the public API. */
async function measureLoad(browser, base, flavour) {
  const { context, page } = await openBenchPage(browser, base, flavour);
  const load = await page.evaluate(async () => {
    const [scan] = performance.getEntriesByName('wp-widgets:scan');
    // Hooks left when the start-up scan's budget ran out are looked for in tasks after it.
    const [hooks] = performance.getEntriesByName('wp-widgets:scan-hooks');
    const { allMountedAt } = window.__bench;
    return {
      scan: scan.duration,
      scanAll: hooks ? hooks.startTime + hooks.duration - scan.startTime : scan.duration,
      mountAll: allMountedAt - scan.startTime,
      pageLoad: allMountedAt,
      longWork: await window.__bench.longWork(0, allMountedAt),
      // The second after: effects that run after paint, and the first tick of 200 countdowns.
      settleLongWork: await window.__bench.longWork(allMountedAt, allMountedAt + 1000),
    };
  });
  const remount = await page.evaluate(async (expected) => {
    // unmount() and mount() both wait for the core (a resolved promise): they run in this order.
    wpWidgets.unmount(document.body);
    await Promise.resolve();
    const left = document.querySelectorAll('[data-widget-mounted]').length;
    const start = performance.now();
    await wpWidgets.mount(document.body);
    const end = performance.now();
    const mounted = document.querySelectorAll('[data-widget-mounted~="countdown"]').length;
    if (left !== 0 || mounted !== expected)
      throw new Error(`re-mount: ${left} left, then ${mounted} mounted`);
    return {
      ms: end - start,
      longWork: await window.__bench.longWork(start, end),
      settleLongWork: await window.__bench.longWork(end, end + 1000),
    };
  }, WIDGETS);
  await context.close();
  return {
    ...load,
    remount: remount.ms,
    remountLongWork: remount.longWork,
    remountSettleLongWork: remount.settleLongWork,
  };
}

/**
 * The JS heap in use once garbage is collected. Collection goes on until three readings in a row agree: work
 * the page had queued (effects run after paint, a last timer) may still allocate after the first one.
 */
async function usedHeap(cdp) {
  const readings = [];
  while (readings.length < 20) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    readings.push(usedSize);
    const [a, b, c] = readings.slice(-3);
    if (c !== undefined && Math.abs(a - b) < 1024 && Math.abs(b - c) < 1024) break;
  }
  return readings.at(-1);
}

/**
 * Unmounts and mounts every widget on the page `count` times, checks the last mount mounted them all, and
 * leaves them unmounted.
 */
async function cycle(page, count) {
  const mounted = await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) {
      wpWidgets.unmount(document.body);
      await wpWidgets.mount(document.body);
    }
    const all = document.querySelectorAll('[data-widget-mounted~="countdown"]').length;
    wpWidgets.unmount(document.body);
    return all;
  }, count);
  if (mounted !== WIDGETS) throw new Error(`${mounted} countdowns mounted after ${count} cycles`);
}

async function measureHeap(browser, base, flavour) {
  const { context, page } = await openBenchPage(browser, base, flavour, { recordLongWork: false });
  const cdp = await context.newCDPSession(page);
  await cycle(page, WARM_UP_CYCLES);
  const before = await usedHeap(cdp);
  const started = performance.now();
  await cycle(page, CYCLES);
  const seconds = (performance.now() - started) / 1000;
  const after = await usedHeap(cdp);
  await context.close();
  return { before, after, growth: after - before, seconds };
}

// ---------------------------------------------------------------------------------------------------------
// Reporting

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => value.toFixed(value < 10 ? 2 : 1);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(1)} KB`;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
        .join('   '),
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------

const doubledDir = join(root, '.cache/bench/doubled');
if (!values['no-build']) {
  await build();
  await build({ outdir: doubledDir, doubleRegistry: true });
}
const pageFile = writePage();
const { startServer } = await loadFixtureServer();
const server = await startServer({ port: 0, root, extraPages: { '/bench/': pageFile } });
const base = `http://127.0.0.1:${server.address().port}`;
const doubledServer = await startServer({
  port: 0,
  root,
  bundleDir: doubledDir,
  extraPages: { '/bench/': pageFile },
});
const doubledBase = `http://127.0.0.1:${doubledServer.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });

try {
  const loads = { react: [], preact: [] };
  const doubled = { react: [], preact: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? FLAVOURS : [...FLAVOURS].reverse();
    for (const flavour of order) {
      loads[flavour].push(await measureLoad(browser, base, flavour));
      doubled[flavour].push(await measureLoad(browser, doubledBase, flavour));
    }
    process.stderr.write(`\rpage loads: ${run + 1}/${RUNS}`);
  }
  process.stderr.write('\n');
  const heap = {};
  for (const flavour of FLAVOURS) {
    process.stderr.write(`heap: ${CYCLES} cycles, ${LABELS[flavour]}...\n`);
    heap[flavour] = await measureHeap(browser, base, flavour);
  }

  const stat = (flavour, key, from = loads) => median(from[flavour].map((load) => load[key]));
  // Long tasks and long animation frames, per page load: how many, and the longest (0 when none).
  const longest = (entries) => Math.max(0, ...entries.map((entry) => entry.duration));
  const scanStart = (load) => load.pageLoad - load.mountAll;
  const afterScan = (load, entries) =>
    entries.filter((entry) => entry.start + entry.duration > scanStart(load));
  const longWork = {
    tasks: (load) => load.longWork.tasks,
    tasksAfterScan: (load) => afterScan(load, load.longWork.tasks),
    frames: (load) => load.longWork.frames,
    framesAfterScan: (load) => afterScan(load, load.longWork.frames),
    settleTasks: (load) => load.settleLongWork.tasks,
    remountTasks: (load) => load.remountLongWork.tasks,
    remountFrames: (load) => load.remountLongWork.frames,
    remountSettleTasks: (load) => load.remountSettleLongWork.tasks,
  };
  const hasFrames = FLAVOURS.every((flavour) => loads[flavour].every((load) => load.longWork.frames));
  const longStat = (flavour, which, measure) =>
    median(loads[flavour].map((load) => measure(longWork[which](load))));
  const longRows = (label, which) => [
    row(`${label}: count`, String, (flavour) => longStat(flavour, which, (entries) => entries.length)),
    row(`${label}: longest ms`, ms, (flavour) => longStat(flavour, which, longest)),
  ];
  const doubledScan = (flavour) => stat(flavour, 'scan', doubled);
  const row = (label, format, value) => [label, ...FLAVOURS.map((flavour) => format(value(flavour)))];
  console.log(
    `\nwp-widget-bundle benchmark: Chromium ${browser.version()}, a page of ${ELEMENTS.toLocaleString('en')} elements with ${WIDGETS} countdowns, median of ${RUNS} page loads\n`,
  );
  console.log(
    table([
      ['', ...FLAVOURS.map((flavour) => LABELS[flavour])],
      row('scan ms', ms, (flavour) => stat(flavour, 'scan')),
      row('  scan ms, registry doubled', ms, doubledScan),
      row('  scan start to every hook looked for ms', ms, (flavour) => stat(flavour, 'scanAll')),
      row('    the same, registry doubled', ms, (flavour) => stat(flavour, 'scanAll', doubled)),
      row('mount-all ms (scan start to 200th mounted)', ms, (flavour) => stat(flavour, 'mountAll')),
      row('  re-mount ms (await wpWidgets.mount, code loaded)', ms, (flavour) => stat(flavour, 'remount')),
      row('  page load ms (navigation to 200th mounted)', ms, (flavour) => stat(flavour, 'pageLoad')),
      ...longRows('long tasks, navigation to 200th mounted', 'tasks'),
      ...longRows('  of them ending after the scan began', 'tasksAfterScan'),
      ...(hasFrames ? longRows('  long animation frames, navigation to 200th mounted', 'frames') : []),
      ...longRows('  long tasks in the second after the 200th mounted', 'settleTasks'),
      ...longRows('  long tasks during the re-mount', 'remountTasks'),
      ...(hasFrames ? longRows('  long animation frames during the re-mount', 'remountFrames') : []),
      ...longRows('  long tasks in the second after the re-mount', 'remountSettleTasks'),
      row('heap before (all unmounted)', mb, (flavour) => heap[flavour].before),
      row(`heap after ${CYCLES.toLocaleString('en')} cycles`, mb, (flavour) => heap[flavour].after),
      row('heap growth', kb, (flavour) => heap[flavour].growth),
      row(
        '  growth per cycle',
        (bytes) => `${Math.round(bytes)} B`,
        (flavour) => heap[flavour].growth / CYCLES,
      ),
      row(
        '  cycles took',
        (s) => `${s.toFixed(1)} s`,
        (flavour) => heap[flavour].seconds,
      ),
    ]),
  );

  const verdict = (pass) => (pass ? 'PASS' : 'MISS');
  /** A target row: no long task among `tasksOf(load)` in the median load, with how many loads had one. */
  const noLongTask = (tasksOf) => (flavour) => {
    const counts = loads[flavour].map((load) => tasksOf(load).length);
    const worst = Math.max(0, ...loads[flavour].map((load) => longest(tasksOf(load))));
    const withAny = counts.filter((count) => count > 0).length;
    return [
      median(counts) === 0,
      `${withAny} of ${loads[flavour].length} loads had one; longest ${ms(worst)} ms`,
    ];
  };
  const targets = [
    ['scan < 1 ms', (flavour) => [stat(flavour, 'scan') < 1, `${ms(stat(flavour, 'scan'))} ms`]],
    [
      'scan < 1 ms, registry doubled',
      (flavour) => [doubledScan(flavour) < 1, `${ms(doubledScan(flavour))} ms`],
    ],
    [
      `${WIDGETS} countdowns mounted < 100 ms`,
      (flavour) => [stat(flavour, 'mountAll') < 100, `${ms(stat(flavour, 'mountAll'))} ms`],
    ],
    [
      're-mount < 100 ms React, < 50 ms preact (code loaded)',
      (flavour) => [
        stat(flavour, 'remount') < REMOUNT_TARGET_MS[flavour],
        `${ms(stat(flavour, 'remount'))} ms`,
      ],
    ],
    ['no long task (> 50 ms), navigation to 200th mounted', noLongTask(longWork.tasks)],
    ['  no long task, scan start to 200th mounted', noLongTask(longWork.tasksAfterScan)],
    [
      `no heap growth across ${CYCLES.toLocaleString('en')} cycles (< ${HEAP_NOISE_BYTES / 1024} KB)`,
      (flavour) => [heap[flavour].growth < HEAP_NOISE_BYTES, kb(heap[flavour].growth)],
    ],
  ];
  console.log(`
mount-all: page load, from the start of the loader's scan to the moment the ${WIDGETS}th countdown carries
  data-widget-mounted, including the download and evaluation of the countdown's code (every countdown has
  data-widget-load="now"). The targets judge this one; re-mount is the same work with the code loaded.
long tasks: PerformanceObserver entries (type longtask, buffered) overlapping the span named, counted per page
  load (median), and the longest in that load (median); where Chromium reports long-animation-frame entries,
  those too. Navigation to the ${WIDGETS}th mount includes the page's own parsing and layout, before the bundle
  runs; the second after includes effects run after paint and the countdowns' first tick. The targets are
  judged on the median load; "loads had one" counts every load that had any. The re-mount rows count those
  overlapping the awaited wpWidgets.mount (the task that calls it included).
heap: JS heap after forced garbage collection, every widget unmounted, before and after the cycles.`);
  if (hasFrames) {
    // Where the time of the long frames went, from the scan's start to a second after the 200th mount, and from
    // the re-mount's start to a second after it: rendering, and scripts by what called them (the file named
    // is the one that was called: a chunk of the bundle, a library's).
    const attribution = (flavour, frames) => {
      const byStart = new Map();
      for (const load of loads[flavour])
        for (const frame of frames(load)) byStart.set(`${load.pageLoad}:${frame.start}`, frame);
      const all = [...byStart.values()];
      const perLoad = (value) => `${Math.round(value / loads[flavour].length)} ms`;
      const scripts = new Map();
      for (const frame of all) {
        for (const script of frame.scripts)
          scripts.set(script.what, (scripts.get(script.what) ?? 0) + script.duration);
      }
      const top = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const total = all.reduce((sum, frame) => sum + frame.duration, 0);
      const rendering = all.reduce((sum, frame) => sum + frame.rendering, 0);
      return [
        `  ${LABELS[flavour]}: ${(all.length / loads[flavour].length).toFixed(1)} frames, ${perLoad(total)}: rendering ${perLoad(rendering)}`,
        ...top.map(([what, duration]) => `    ${perLoad(duration)} ${what}`),
      ].join('\n');
    };
    console.log('\nLong animation frames per page load (mean), scan start to a second after the 200th mount');
    for (const flavour of FLAVOURS) {
      console.log(
        attribution(flavour, (load) => [
          ...afterScan(load, load.longWork.frames),
          ...load.settleLongWork.frames,
        ]),
      );
    }
    console.log('The same, the re-mount to a second after it');
    for (const flavour of FLAVOURS) {
      console.log(
        attribution(flavour, (load) => [
          ...load.remountLongWork.frames,
          ...load.remountSettleLongWork.frames,
        ]),
      );
    }
  }
  console.log('\nTargets');
  console.log(
    table(
      targets.map(([label, check]) => [
        label,
        ...FLAVOURS.map((flavour) => {
          const [pass, shown] = check(flavour);
          return `${LABELS[flavour]} ${verdict(pass)} (${shown})`;
        }),
      ]),
    ),
  );
} finally {
  await browser.close();
  server.close();
  doubledServer.close();
}
