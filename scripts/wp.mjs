// `npm run wp`: a real WordPress on http://127.0.0.1:$WP_PORT (default 8088) with the wp-widget-bundle plugin and
// the Limitless Demo theme (fixtures/wordpress/), seeded with posts, threaded comments, pages, the portfolio and
// a four-level menu. Debian's `wordpress`, PHP 8.2 and MariaDB, installed with apt-get when missing; the site,
// its database and the server logs live under .cache/wp/<port>/ (delete it to start afresh). Ctrl+C stops everything.
//
//   --build         rebuild the bundle first (else dist/ is used as built, and built only when missing)
//   --install-only  install the packages when missing, then exit (CI, and `npm test` deciding to skip)
//
// Each WP_PORT has its own site under .cache/wp/<port>/ (a second instance on another port touches nothing of
// the first's); a second start on the same port is refused while the first runs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { build } from '../build.mjs';
import { root } from './fixture-server.mjs';
import { alive, wpPaths } from './wp-paths.mjs';

const started = performance.now();
const port = Number(process.env.WP_PORT ?? 8088);
// Each port's instance has its own folder (.cache/wp/<port>/): two instances never touch each other's files.
const { cache, core, data, logs, socket, server, pidFile, salts: saltsFile } = wpPaths(root, port);
const DEBIAN_WORDPRESS = '/usr/share/wordpress';
// The real Contact Form 7 (5.7.7, the newest for WordPress 6.1), used where it is (linked, never copied):
// WP_CONTACT_FORM_7 names its folder, else the shared vendor folder beside the checkout. Without it the contact
// page has no form.
const CONTACT_FORM_7 = resolve(
  process.env.WP_CONTACT_FORM_7 ?? join(root, '../shared/vendor/contact-form-7'),
);
// The test mu-plugins (test/wordpress/mu-plugins/), installed only when the wordpress tests start the site.
const TEST_MU_PLUGINS = process.env.WP_TEST_MU_PLUGINS === '1';
// mbstring: WordPress runs without it, but Contact Form 7 then counts every input as 0 characters long (a
// minlength field always fails).
const PACKAGES = [
  'wordpress',
  'php8.2-cli',
  'php8.2-mysql',
  'php8.2-mbstring',
  'mariadb-server',
  'mariadb-client',
];

const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`[wp ${elapsed()}] ${text}`);

function which(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

function missingPackages() {
  const missing = [];
  if (!existsSync(join(DEBIAN_WORDPRESS, 'wp-settings.php'))) missing.push('wordpress');
  if (!which('php')) missing.push('php8.2-cli');
  else {
    const modules = spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout;
    if (!/^mysqli$/m.test(modules)) missing.push('php8.2-mysql');
    if (!/^mbstring$/m.test(modules)) missing.push('php8.2-mbstring');
  }
  if (!existsSync('/usr/sbin/mariadbd') || !which('mariadb-install-db')) missing.push('mariadb-server');
  return missing;
}

/** apt-get, as root or through a password-less sudo; throws with the reason when neither can. */
function installPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  step(`installing ${PACKAGES.join(' ')} (missing: ${missing.join(', ')})`);
  if (!which('apt-get')) throw new Error('no apt-get on this machine (Debian or Ubuntu needed)');
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  if (!asRoot && (!which('sudo') || spawnSync('sudo', ['-n', 'true']).status !== 0))
    throw new Error('apt-get needs root, and sudo asks for a password or is missing');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync(
      prefix[0] ?? 'apt-get',
      [
        ...prefix.slice(1),
        ...(asRoot ? [] : ['apt-get']),
        'install',
        '-y',
        '-qq',
        '--no-install-recommends',
        ...PACKAGES,
      ],
      { stdio: 'inherit', env },
    );
  if (install().status !== 0) {
    spawnSync(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(asRoot ? [] : ['apt-get']), 'update', '-qq'], {
      stdio: 'inherit',
      env,
    });
    if (install().status !== 0) throw new Error(`apt-get install ${PACKAGES.join(' ')} failed`);
  }
  const still = missingPackages();
  if (still.length) throw new Error(`still missing after apt-get: ${still.join(', ')}`);
}

