// The entry script a theme enqueues: `widgets.js`, a classic script holding the registry and the loader's boot.

import * as esbuild from 'esbuild';
import { common, outdirOf, root, version } from './flavours.mjs';
import { registryChunks } from './registry-chunks.mjs';

/**
 * Builds `<flavour>/widgets.js`, which imports `core` by path and hands it the registry's names and hooks (see
 * registry-chunks.mjs); returns its path. `doubleRegistry` (the benchmark's, never shipped) adds a copy of every
 * widget with other names and hooks.
 */
export async function buildEntry(flavour, core, registry, out, { doubleRegistry = false } = {}) {
  const outdir = outdirOf(out, flavour);
  await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: ['widgets/index.ts'],
    outfile: `${outdir}/widgets.js`,
    // ESM output wrapped in a function is a classic script with no module interop helpers (esbuild's IIFE
    // format adds them for import() calls). The core is imported by an absolute URL made from the script's own
    // URL, so the chunks sit beside it wherever WordPress (or a CDN) serves it from.
    format: 'esm',
    banner: { js: '(()=>{' },
    footer: { js: '})();' },
    define: { ...common.define, __VERSION__: JSON.stringify(version), __CORE_CHUNK__: JSON.stringify(core) },
    plugins: [registryChunks(registry, { doubleRegistry })],
  });
  return `${outdir}/widgets.js`;
}
