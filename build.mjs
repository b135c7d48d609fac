// Builds both flavours: dist/widgets.js (React 19) and dist/preact/widgets.js (preact/compat), each a classic
// script that imports its widgets' hashed chunks relative to its own URL. Writes dist/manifest.json and
// dist/size-report.json; `node scripts/check-budgets.mjs` compares the sizes with budgets.json.
//
// Each step is a module under scripts/build/, in the order they run for each flavour:
//   page-widgets.mjs the widgets each fixture page holds, for the chunk plan (read once, for both flavours)
//   widgets.mjs      the widgets' chunks (entries.mjs: which files are chunks; standalone.mjs: the parts built
//                    whole; asset-urls.mjs: stylesheets and files linked by address; chunk-groups.mjs and
//                    merge-chunks.mjs: esbuild's chunks merged into fewer files, widgets that pages show together
//                    in one; shared-chunks.mjs: whose code each shared file is)
//   core.mjs         the lifecycle core, with each widget's stylesheets and chunks to preload
//   entry.mjs        widgets.js, with the registry's imports pointed at the chunks (registry-chunks.mjs)
//   first-paint.mjs  widgets.css, both flavours': widget markup laid out as mounted until it mounts
//   wordpress.mjs    widgets.asset.php beside each entry, then the plugin's zip
//   size-report.mjs  every file's sizes, and the table printed here

import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCore } from './scripts/build/core.mjs';
import { buildEntry } from './scripts/build/entry.mjs';
import { writeFirstPaintStylesheet } from './scripts/build/first-paint.mjs';
import { FLAVOURS, outdirOf, root, version } from './scripts/build/flavours.mjs';
import { pageWidgets } from './scripts/build/page-widgets.mjs';
import { readRegistry } from './scripts/build/registry-chunks.mjs';
import { fileSizes, flavourSizes, formatReport } from './scripts/build/size-report.mjs';
import { buildWidgets } from './scripts/build/widgets.mjs';
import { writeAssetFile, writePluginZip } from './scripts/build/wordpress.mjs';

/**
 * Builds into `dist/`, or into `outdir` (`npm run replay` builds into a temporary folder, leaving the project's
 * `dist/` as it was). Returns the size report.
 */
export async function build({ outdir: target = join(root, 'dist'), doubleRegistry = false } = {}) {
  const out = relative(root, target);
  rmSync(target, { recursive: true, force: true });
  const manifest = { version, flavours: {} };
  const report = { version, flavours: {} };
  const registry = await readRegistry();
  const pages = await pageWidgets(registry);
  for (const flavour of Object.keys(FLAVOURS)) {
    const outdir = outdirOf(out, flavour);
    const { widgets, texts, shared, libraries, families } = await buildWidgets(flavour, out, { pages });
    const core = await buildCore(flavour, widgets, registry, out);
    const entry = await buildEntry(flavour, core, registry, out, { doubleRegistry });
    writeAssetFile(join(root, outdir));
    manifest.flavours[flavour] = { entry: relative(out, entry), core, widgets, shared };
    report.flavours[flavour] = flavourSizes(outdir, {
      entry,
      core,
      widgets,
      shared,
      libraries,
      families,
      texts,
    });
  }
  report.firstPaint = fileSizes(relative(root, await writeFirstPaintStylesheet(target)));
  writeFileSync(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(target, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writePluginZip(target);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const report = await build();
  if (!process.argv.includes('--quiet')) console.log(formatReport(report));
  console.log(`built ${version} in ${Math.round(performance.now() - started)} ms`);
}
