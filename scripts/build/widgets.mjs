// The widgets' chunks: every widget, lazy part and standalone part, with the shared chunks esbuild splits out.

import * as fs from 'node:fs/promises';
import { relative } from 'node:path';
import * as esbuild from 'esbuild';
import { stripDescriptionsPlugin } from '../strip-descriptions.mjs';
import { assetsOf, assetUrls } from './asset-urls.mjs';
import { widgetEntries } from './entries.mjs';
import { common, FLAVOURS, outdirOf, root } from './flavours.mjs';
import { isWidget, mergeChunks } from './merge-chunks.mjs';
import { sharedChunkOwners } from './shared-chunks.mjs';
import { buildStandalone, standaloneImports } from './standalone.mjs';

/**
 * Builds one flavour's widget chunks into `<flavour>/chunks/`. Returns `widgets` (name -> `{ entry, js, css,
 * assets, part, imports }`, paths relative to the flavour's folder; `part` for a lazy or standalone part, which
 * only its widget's chunk imports) and the shared chunks with their owners (see shared-chunks.mjs).
 */
export async function buildWidgets(flavour, out, { pages = [] } = {}) {
  const { alias } = FLAVOURS[flavour];
  const outdir = outdirOf(out, flavour);
  const standalone = await buildStandalone(flavour, out);
  const entryPoints = widgetEntries();
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints,
    outdir: `${outdir}/chunks`,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    assetNames: '[name]-[hash]',
    splitting: true,
    format: 'esm',
    alias,
    plugins: [stripDescriptionsPlugin(fs), assetUrls, standaloneImports(standalone)],
    publicPath: './',
    metafile: true,
  });
  const { renamed, keys, members, imports, measured } = await mergeChunks(result.metafile, {
    pages: pages.map(({ widgets }) => widgets.map((folder) => entryPoints[folder])),
  });
  // Every shared file an entry loads, its own imports' imports too: the core preloads them all at once.
  const loads = (file) => {
    const seen = new Set();
    const stack = [...imports[file]];
    while (stack.length) {
      const next = stack.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...imports[next]);
    }
    return [...seen].map((path) => relative(outdir, path));
  };
  const names = Object.fromEntries(Object.entries(entryPoints).map(([name, path]) => [path, name]));
  const widgets = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    widgets[names[output.entryPoint]] = {
      entry: output.entryPoint,
      js: relative(outdir, renamed[file]),
      ...(keys[file] ? { key: keys[file] } : {}),
      css: output.cssBundle ? [relative(outdir, output.cssBundle)] : [],
      assets: assetsOf(result.metafile, output).map((path) => relative(outdir, path)),
      part: !isWidget(output),
      imports: loads(renamed[file]),
    };
  }
  for (const [entry, { name, js }] of Object.entries(standalone)) {
    widgets[name] = { entry, js, css: [], assets: [], part: true, imports: [] };
  }
  // What the size report measures of a file of several widgets: each widget's code, and the shared code beside it.
  const texts = {};
  for (const [path, text] of Object.entries(measured)) {
    const output = result.metafile.outputs[path];
    texts[output?.entryPoint ? `widget:${names[output.entryPoint]}` : relative(outdir, path)] = text;
  }
  return { widgets, texts, ...sharedChunkOwners(result.metafile, outdir, members) };
}
