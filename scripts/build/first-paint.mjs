// The first-paint stylesheet, `dist/widgets.css`: what a page looks like between its first paint and its widgets'
// mounting. Each widget whose mounted layout differs from the server's markup under the theme's rules may keep a
// `first-paint.css` beside its code, whose rules lay the server's markup out as the mounted widget will be (a
// carousel's slides in a row, as many in view as it shows), so nothing moves when it mounts. The rules only
// apply until the widget marks its element mounted, and lose nothing the server printed: what a mounted widget
// scrolls out of view stays reachable by scrolling; what it hides (a tab's other panels) shows again if the widget
// fails; and none of it applies without JavaScript (`scripting: enabled`). One file for both flavours, linked in the head.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './flavours.mjs';

export const FIRST_PAINT_FILE = 'widgets.css';
/** The same name as loader/contract/markers.ts's (test/unit/first-paint.test.ts keeps them equal). */
export const UNMOUNTED_ROOT_ATTRIBUTE = 'data-widgets-unmounted';

/** Every widget's `first-paint.css`, in folder order, as one minified stylesheet in `target`. */
export async function writeFirstPaintStylesheet(target) {
  // Each widget's, and each family's (the slider and the gallery share the slideshow's).
  const folders = (parent) =>
    readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name))
      .sort();
  const widgets = join(root, 'widgets');
  const parts = [...folders(widgets), ...folders(join(widgets, 'families'))]
    .map((folder) => join(folder, 'first-paint.css'))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'));
  // Only where scripts run: a visitor without JavaScript gets the server's page as its theme lays it out. And not
  // once `wpWidgets.unmount()` was called (UNMOUNTED_ROOT_ATTRIBUTE in loader/contract/markers.ts): what was
  // unmounted shows as printed. In :where(), so each rule keeps the specificity its widget wrote; esbuild unnests
  // the rules for older browsers.
  const rules = `:where(:root:not([${UNMOUNTED_ROOT_ATTRIBUTE}])) {\n${parts.join('\n')}\n}`;
  const { code } = await esbuild.transform(`@media (scripting: enabled) {\n${rules}\n}`, {
    loader: 'css',
    minify: true,
    target: ['chrome90', 'firefox90', 'safari14'],
  });
  const file = join(target, FIRST_PAINT_FILE);
  writeFileSync(file, code);
  return file;
}
