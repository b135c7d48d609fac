// `npm test`: every suite in order, then one closing line `N passed, N failed` summing them all (also written to
// .cache/test-summary.txt for CI). A check that cannot run counts as failed; so does a skipped test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadFixtureServer, root } from './fixture-server.mjs';

const cache = join(root, '.cache');
mkdirSync(cache, { recursive: true });
const bin = (name) => join(root, 'node_modules/.bin', name);
const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${[command.split('/').pop(), ...args].join(' ')}`);
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function record(label, passed, failed) {
  results.push({ label, passed, failed });
  console.log(`--- ${label}: ${passed} passed, ${failed} failed`);
}

/** A check that is one test: the type check, the linter, the build. */
function single(label, command, args) {
  const ok = run(label, command, args);
  record(label, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function vitest(label, config) {
  const output = join(cache, `vitest-${label}.json`);
  rmSync(output, { force: true });
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  if (config) args.push('-c', config);
  const ok = run(`unit tests (${label})`, bin('vitest'), args);
  const report = readJson(output);
  if (!report) return record(`unit tests (${label})`, 0, 1);
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const failed = report.numFailedTests + skipped + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(`unit tests (${label})`, report.numPassedTests, failed);
}

/**
 * Every test in a Playwright JSON report, with its spec and the titles of the describe blocks around it (the top
 * suites are the files, which each spec's file already names).
 */
function browserTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) tests.push({ spec, test, titles });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests;
}

/** Every browser test's run: its project, file, title and time taken. */
function browserRuns(report) {
  return browserTests(report).flatMap(({ spec, test }) =>
    (test.results ?? []).map((result) => ({
      project: test.projectName,
      file: spec.file,
      title: spec.title,
      ms: result.duration ?? 0,
    })),
  );
}

const slowest = [];

/** The first lines of an error, without a diff's counts (its lines say what was received), and where it was thrown. */
function errorSummary(error) {
  const lines = stripAnsi(String(error.message ?? error.value ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^[-+] (Expected|Received)\s+[-+] \d+$/.test(line));
  const at = error.location ? ` (line ${error.location.line})` : '';
  return `${lines.slice(0, 6).join(' / ')}${at}`;
}

/**
 * Every browser test that failed, or passed only on a retry: its project, file, line, title and how each run
 * failed, printed just above the summary, so that the end of a long log says which tests to look at.
 */
function browserFailures(report) {
  return browserTests(report)
    .filter(({ test }) => test.status === 'unexpected' || test.status === 'flaky')
    .map(({ spec, test, titles }) => {
      const errors = (test.results ?? [])
        .flatMap((result) => result.errors ?? (result.error ? [result.error] : []))
        .map(errorSummary)
        .filter(Boolean);
      return {
        name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
        status: test.status,
        errors: [...new Set(errors)],
        notes: (test.annotations ?? [])
          .filter((note) => note.description)
          .map((note) => `${note.type}: ${note.description}`),
      };
    });
}

/** Text without the terminal's colour codes. */
function stripAnsi(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape is what is stripped.
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

const failures = [];

function playwright(label = 'browser tests (react + preact)', env = {}, file = 'playwright.json') {
  const output = join(cache, file);
  rmSync(output, { force: true });
  const ok = run(label, bin('playwright'), ['test'], { PLAYWRIGHT_JSON: output, ...env });
  const report = readJson(output);
  if (!report?.stats) return record(label, 0, 1);
  slowest.push(...browserRuns(report));
  failures.push(...browserFailures(report));
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + flaky + skipped + (ok || unexpected > 0 ? 0 : 1);
  record(label, expected, failed);
}

/**
 * The wordpress projects, against a real WordPress (`npm run wp`), once its packages are there: installed when
 * missing. A machine where they cannot be installed skips them, and says so in one line above the summary.
 */
let wordpressSkipped = '';
function wordpress() {
  console.log('\n=== WordPress packages: node scripts/wp.mjs --install-only');
  const install = spawnSync(process.execPath, ['scripts/wp.mjs', '--install-only'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (install.status !== 0) {
    const reason = install.stderr.trim().split('\n').pop() || `exit ${install.status}`;
    wordpressSkipped = `browser tests (wordpress): SKIPPED, the WordPress packages could not be installed (${reason})`;
    console.log(wordpressSkipped);
    return;
  }
  playwright('browser tests (wordpress)', { WORDPRESS_TESTS: '1' }, 'playwright-wordpress.json');
}

single('type check', bin('tsc'), ['--noEmit', '-p', '.']);
single('lint and format', bin('biome'), ['ci', '.']);
const built = single('build', process.execPath, ['build.mjs', '--quiet']);
if (built) {
  const output = spawnSync(process.execPath, ['scripts/check-budgets.mjs'], { cwd: root, encoding: 'utf8' });
  console.log(`\n=== size budgets\n${output.stdout}${output.stderr}`);
  const counts = /budgets: (\d+) passed, (\d+) failed/.exec(output.stdout);
  record('size budgets', Number(counts?.[1] ?? 0), counts ? Number(counts[2]) : 1);
} else {
  record('size budgets', 0, 1);
}
vitest('react');
vitest('preact', 'vitest.preact.config.ts');
if (existsSync(join(root, 'dist/widgets.js'))) {
  // Which stylesheets the fixture pages wear: the fixture server's own decision (fixtures/server/theme.ts).
  try {
    const { resolveTheme } = await loadFixtureServer();
    console.log(`\nThe fixture pages are styled by ${resolveTheme(root).description}.`);
  } catch (error) {
    console.log(`\nThe fixture pages' stylesheets: ${error instanceof Error ? error.message : error}`);
  }
  // The fixture server serves the build just checked rather than building again (playwright.config.ts).
  playwright(undefined, { WIDGETS_BUILT: built ? '1' : '0' });
  wordpress();
} else record('browser tests (react + preact)', 0, 1);

if (slowest.length > 0) {
  console.log('\n=== the 15 slowest browser tests');
  for (const { project, file, title, ms } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  [${project}] ${file} › ${title}`);
}

if (failures.length > 0) {
  console.log('\n=== the browser tests that failed');
  for (const { name, status, errors, notes } of failures) {
    console.log(`${name}${status === 'flaky' ? ' (passed on a retry)' : ''}`);
    for (const error of errors) console.log(`    ${error.slice(0, 600)}`);
    for (const note of notes) console.log(`    ${note.slice(0, 600)}`);
  }
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log('\n=== summary');
for (const result of results)
  console.log(`${result.label}: ${result.passed} passed, ${result.failed} failed`);
if (wordpressSkipped) console.log(wordpressSkipped);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(join(cache, 'test-summary.txt'), `${summary}\n`);
console.log(summary);
process.exitCode = failed > 0 ? 1 : 0;
