// Stylesheets and other files a widget links by address.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/**
 * An esbuild plugin for `import href from './file.css?url'` (Vite's convention, which the unit tests' Vite
 * understands too): the stylesheet is bundled and minified into a hashed file beside the chunks, and the import
 * is its address relative to them, for a widget that links it only when needed (`new URL(href, import.meta.url)`).
 * Any other file (`mejs-controls.svg?url`) is copied beside the chunks as it is.
 */
export const assetUrls = {
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

/** The files a chunk links by address (`?url` imports), found by the input module they were made from. */
export function assetsOf(metafile, chunk) {
  const inputs = new Set(Object.keys(chunk.inputs).filter((input) => input.startsWith('asset-url:')));
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => inputs.has(input)) && output !== chunk)
    .map(([path]) => path);
}
