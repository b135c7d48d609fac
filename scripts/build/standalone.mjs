// The standalone parts (`<part>.alone.ts`, see entries.mjs): built first, each whole, then imported by name.

import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { standaloneEntries } from './entries.mjs';
import { common, outdirOf, root } from './flavours.mjs';

/** Builds the standalone parts into `<flavour>/chunks/`: source path -> `{ name, js }`, `js` relative to the flavour's folder. */
export async function buildStandalone(flavour, out) {
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

/** An esbuild plugin: points `import('./<part>.alone')` at the standalone part's file, beside the importing chunk. */
export function standaloneImports(parts) {
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
