// `npm run budgets`: compares dist/size-report.json (written by the build) with budgets.json.
// Every widget must have a budget. Prints one line per budget and the counts; exits 1 on any overrun.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './fixture-server.mjs';

const reportPath = join(root, 'dist/size-report.json');
if (!existsSync(reportPath)) {
  console.error('dist/size-report.json is missing: run `npm run build` first.');
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));

const checks = [];
const check = (label, actual, budget) =>
  checks.push({ label, actual, budget, ok: budget !== undefined && actual <= budget });

for (const [flavour, files] of Object.entries(report.flavours)) {
  check(`${flavour} entry ${files.entry.file}`, files.entry.gzip, budgets.entry);
  check(`${flavour} core ${files.core.file}`, files.core.gzip, budgets.core);
  const shared = Object.values(files.shared).reduce((sum, file) => sum + file.gzip, 0);
  check(
    `${flavour} shared chunks (${Object.keys(files.shared).length} files)`,
    shared,
    budgets.shared[flavour],
  );
  // A file of shared code alone is one more request for every page that needs it: it must be worth one.
  const widgetFiles = new Set(Object.values(manifest.flavours[flavour].widgets).map((widget) => widget.js));
  for (const [path, file] of Object.entries(files.shared)) {
    if (widgetFiles.has(path)) continue;
    checks.push({
      label: `${flavour} shared-only file ${file.file}`,
      actual: file.gzip,
      budget: `at least ${budgets.sharedFileMinimum}`,
      ok: budgets.sharedFileMinimum !== undefined && file.gzip >= budgets.sharedFileMinimum,
    });
  }
  const perWidget = {};
  for (const [key, file] of Object.entries(files.widgets)) {
    const name = key.replace(/ \(.*\)$/, '');
    perWidget[name] = (perWidget[name] ?? 0) + file.gzip;
  }
  for (const [name, gzip] of Object.entries(perWidget))
    check(`${flavour} widget ${name}`, gzip, budgets.widgets[name]);
  const sum = (group) => {
    const totals = {};
    for (const [key, file] of Object.entries(group ?? {})) {
      const name = key.replace(/ \(.*\)$/, '');
      totals[name] = (totals[name] ?? 0) + file.gzip;
    }
    return Object.entries(totals);
  };
  for (const [name, gzip] of sum(files.libraries))
    check(`${flavour} library ${name} (with what only its widgets share)`, gzip, budgets.libraries?.[name]);
  for (const [name, gzip] of sum(files.families))
    check(`${flavour} widget family ${name} (its shared code)`, gzip, budgets.families?.[name]);
}

if (report.firstPaint)
  check(`first-paint stylesheet ${report.firstPaint.file}`, report.firstPaint.gzip, budgets.firstPaint);

for (const { label, actual, budget, ok } of checks) {
  const limit = budget === undefined ? 'no budget in budgets.json' : `${budget} B`;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${actual} B gzip (budget ${limit})`);
}
const failed = checks.filter((entry) => !entry.ok).length;
console.log(`budgets: ${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
