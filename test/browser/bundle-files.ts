import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flavour } from './fixtures';

/**
 * Which of the bundle's files holds a widget's code, from the build's manifest (dist/manifest.json): the build
 * merges the code of widgets that pages show together into one file (scripts/build/chunk-groups.mjs), so a test
 * that holds back or breaks one widget's code asks the manifest for its file, and for the other widgets that file
 * takes down with it. Read when asked, once the web server has built the bundle.
 */

interface ManifestWidget {
  readonly js: string;
  readonly imports: readonly string[];
  readonly part: boolean;
}

/** Where the fixture server serves the bundle (fixtures/server/app.ts, BUNDLE_PATH). */
export const BUNDLE_DIR = '/wp-content/themes/limitless/widgets/';

function widgetsOf(flavour: Flavour): Readonly<Record<string, ManifestWidget>> {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/manifest.json'), 'utf8'));
  return manifest.flavours[flavour].widgets;
}

/** The path under which the page fetches a widget's file. */
export function widgetFile(flavour: Flavour, widget: string): string {
  const found = widgetsOf(flavour)[widget];
  if (!found) throw new Error(`dist/manifest.json: no widget ${widget} in the ${flavour} flavour`);
  return `${BUNDLE_DIR}${flavour === 'preact' ? 'preact/' : ''}${found.js}`;
}

/** Matches the addresses of these widgets' files. */
export function widgetFiles(flavour: Flavour, widgets: readonly string[]): (url: URL) => boolean {
  const paths = new Set(widgets.map((widget) => widgetFile(flavour, widget)));
  return (url) => paths.has(url.pathname);
}

/** Every widget (not a lazy part) whose code is in these widgets' files or imports them: what fails with them. */
export function failingWith(flavour: Flavour, widgets: readonly string[]): string[] {
  const all = widgetsOf(flavour);
  const files = new Set(widgets.map((widget) => all[widget]?.js));
  return Object.entries(all)
    .filter(
      ([, { js, imports, part }]) => !part && (files.has(js) || imports.some((path) => files.has(path))),
    )
    .map(([name]) => name)
    .sort();
}

/** A regular expression matching any of these names. */
export function anyOf(names: readonly string[]): string {
  return `(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
}
