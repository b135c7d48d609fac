// Builds both flavours: dist/widgets.js (React 19) and dist/preact/widgets.js (preact/compat), each a classic
// script that imports its widgets' hashed chunks relative to its own URL. Writes dist/manifest.json and
// dist/size-report.json; `node scripts/check-budgets.mjs` compares the sizes with budgets.json.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { stripDescriptionsPlugin } from './scripts/strip-descriptions.mjs';
import { zip } from './scripts/zip.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

export const FLAVOURS = {
  react: { folder: '', alias: {} },
  preact: { folder: 'preact', alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
};

/** A flavour's output folder, relative to the project (esbuild's working folder): `dist`, `dist/preact`. */
const outdirOf = (out, flavour) => join(out, FLAVOURS[flavour].folder);

const common = {
  bundle: true,
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  legalComments: 'external',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/**
 * Every widget folder with an index module is an entry point, named after the folder. So is each part a widget
 * imports only when it is needed (`<part>.lazy.ts(x)`, imported with `import('./<part>.lazy')`): named
 * `<widget>-<part>`, it gets its own chunk and budget instead of being counted among the shared chunks.
 */
function widgetEntries() {
  const entries = {};
  for (const folder of readdirSync(join(root, 'widgets'), { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(root, 'widgets', folder.name))) {
      const path = join('widgets', folder.name, file);
      if (/^index\.tsx?$/.test(file)) entries[folder.name] = path;
      const part = /^([\w-]+)\.lazy\.tsx?$/.exec(file)?.[1];
      if (part) entries[`${folder.name}-${part}`] = path;
    }
  }
  return entries;
}

/**
 * Parts a widget loads whole, with their library inside (`<part>.alone.ts`, imported with
 * `import('./<part>.alone')`): each is bundled on its own, tree-shaken to what it uses, so a page loads only the
 * library code of the parts it has. Chart.js is the case: split like the other chunks, every chart type would
 * share one chunk holding every type's code. A standalone part must import a library only (no toolkit or
 * React: a second copy of their modules would hold state of its own). Named `<widget>-<part>`, with its budget.
 */
function standaloneEntries() {
  const entries = {};
  for (const folder of readdirSync(join(root, 'widgets'), { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(root, 'widgets', folder.name))) {
      const part = /^([\w-]+)\.alone\.ts$/.exec(file)?.[1];
      if (part) entries[`${folder.name}-${part}`] = join('widgets', folder.name, file);
    }
  }
  return entries;
}

async function buildStandalone(flavour, out) {
  const outdir = outdirOf(out, flavour);
  const entryPoints = standaloneEntries();
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints,
    outdir: `${outdir}/chunks`,
    entryNames: '[name]-[hash]',
    format: 'esm',
    metafile: true,
  });
  const names = Object.fromEntries(Object.entries(entryPoints).map(([name, path]) => [path, name]));
  const parts = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    parts[output.entryPoint] = { name: names[output.entryPoint], js: relative(outdir, file) };
  }
  return parts;
}

/** Points `import('./<part>.alone')` at the standalone part's file, beside the importing chunk. */
function standaloneImports(parts) {
  return {
    name: 'standalone-imports',
    setup(build) {
      build.onResolve({ filter: /\.alone$/ }, (args) => {
        const source = relative(root, join(args.resolveDir, `${args.path}.ts`));
        const part = parts[source];
        if (!part) return { errors: [{ text: `${source}: no standalone part was built for it` }] };
        return { path: `./${part.js.split('/').pop()}`, external: true };
      });
    },
  };
}

/**
 * A shared chunk of one widget family's code only (a folder without an index: `widgets/charts/`, `widgets/shop/`)
 * is reported, and budgeted, as that family's (`families` in budgets.json), not among the framework's.
 *
 * The large libraries widgets share. esbuild puts a library's code in a shared chunk (with whatever else exactly
 * the same widgets import); such a chunk is reported, and budgeted, as that library's rather than among the
 * framework's shared chunks, and so is every other shared chunk that only widgets using the library import
 * (their own shared code: the slideshow family's, beside Swiper).
 */
