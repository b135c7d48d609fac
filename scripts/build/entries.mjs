// Which source files become chunks of their own: found by file name in each widget folder.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './flavours.mjs';

/**
 * Each widget folder's files, as `[folder, file]` pairs. The families widgets share (`widgets/families/<name>/`)
 * are no entries of their own: esbuild puts their code in shared chunks (see shared-chunks.mjs).
 */
function widgetFiles() {
  return filesOf('widgets').filter(([folder]) => folder !== 'families');
}

/** The `[folder, file]` pairs of each folder in `dir` (relative to the project). */
function filesOf(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .flatMap((folder) => readdirSync(join(root, dir, folder.name)).map((file) => [folder.name, file]));
}

/**
 * Every widget folder with an index module is an entry point, named after the folder. So is each part a widget
 * imports only when it is needed (`<part>.lazy.ts(x)`, imported with `import('./<part>.lazy')`): named
 * `<widget>-<part>`, it gets its own chunk and budget instead of being counted among the shared chunks.
 */
export function widgetEntries() {
  const entries = {};
  for (const [folder, file] of widgetFiles()) {
    const path = join('widgets', folder, file);
    if (/^index\.tsx?$/.test(file)) entries[folder] = path;
    const part = /^([\w-]+)\.lazy\.tsx?$/.exec(file)?.[1];
    if (part) entries[`${folder}-${part}`] = path;
  }
  return entries;
}

/**
 * Parts a widget loads whole, with their library inside (`<part>.alone.ts`, imported with
 * `import('./<part>.alone')`): each is bundled on its own, tree-shaken to what it uses, so a page loads only the
 * library code of the parts it has. Chart.js is the case: split like the other chunks, every chart type would
 * share one chunk holding every type's code. A widget family may have one too (`widgets/families/<name>/`), which
 * its widgets load instead of their own where that weighs less (the charts': every type's). A standalone part
 * must import a library only (no toolkit or React: a second copy of their modules would hold state of its own).
 * Named `<widget>-<part>` (or `<family>-<part>`), with its budget.
 */
export function standaloneEntries() {
  const entries = {};
  const parts = [
    ...widgetFiles().map(([folder, file]) => ['widgets', folder, file]),
    ...filesOf('widgets/families').map(([folder, file]) => ['widgets/families', folder, file]),
  ];
  for (const [dir, folder, file] of parts) {
    const part = /^([\w-]+)\.alone\.ts$/.exec(file)?.[1];
    if (part) entries[`${folder}-${part}`] = join(dir, folder, file);
  }
  return entries;
}
