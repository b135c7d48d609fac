// Compiles the fixture server (TypeScript) with esbuild and returns its start function; shared by
// `npm start`, `npm run replay`, `npm run bench` and the browser tests' web servers.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function loadFixtureServer() {
  const outfile = join(root, '.cache/fixture-server.mjs');
  mkdirSync(dirname(outfile), { recursive: true });
  const result = await esbuild.build({
    entryPoints: [join(root, 'fixtures/server/main.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // Written beside it, then renamed: a server started at the same moment never imports a half-written file.
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, result.outputFiles[0].contents);
  renameSync(partial, outfile);
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
