// `npm run replay -- saved.html [--har recording.har] [--origin https://site.example] [--port N] [--no-build]
// [--strict]`
//
// Replays a page QA saved from a real site (Chrome: Save page as > "Webpage, HTML Only") with the theme's
// scripts swapped for the bundle just built. Requests are answered from the HAR first (DevTools > Network >
// "Save all as HAR with content"), then from the files saved beside the page, then from the contract emulator
// (with --strict, never: what was not recorded answers an error). One line per request says which answered.
// The bundle is built into a temporary folder (removed on exit): the project's own dist/ is left as it was.
// See docs/replay.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../build.mjs';
import { loadFixtureServer, root } from './fixture-server.mjs';

const USAGE =
  'Usage: npm run replay -- saved.html [--har recording.har] [--origin https://site.example] [--port N] [--no-build] [--strict]';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      har: { type: 'string' },
      origin: { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      'no-build': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(error.message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// `npm run` starts scripts in the project folder; paths on the command line are relative to where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const file = (path, what) => {
  const full = resolve(cwd, path);
  if (!existsSync(full) || !statSync(full).isFile()) fail(`No ${what} at ${path}.`);
  return full;
};

if (positionals.length !== 1) fail('Give one saved page (the .html file Chrome wrote).');
const page = file(positionals[0], 'saved page');
const har = values.har === undefined ? undefined : file(values.har, 'HAR file');
let origin;
if (values.origin !== undefined) {
  try {
    origin = new URL(values.origin).origin;
  } catch {
    fail(`--origin must be an absolute URL such as https://shop.example, not ${values.origin}.`);
  }
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a port number, not ${values.port}.`);

// The site's address, printed at start-up: the page's URLs on that host are rewritten to the replay server.
const { startServer, savedAddress } = await loadFixtureServer();
const address = savedAddress(readFileSync(page, 'utf8'));
let assumed;
if (origin !== undefined) assumed = `${origin} (--origin)`;
else if (address) assumed = `${address.url.href} (from the page's ${address.from})`;
else
  console.warn(
    "The page names no address of its own (no saved-from comment, canonical link or og:url): its URLs are left as they are. Give the site's address with --origin https://site.example.",
  );

let bundleDir;
if (!values['no-build']) {
  bundleDir = mkdtempSync(join(tmpdir(), 'wp-widget-bundle-replay-'));
  const cleanUp = () => rmSync(bundleDir, { recursive: true, force: true });
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
const log = (line) => console.log(`  ${line}`);
// Started before the build, so a page that cannot be replayed (saved after the bundle ran on it) is refused
// at once; its address is printed once the bundle is built.
let server;
try {
  server = await startServer({
    port,
    root,
    bundleDir,
    replay: { page, har, origin, strict: values.strict, log },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (bundleDir) await build({ outdir: bundleDir });
const url = `http://127.0.0.1:${server.address().port}/`;

console.log(`Replaying ${page}`);
console.log(`  HAR:    ${har ?? '(none: the saved folder and the emulator answer everything)'}`);
console.log(`  site:   ${assumed ?? '(unknown: nothing is rewritten)'}`);
console.log(
  `  strict: ${values.strict ? 'yes: a call the HAR did not record answers 404' : 'no: the emulator answers what the HAR did not record'}`,
);
console.log(`\n${url} (React 19)\n${url}?flavour=preact (preact)\n\nCtrl+C stops the server.`);
console.log(
  '\nEach request, as it is answered: where from (saved page, recording, saved folder, emulator, bundle, project, error), status, method, path:',
);
