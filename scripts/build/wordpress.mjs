// What WordPress needs beside the build: each entry's `widgets.asset.php`, and the plugin's zip.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zip } from '../zip.mjs';
import { root } from './flavours.mjs';

/**
 * `widgets.asset.php` beside a flavour's entry, as `@wordpress/scripts` writes its `*.asset.php`: the script's
 * dependencies (none: the bundle needs no jQuery or wp-* script) and a version that changes with its content.
 * The entry names the core chunk by its hash, and the core names every widget chunk by theirs, so hashing the
 * entry is hashing the build.
 */
export function writeAssetFile(outdir) {
  const hash = createHash('sha256')
    .update(readFileSync(join(outdir, 'widgets.js')))
    .digest('hex')
    .slice(0, 20);
  writeFileSync(
    join(outdir, 'widgets.asset.php'),
    `<?php return array( 'dependencies' => array(), 'version' => '${hash}' );\n`,
  );
}

/** Every file under a folder, as paths relative to it, in a stable order. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(dir, join(prefix, entry.name))
        : [join(prefix, entry.name).split('\\').join('/')],
    );
}

/**
 * The readable source the plugin's minified scripts are built from, shipped in the zip under `source/`
 * (WordPress.org's guideline 4: human-readable code, with the means to rebuild it): the widgets, the toolkit and
 * the loader in TypeScript, the build and what it reads, the lock file and the README (how to build).
 */
export const SOURCE_PATHS = [
  'widgets',
  'toolkit',
  'loader',
  'build.mjs',
  'scripts/build',
  'scripts/strip-descriptions.mjs',
  'scripts/zip.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'README.md',
];

/** A path of the source with the files under it (a file stands for itself), relative to the project. */
function sourceFiles(path) {
  const full = join(root, path);
  return statSync(full).isDirectory() ? filesUnder(full).map((file) => `${path}/${file}`) : [path];
}

/**
 * What `dist/wp-widget-bundle.zip` holds, as [name in the zip, file on disk]: the plugin's PHP files from
 * `wordpress/`, both builds in its `build/` folder and the readable source in `source/`.
 */
export function pluginZipEntries(target) {
  const plugin = join(root, 'wordpress');
  return [
    ...filesUnder(plugin).map((path) => [`wp-widget-bundle/${path}`, join(plugin, path)]),
    ...filesUnder(target)
      .filter((path) => !/^(manifest|size-report)\.json$|\.zip$/.test(path))
      .map((path) => [`wp-widget-bundle/build/${path}`, join(target, path)]),
    ...SOURCE_PATHS.flatMap(sourceFiles).map((path) => [`wp-widget-bundle/source/${path}`, join(root, path)]),
  ];
}

/** `dist/wp-widget-bundle.zip`, installable from the WordPress admin (Plugins > Add New > Upload). */
export function writePluginZip(target) {
  writeFileSync(
    join(target, 'wp-widget-bundle.zip'),
    zip(pluginZipEntries(target).map(([name, file]) => ({ name, data: readFileSync(file) }))),
  );
}
