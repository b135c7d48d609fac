// The one source rewrite in the build: the registry's `import()` calls, in the entry script only.

import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The only shape of `import()` the registry may use; the rewrite and its checks below rely on it. */
const WIDGET_IMPORT = /\bimport\('\.\/([\w-]+)\/index'\)/g;

/**
 * An esbuild plugin for the entry script: the registry's `load: () => import('./<name>/index')` become
 * `importChunk('chunks/<name>-<hash>.js')`, which imports the widget's chunk by its absolute URL beside the entry
 * (see loader/entry-script.ts): a relative `import()` in a classic script served from another origin resolves
 * against about:blank.
 *
 * Why a rewrite of the source, as it is loaded: esbuild cannot turn an `import()` into a call (an `onResolve` can
 * only make it external, which keeps the relative `import()`), and the registry keeps its plain `import()` calls
 * so that the unit tests (which load widgets with `definition.load()` under Vite) and the type checker see each
 * widget's module. Other ways were weighed: making the registry call a loader function by name would lose those
 * types, and a data module of chunk paths would still leave the `import()` calls in the entry. So the rewrite
 * stays, held to that one shape: a widget without an index module, or any `import(` left over in another shape,
 * fails the build rather than leaving a widget that cannot load; and every browser test loads its widgets
 * through the rewritten registry.
 */
export function registryChunks(widgets) {
  return {
    name: 'registry-chunks',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/]registry\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const errors = [];
        const rewritten = source.replace(WIDGET_IMPORT, (_, name) => {
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
