// `npm run docs`: regenerates the README's attribute reference from the widgets' option schemas.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { root } from './fixture-server.mjs';

const outfile = join(root, '.cache/attribute-reference.mjs');
await esbuild.build({
  entryPoints: [join(root, 'scripts/attribute-reference.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  packages: 'external',
  loader: { '.css': 'empty' },
  logLevel: 'warning',
  plugins: [
    {
      // Only the option schemas are read: an asset's address, and MediaElement (which needs a browser), are stubs.
      name: 'browser-only',
      setup(build) {
        build.onResolve({ filter: /\?url$|^mediaelement($|\/)/ }, (args) => ({
          path: args.path,
          namespace: 'stub',
        }));
        build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
          contents: 'export default "";',
          loader: 'js',
        }));
      },
    },
  ],
});
const { withReference } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
const readmePath = join(root, 'README.md');
writeFileSync(readmePath, await withReference(readFileSync(readmePath, 'utf8')));
console.log('README.md: attribute reference updated');
