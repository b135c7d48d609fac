// `dist/size-report.json`: every file's raw, gzip and brotli size, which scripts/check-budgets.mjs compares with
// budgets.json, and the table `npm run build` prints.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './flavours.mjs';

function sizes(path, text) {
  const bytes = text === undefined ? readFileSync(join(root, path)) : Buffer.from(text);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** One file's sizes, with its path relative to the project (or of `text`, what is measured instead of it). */
export function fileSizes(path, text) {
  return { file: path, ...sizes(path, text) };
}

/**
 * One flavour's sizes: its entry and core, each widget's chunk and linked files, and the shared chunks grouped as
 * a library's, a widget family's or the framework's (see shared-chunks.mjs). `outdir` is the flavour's folder,
 * relative to the project. `texts`: what is measured instead, where one file holds several widgets (merge-chunks.mjs,
 * `measured`): `widget:<name>`, that widget's code; a file's path, the shared code in it.
 */
export function flavourSizes(outdir, { entry, core, widgets, shared, libraries, families, texts = {} }) {
  const file = fileSizes;
  const files = {
    entry: file(entry),
    core: file(join(outdir, core)),
    widgets: {},
    shared: {},
    libraries: {},
    families: {},
  };
  for (const [name, widget] of Object.entries(widgets)) {
    files.widgets[name] = file(join(outdir, widget.js), texts[`widget:${name}`]);
    for (const css of [...widget.css, ...widget.assets])
      files.widgets[`${name} (${css.split('/').pop()})`] = file(join(outdir, css));
  }
  for (const chunk of shared) {
    const entry = file(join(outdir, chunk), texts[chunk]);
    const name = chunk.split('/').pop();
    if (libraries[chunk]) files.libraries[`${libraries[chunk]} (${name})`] = entry;
    else if (families[chunk]) files.families[`${families[chunk]} (${name})`] = entry;
    else files.shared[chunk] = entry;
  }
  return files;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** The size report as a table, one row a file. */
export function formatReport(report) {
  const rows = [['flavour', 'file', 'raw', 'gzip', 'brotli']];
  for (const [flavour, files] of Object.entries(report.flavours)) {
    const all = [
      ['entry', files.entry],
      ['core', files.core],
      ...Object.entries(files.widgets),
      ...Object.entries(files.libraries),
      ...Object.entries(files.families),
      ...Object.entries(files.shared),
    ];
    for (const [, f] of all) rows.push([flavour, f.file, kb(f.raw), kb(f.gzip), kb(f.brotli)]);
  }
  const first = report.firstPaint;
  if (first) rows.push(['both', first.file, kb(first.raw), kb(first.gzip), kb(first.brotli)]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    .join('\n');
}