const LIBRARIES = ['swiper', 'chart.js', 'mediaelement'];

/**
 * `import href from './file.css?url'` (Vite's convention, which the unit tests' Vite understands too): the
 * stylesheet is bundled and minified into a hashed file beside the chunks, and the import is its address
 * relative to them, for a widget that links it only when needed (`new URL(href, import.meta.url)`). Any other
 * file (`mejs-controls.svg?url`) is copied beside the chunks as it is.
 */
const assetUrls = {
  name: 'asset-urls',
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, async (args) => {
      const file = args.path.slice(0, -'?url'.length);
      if (file.startsWith('.')) return { path: join(args.resolveDir, file), namespace: 'asset-url' };
      // A package's file (`mediaelement/build/mejs-controls.svg?url`).
      const resolved = await build.resolve(file, { resolveDir: args.resolveDir, kind: args.kind });
      return resolved.errors.length
        ? { errors: resolved.errors }
        : { path: resolved.path, namespace: 'asset-url' };
    });
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, async (args) => {
      if (!args.path.endsWith('.css')) return { contents: readFileSync(args.path), loader: 'file' };
      const css = await esbuild.build({
        entryPoints: [args.path],
        bundle: true,
        minify: true,
        write: false,
        logLevel: 'warning',
        legalComments: 'none',
      });
      return {
        contents: css.outputFiles[0].contents,
        loader: 'file',
        watchFiles: css.outputFiles.map((f) => f.path),
      };
    });
  },
};

function sizes(path) {
  const bytes = readFileSync(join(root, path));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

async function buildWidgets(flavour, out) {
  const { alias } = FLAVOURS[flavour];
  const outdir = outdirOf(out, flavour);
  const standalone = await buildStandalone(flavour, out);
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: widgetEntries(),
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
  const entries = Object.fromEntries(Object.entries(widgetEntries()).map(([name, path]) => [path, name]));
  // widget name -> { js, css, imports } with paths relative to the loader's folder
  const widgets = {};
  const shared = new Set();
  // shared chunk -> the library whose code it holds, or the widget family whose code it is
  const libraries = {};
  const familyOf = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const rel = relative(outdir, file);
    if (!output.entryPoint) {
      if (!file.endsWith('.js')) continue;
      shared.add(rel);
      const library = LIBRARIES.find((name) =>
        Object.keys(output.inputs).some((input) => input.startsWith(`node_modules/${name}/`)),
      );
      if (library) libraries[rel] = library;
      else {
        // A widget family's own shared code (`widgets/charts/`, `widgets/shop/`, folders without an index).
        const families = new Set(
          Object.keys(output.inputs)
            .map((input) => /^widgets\/([\w-]+)\//.exec(input)?.[1])
            .filter((family) => family !== undefined),
        );
        const [family] = families;
        if (families.size === 1 && family) familyOf[rel] = family;
      }
      continue;
    }
    const name = entries[output.entryPoint];
    widgets[name] = {
      entry: output.entryPoint,
      js: rel,
      css: output.cssBundle ? [relative(outdir, output.cssBundle)] : [],
      assets: assetsOf(result.metafile, output).map((path) => relative(outdir, path)),
      part: !/[\\/]index\.tsx?$/.test(output.entryPoint),
      imports: output.imports
        .filter((i) => i.kind === 'import-statement')
        .map((i) => relative(outdir, i.path)),
    };
  }
  for (const [entry, { name, js }] of Object.entries(standalone)) {
    widgets[name] = { entry, js, css: [], assets: [], part: true, imports: [] };
  }
  assignFamilies(result.metafile, outdir, libraries);
  for (const chunk of Object.keys(libraries)) delete familyOf[chunk];
  return { widgets, shared: [...shared], libraries, families: familyOf };
}

/** Adds to `libraries` each shared chunk imported only by entries that also import a library's chunk. */
function assignFamilies(metafile, outdir, libraries) {
  const outputs = metafile.outputs;
  const importers = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const seen = new Set();
    const visit = (path) => {
      for (const { path: next, kind } of outputs[path]?.imports ?? []) {
        if (kind !== 'import-statement' || seen.has(next)) continue;
        seen.add(next);
        visit(next);
      }
    };
    visit(file);
    for (const chunk of seen) {
      const name = relative(outdir, chunk);
      importers[name] ??= new Set();
      importers[name].add(file);
    }
  }
  for (const [chunk, library] of Object.entries({ ...libraries })) {
    const users = importers[chunk] ?? new Set();
    for (const [other, entries] of Object.entries(importers)) {
      if (libraries[other] || !other.endsWith('.js')) continue;
      if ([...entries].every((entry) => users.has(entry))) libraries[other] = library;
    }
  }
}