function writeConfig() {
  const salts = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  if (!existsSync(saltsFile)) {
    writeFileSync(
      saltsFile,
      `<?php\n${salts.map((name) => `define( '${name}', '${randomBytes(32).toString('hex')}' );`).join('\n')}\n`,
    );
  }
  // Debian's wp-config.php reads /etc/wordpress/; this copy's own reads nothing outside .cache/wp.
  rmSync(join(core, 'wp-config.php'), { force: true });
  writeFileSync(
    join(core, 'wp-config.php'),
    `<?php
// Written by scripts/wp.mjs on every start: the throwaway site's settings.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
require __DIR__ . '/../salts.php';
$table_prefix = 'wp_';
define( 'WP_HOME', 'http://127.0.0.1:${port}' );
define( 'WP_SITEURL', 'http://127.0.0.1:${port}' );
define( 'WP_DEBUG', false );
// Nothing calls out: no cron loopback, no update checks, no external HTTP.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
  );
}

/** WordPress's files (a copy of Debian's, made once), and the plugin and theme (copied on every start). */
function prepareFiles() {
  mkdirSync(logs, { recursive: true });
  // Debian's copy links some files to other packages (underscore, cropper, getID3) by relative paths, which dangle
  // in a copy: the links are resolved (a copy made before they were is made again). A link that dangles in
  // Debian's own folder too (an /etc/wordpress file removed) is left out.
  const copied = join(core, '.copied-with-links-resolved');
  if (!existsSync(join(core, 'wp-settings.php')) || !existsSync(copied)) {
    step('copying WordPress');
    rmSync(core, { recursive: true, force: true });
    cpSync(DEBIAN_WORDPRESS, core, {
      recursive: true,
      dereference: true,
      filter: (source) => existsSync(source),
    });
    writeFileSync(copied, '');
  }
  writeConfig();
  const plugin = join(core, 'wp-content/plugins/wp-widget-bundle');
  rmSync(plugin, { recursive: true, force: true });
  cpSync(join(root, 'wordpress'), plugin, { recursive: true });
  cpSync(join(root, 'dist'), join(plugin, 'build'), {
    recursive: true,
    filter: (source) => !/\.(zip)$|manifest\.json$|size-report\.json$/.test(source),
  });
  const theme = join(core, 'wp-content/themes/limitless-demo');
  rmSync(theme, { recursive: true, force: true });
  cpSync(join(root, 'fixtures/wordpress/limitless-demo'), theme, { recursive: true });
  cpSync(join(root, 'fixtures/assets'), join(theme, 'fixture-assets'), { recursive: true });
  mkdirSync(join(core, 'wp-content/uploads'), { recursive: true });
  const contactForm7 = join(core, 'wp-content/plugins/contact-form-7');
  removeLinkOrFolder(contactForm7);
  if (existsSync(join(CONTACT_FORM_7, 'wp-contact-form-7.php')))
    symlinkSync(CONTACT_FORM_7, contactForm7, 'dir');
  else
    step(`no Contact Form 7 at ${CONTACT_FORM_7} (WP_CONTACT_FORM_7 names it): the contact page has no form`);
  const muPlugins = join(core, 'wp-content/mu-plugins');
  rmSync(muPlugins, { recursive: true, force: true });
  if (TEST_MU_PLUGINS) cpSync(join(root, 'test/wordpress/mu-plugins'), muPlugins, { recursive: true });
}

/** Removes a symbolic link itself (never what it points to), or a folder. */
function removeLinkOrFolder(path) {
  let link = false;
  try {
    link = lstatSync(path).isSymbolicLink();
  } catch {
    return;
  }
  if (link) unlinkSync(path);
  else rmSync(path, { recursive: true, force: true });
}

const children = new Set();

function start(command, args, name, env = {}) {
  // A process group of its own: PHP's workers are forked children of the server, and stop with it.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = join(logs, `${name}.log`);
  writeFileSync(log, '');
  const append = (chunk) => writeFileSync(log, chunk, { flag: 'a' });
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); its log: ${log}`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
let claimed = false;

/**
 * This port's folder for this process: refused while another `npm run wp` on it (its record in server.json) or
 * a MariaDB left running on its database (its pid file) is alive. Nothing of theirs is touched.
 */
function claimFolder() {
  mkdirSync(cache, { recursive: true });
  const readPid = (file, parse) => {
    try {
      return parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const other = readPid(server, (text) => Number(JSON.parse(text).pid));
  if (other && other !== process.pid && alive(other))
    throw new Error(`another npm run wp (pid ${other}) uses ${cache}: stop it first`);
  const database = readPid(pidFile, (text) => Number(text.trim()));
  if (database && alive(database))
    throw new Error(`a MariaDB (pid ${database}) still runs on ${data}: stop it first`);
  writeFileSync(server, `${JSON.stringify({ port, pid: process.pid })}\n`);
  claimed = true;
}
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  // PHP first (no request reaches the database after), then MariaDB, which shuts down cleanly on SIGTERM.
  for (const child of [...children].reverse()) signal(child, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (children.size > 0 && Date.now() < deadline) await delay(50);
  for (const child of children) signal(child, 'SIGKILL');
  // Only this instance's own record: a start refused because another runs leaves that one's alone.
  if (claimed) rmSync(server, { force: true });
  process.exit(code);
}

function canConnect(options) {
  return new Promise((resolve) => {
    const socket = connect(options);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what, test, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${seconds} s (logs in ${logs})`);
    await delay(50);
  }
}

async function startDatabase() {
  const user = userInfo().username;
  if (!existsSync(join(data, 'mysql'))) {
    step('creating the database folder');
    rmSync(data, { recursive: true, force: true });
    mkdirSync(data, { recursive: true });
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--user=${user}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--skip-name-resolve',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  rmSync(socket, { force: true });
  start(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      `--pid-file=${pidFile}`,
      `--user=${user}`,
      '--skip-networking',
      '--skip-name-resolve',
      '--skip-log-bin',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      '--innodb-buffer-pool-size=32M',
      '--innodb-log-file-size=16M',
      '--innodb-flush-log-at-trx-commit=2',
      '--performance-schema=OFF',
    ],
    'mariadb',
  );
  await waitFor('MariaDB', () => canConnect({ path: socket }));
  execFileSync(
    'mariadb',
    ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE IF NOT EXISTS wordpress'],
    {
      stdio: 'inherit',
    },
  );
}

function setUpSite() {
  const result = spawnSync(
    'php',
    [join(root, 'fixtures/wordpress/setup.php'), core, join(root, 'fixtures/pages')],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`setting up WordPress failed:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim().split('\n').join(', ');
}

async function startPhp() {
  const workers = Math.max(4, Number(process.env.PHP_CLI_SERVER_WORKERS ?? 4));
  start('php', ['-S', `127.0.0.1:${port}`, '-t', core, join(root, 'fixtures/wordpress/router.php')], 'php', {
    // WordPress calls itself (REST preloads, a comment's redirect followed while another request runs):
    // one worker would serialise everything.
    PHP_CLI_SERVER_WORKERS: String(workers),
  });
  await waitFor('PHP', () => canConnect({ host: '127.0.0.1', port }));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

try {
  installPackages();
  if (process.argv.includes('--install-only')) process.exit(0);
  if (process.argv.includes('--build') || !existsSync(join(root, 'dist/widgets.js'))) {
    step('building the bundle');
    await build();
  }
  if (await canConnect({ host: '127.0.0.1', port }))
    throw new Error(`port ${port} is taken (WP_PORT sets another)`);
  claimFolder();
  prepareFiles();
  await startDatabase();
  step(`database up; WordPress: ${setUpSite()}`);
  await startPhp();
  const url = `http://127.0.0.1:${port}/`;
  step('ready');
  console.log(
    `\n${url} (preact/compat; add ?flavour=react for React 19)  admin: ${url}wp-admin/ (admin / admin-password-for-the-demo)\nCtrl+C stops WordPress, PHP and MariaDB.`,
  );
} catch (error) {
  console.error(`npm run wp: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
