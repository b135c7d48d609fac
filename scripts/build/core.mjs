// The lifecycle core chunk, with the list of each widget's stylesheets and shared chunks to preload.

import { relative } from 'node:path';
import * as esbuild from 'esbuild';
import { common, outdirOf, root } from './flavours.mjs';
import { widgetDetails } from './registry-chunks.mjs';

/**
 * What the core knows of each widget, before its chunk loads (`__WIDGET_ASSETS__`, read in loader/chunks.ts):
 * its stylesheets, and the shared chunks to preload while its own chunk downloads. Each shared chunk's path is
 * written once, and a widget names the ones it imports by their place in that list: most widgets import the same
 * dozen, and the core is loaded on every page with widgets (a third of its bytes before gzip; listing only the
 * chunks not imported by another, and following their imports here, gzips worse).
 */
export function widgetAssets(widgets) {
  const shared = [];
  const place = (path) => {
    const index = shared.indexOf(path);
    return index >= 0 ? index : shared.push(path) - 1;
  };
  const assets = {};
  for (const [name, widget] of Object.entries(widgets)) {
    // A lazy part is imported by its widget's chunk, never by the loader.
    if (widget.part) continue;
    const entry = {};
    if (widget.css.length) entry.css = widget.css;
    if (widget.imports.length) entry.preload = widget.imports.map(place);
    if (Object.keys(entry).length) assets[name] = entry;
  }
  return { shared, widgets: assets };
}

/**
 * The lifecycle core: one ES module, loaded by the entry on pages that have widgets. Returns its path relative to
 * the flavour's folder (`chunks/loader-<hash>.js`).
 */
export async function buildCore(flavour, widgets, registry, out) {
  const outdir = outdirOf(out, flavour);
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: { loader: 'loader/core.ts' },
    outdir: `${outdir}/chunks`,
    entryNames: '[name]-[hash]',
    format: 'esm',
    define: {
      ...common.define,
      __WIDGET_ASSETS__: JSON.stringify(widgetAssets(widgets)),
      __WIDGET_DETAILS__: JSON.stringify(widgetDetails(registry, widgets)),
    },
    metafile: true,
  });
  const file = Object.keys(result.metafile.outputs).find((path) => path.endsWith('.js'));
  return relative(outdir, file);
}