/** The files a chunk links by address (`?url` imports), found by the input module they were made from. */
function assetsOf(metafile, chunk) {
  const inputs = new Set(Object.keys(chunk.inputs).filter((input) => input.startsWith('asset-url:')));
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => inputs.has(input)) && output !== chunk)
    .map(([path]) => path);
}

/**
 * The registry's `load: () => import('./<name>/index')` become `importChunk('chunks/<name>-<hash>.js')`, which
 * imports the widget's chunk by its absolute URL beside the entry (see loader/entry-script.ts): a relative
 * `import()` in a classic script served from another origin resolves against about:blank. esbuild cannot
 * rewrite an `import()` into a call, so the registry's source is rewritten as it is loaded; any `import(` left
 * over fails the build.
 */
function registryChunks(widgets) {
  return {
    name: 'registry-chunks',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/]registry\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const errors = [];
        const rewritten = source.replace(/\bimport\('\.\/([\w-]+)\/index'\)/g, (_, name) => {
          const widget = widgets[name];
          if (!widget) errors.push({ text: `widgets/${name} has no index module` });
          return `importChunk(${JSON.stringify(widget?.js)})`;
        });
        if (/\bimport\s*\(/.test(rewritten)) {
          errors.push({ text: "widgets/registry.ts: every import() must read import('./<name>/index')" });
        }
        const contents = `import { importChunk } from '../loader/entry-script';\n${rewritten}`;
        return { contents, loader: 'ts', resolveDir: dirname(args.path), errors };
      });
    },
  };
}

/**
 * The lifecycle core: one ES module, loaded by the entry on pages that have widgets. It knows each widget's
 * stylesheets and the shared chunks to preload while the widget's own chunk downloads.
 */
async function buildCore(flavour, widgets, out) {
  const outdir = outdirOf(out, flavour);
  // Each shared chunk's path is written once, and a widget names the ones it imports by their place in that list:
  // most widgets import the same dozen, and the core is loaded on every page with widgets (a third of its bytes
  // before gzip; listing only the chunks not imported by another, and following their imports here, gzips worse).
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
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: { loader: 'loader/core.ts' },
    outdir: `${outdir}/chunks`,
    entryNames: '[name]-[hash]',
    format: 'esm',
    define: { ...common.define, __WIDGET_ASSETS__: JSON.stringify({ shared, widgets: assets }) },
    metafile: true,
  });
  const file = Object.keys(result.metafile.outputs).find((path) => path.endsWith('.js'));
  return relative(outdir, file);
}

async function buildEntry(flavour, core, widgets, out) {
  const outdir = outdirOf(out, flavour);
  await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: ['widgets/index.ts'],
    outfile: `${outdir}/widgets.js`,
    // ESM output wrapped in a function is a classic script with no module interop helpers (esbuild's IIFE
    // format adds them for import() calls). Chunks are imported by absolute URLs made from the script's own
    // URL, so they sit beside it wherever WordPress (or a CDN) serves it from.
    format: 'esm',
    banner: { js: '(()=>{' },
    footer: { js: '})();' },
    define: { ...common.define, __VERSION__: JSON.stringify(version), __CORE_CHUNK__: JSON.stringify(core) },
    plugins: [registryChunks(widgets)],
  });
  return `${outdir}/widgets.js`;
}

