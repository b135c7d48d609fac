// What WordPress needs beside the build: each entry's `widgets.asset.php`, and the plugin's zip.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
 * `dist/wp-widget-bundle.zip`, installable from the WordPress admin (Plugins > Add New > Upload): the plugin's
 * PHP files from `wordpress/` and both builds in its `build/` folder.
 */
export function writePluginZip(target) {
  const plugin = join(root, 'wordpress');
  const files = [
    ...filesUnder(plugin).map((path) => [`wp-widget-bundle/${path}`, join(plugin, path)]),
    ...filesUnder(target)
      .filter((path) => !/^(manifest|size-report)\.json$|\.zip$/.test(path))
      .map((path) => [`wp-widget-bundle/build/${path}`, join(target, path)]),
  ];
  writeFileSync(
    join(target, 'wp-widget-bundle.zip'),
    zip(files.map(([name, file]) => ({ name, data: readFileSync(file) }))),
  );
}
