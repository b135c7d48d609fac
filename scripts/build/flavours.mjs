// What every build step shares: the project's folder, its version, the two flavours and esbuild's common options.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder: esbuild's working folder, which every path in a metafile is relative to. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

export const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Each flavour's output folder under `dist/`, and the aliases that swap React for preact/compat. */
export const FLAVOURS = {
  react: { folder: '', alias: {} },
  preact: { folder: 'preact', alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
};

/** A flavour's output folder, relative to the project (esbuild's working folder): `dist`, `dist/preact`. */
export const outdirOf = (out, flavour) => join(out, FLAVOURS[flavour].folder);

/** The options every esbuild call shares: minified ES2022, React's automatic JSX, production React. */
export const common = {
  bundle: true,
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  legalComments: 'external',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};