/**
 * Builds into `dist/`, or into `outdir` (`npm run replay` builds into a temporary folder, leaving the project's
 * `dist/` as it was). Beside each flavour's entry goes `widgets.asset.php`, and in `dist/` the plugin's zip.
 */
export async function build({ outdir: target = join(root, 'dist') } = {}) {
  const out = relative(root, target);
  rmSync(target, { recursive: true, force: true });
  const manifest = { version, flavours: {} };
  const report = { version, flavours: {} };
  for (const flavour of Object.keys(FLAVOURS)) {
    const outdir = outdirOf(out, flavour);
    const { widgets, shared, libraries, families } = await buildWidgets(flavour, out);
    const core = await buildCore(flavour, widgets, out);
    const entry = await buildEntry(flavour, core, widgets, out);
    writeAssetFile(join(root, outdir));
    manifest.flavours[flavour] = { entry: relative(out, entry), core, widgets, shared };
    const files = {
      entry: { file: entry, ...sizes(entry) },
      core: { file: join(outdir, core), ...sizes(join(outdir, core)) },
      widgets: {},
      shared: {},
      libraries: {},
      families: {},
    };
    for (const [name, widget] of Object.entries(widgets)) {
      files.widgets[name] = { file: join(outdir, widget.js), ...sizes(join(outdir, widget.js)) };
      for (const css of [...widget.css, ...widget.assets])
        files.widgets[`${name} (${css.split('/').pop()})`] = {
          file: join(outdir, css),
          ...sizes(join(outdir, css)),
        };
    }
    for (const chunk of shared) {
      const entry = { file: join(outdir, chunk), ...sizes(join(outdir, chunk)) };
      const file = chunk.split('/').pop();
      if (libraries[chunk]) files.libraries[`${libraries[chunk]} (${file})`] = entry;
      else if (families[chunk]) files.families[`${families[chunk]} (${file})`] = entry;
      else files.shared[chunk] = entry;
    }
    report.flavours[flavour] = files;
  }
  writeFileSync(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(target, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writePluginZip(target);
  return report;
}

/**
 * `widgets.asset.php` beside a flavour's entry, as `@wordpress/scripts` writes its `*.asset.php`: the script's
 * dependencies (none: the bundle needs no jQuery or wp-* script) and a version that changes with its content.
 * The entry names the core chunk by its hash, and the core names every widget chunk by theirs, so hashing the
 * entry is hashing the build.
 */
function writeAssetFile(outdir) {
  const hash = createHash('sha256')
    .update(readFileSync(join(outdir, 'widgets.js')))
    .digest('hex')
    .slice(0, 20);
  writeFileSync(
    join(outdir, 'widgets.asset.php'),
    `<?php return array( 'dependencies' => array(), 'version' => '${hash}' );\n`,
  );
}

/** Every file under a folder, as paths relative to it, in a stable order. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(dir, join(prefix, entry.name))
        : [join(prefix, entry.name).split('\\').join('/')],
    );
}

/**
 * `dist/wp-widget-bundle.zip`, installable from the WordPress admin (Plugins > Add New > Upload): the plugin's
 * PHP files from `wordpress/` and both builds in its `build/` folder.
 */
function writePluginZip(target) {
  const plugin = join(root, 'wordpress');
  const files = [
    ...filesUnder(plugin).map((path) => [`wp-widget-bundle/${path}`, join(plugin, path)]),
    ...filesUnder(target)
      .filter((path) => !/^(manifest|size-report)\.json$|\.zip$/.test(path))
      .map((path) => [`wp-widget-bundle/build/${path}`, join(target, path)]),
  ];
  writeFileSync(
    join(target, 'wp-widget-bundle.zip'),
    zip(files.map(([name, file]) => ({ name, data: readFileSync(file) }))),
  );
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

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
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const report = await build();
  if (!process.argv.includes('--quiet')) console.log(formatReport(report));
  console.log(`built ${version} in ${Math.round(performance.now() - started)} ms`);
}
