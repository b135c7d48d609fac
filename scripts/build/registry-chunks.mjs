// The registry, split by the build: what the entry needs to find widgets, and what only the core needs.

import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './flavours.mjs';

/** The only shape of `import()` the registry may use; the build's checks below rely on it. */
const WIDGET_IMPORT = /\bimport\(['"]\.\/([\w-]+)\/index['"]\)/;

/**
 * For the benchmark: a copy of every definition, named `<name>-copy`, whose hooks have every class, id and
 * attribute name suffixed `-copy` (the same shapes of selector, matching nothing on the page), without jQuery
 * plugins.
 */
const DOUBLE = `
registry.push(...registry.map((definition) => ({
  ...definition,
  name: \`\${definition.name}-copy\`,
  hooks: definition.hooks?.map((hook) => hook.replace(/([.#[])(-?[_a-zA-Z][\\w-]*)/g, '$1$2-copy')),
  jquery: undefined,
})));
`;

/**
 * The registry (`widgets/registry.ts`) as the build reads it: each definition's fields, and `folder`, the widget
 * module its `load` imports (`import('./<folder>/index')`, the only shape allowed). The registry is bundled
 * without the widgets' modules and evaluated; its `load` functions are never called here.
 */
export async function readRegistry() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['widgets/registry.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'widget-modules-external',
        setup(build) {
          build.onResolve({ filter: /^\.\/[\w-]+\/index$/ }, (args) =>
            args.importer.endsWith(join('widgets', 'registry.ts'))
              ? { path: args.path, external: true }
              : undefined,
          );
        },
      },
    ],
  });
  const source = result.outputFiles[0].text;
  const { registry } = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  return registry.map(({ load, ...fields }) => {
    const folder = WIDGET_IMPORT.exec(String(load))?.[1];
    if (!folder)
      throw new Error(`widgets/registry.ts: ${fields.name}: load must read () => import('./<name>/index')`);
    return { ...fields, folder };
  });
}

/**
 * What only the core needs of each widget (`__WIDGET_DETAILS__`, read in loader/core.ts): its chunk's path and
 * when and how it mounts. A widget without an index module fails the build rather than leaving a widget that
 * cannot load.
 */
export function widgetDetails(registry, widgets) {
  const details = {};
  for (const { name, folder, strategy, kind, whenRendered } of registry) {
    const widget = widgets[folder];
    if (!widget) throw new Error(`widgets/${folder} has no index module`);
    details[name] = { js: widget.js, key: widget.key, strategy, kind, whenRendered };
  }
  return details;
}

/** What separates a definition's fields in the entry's registry: characters no name, selector or plugin holds. */
const LINE = '\n';
const FIELD = '\t';
const PLUGIN = '\v';

/**
 * The entry's registry, as source: each definition's name, hooks and jQuery plugin names, as one string the entry
 * splits (`name<TAB>hook<TAB>hook<VT>plugin<VT>plugin`, a line each) rather than as an array of objects, whose
 * repeated keys and quotes cost the entry about 100 bytes gzip on every page. A widget without hooks or plugins
 * gets empty lists, which the loader reads as it reads none.
 */
export function slimRegistry(registry) {
  const lines = registry.map(({ name, hooks = [], jquery = [] }) => {
    for (const text of [name, ...hooks, ...jquery])
      if ([LINE, FIELD, PLUGIN].some((separator) => text.includes(separator)))
        throw new Error(
          `widgets/registry.ts: ${name}: ${JSON.stringify(text)} holds a tab, newline or vertical tab`,
        );
    return [[name, ...hooks].join(FIELD), ...jquery].join(PLUGIN);
  });
  return `${JSON.stringify(lines.join(LINE))}.split(${JSON.stringify(LINE)}).map((line) => {
  const [head, ...jquery] = line.split(${JSON.stringify(PLUGIN)});
  const [name, ...hooks] = head.split(${JSON.stringify(FIELD)});
  return { name, hooks, jquery };
})`;
}

/**
 * An esbuild plugin for the entry script: the registry becomes only what the entry needs to find widgets and
 * stand in for their jQuery plugins: each widget's name, hooks and jQuery plugin names. The rest (its chunk,
 * its strategy, its kind) lives in the core (`widgetDetails`), which the entry imports only on pages with
 * widgets: the entry stays small however many widgets the registry holds. The registry's source keeps its
 * plain `import()` calls so that the unit tests (which load widgets with `definition.load()` under Vite) and the
 * type checker see each widget's module.
 */
export function registryChunks(registry, { doubleRegistry = false } = {}) {
  return {
    name: 'registry-chunks',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/]registry\.ts$/ }, (args) => ({
        contents: `export const registry = ${slimRegistry(registry)};${doubleRegistry ? DOUBLE : ''}`,
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
