// Compiles the fixture server (TypeScript) with esbuild and returns its start function; shared by
// `npm start`, `npm run replay` and the browser tests' web server.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function loadFixtureServer() {
  const outfile = join(root, '.cache/fixture-server.mjs');
  mkdirSync(dirname(outfile), { recursive: true });
  await esbuild.build({
    entryPoints: [join(root, 'fixtures/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
