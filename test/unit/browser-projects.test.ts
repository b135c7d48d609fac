import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Window } from 'happy-dom';
import { expect, test } from 'vitest';
import { loadPages, renderPage } from '../../fixtures/server/pages';
import { registry } from '../../widgets/registry';
import { listedPages } from '../browser/listed-pages';
import { BOTH_FLAVOURS_SPECS, PLAIN_DOM_PAGES, PLAIN_DOM_SPECS } from '../browser/plain-dom-only';

/**
 * What the preact project skips (`test/browser/plain-dom-only.ts`), worked out here so the lists cannot go stale.
 * A fixture page mounts only plain-DOM widgets when every widget the registry would mount on it (by its hooks,
 * `data-widget` and jQuery plugin calls) is plain DOM, and the server fills no slot in it at request time (the
 * shop's and the video gallery's markup). A spec file drives only plain-DOM widgets when every fixture page it
 * names is such a page, it names no page it builds at run time, and every widget it names
 * (`mounted(…, 'name')`, `data-widget="name"`) is plain DOM.
 */
const root = resolve(import.meta.dirname, '../..');
const specDir = join(root, 'test/browser');

const entryOf = (name: string) =>
  ['index.ts', 'index.tsx'].map((file) => join(root, 'widgets', name, file)).find((path) => existsSync(path));
/** As `layers.test.ts` tells them apart: a React widget's entry mounts through `toolkit/react/react-widget`. */
const rendersWithReact = (name: string) =>
  /from '\.\.\/\.\.\/toolkit\/react\/react-widget'/.test(readFileSync(entryOf(name) as string, 'utf8'));
const reactWidgets = new Set(registry.map((widget) => widget.name).filter(rendersWithReact));

const pages = loadPages(join(root, 'fixtures/pages'));
const layouts = {
  limitless: readFileSync(join(root, 'fixtures/layout.html'), 'utf8'),
  none: readFileSync(join(root, 'fixtures/layout-any-theme.html'), 'utf8'),
};

// Parsed only: no script runs, no frame or file loads.
const parser = new new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
  },
}).DOMParser();
const onPage = new Map<string, string[] | null>();

/** The widgets the loader would mount on a fixture page, as the server prints it; null when it fills slots. */
function widgetsOn(slug: string): string[] | null {
  const known = onPage.get(slug);
  if (known !== undefined) return known;
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no fixture page ${slug}`);
  const html = renderPage(layouts[page.theme], page, 'react', { dir: null, description: '' });
  if (/\{\{[^}]*\}\}/.test(html)) {
    onPage.set(slug, null);
    return null;
  }
  const document = parser.parseFromString(html, 'text/html');
  const scripts = [...document.querySelectorAll('script')].map((script) => script.textContent).join('\n');
  const widgets = registry
    .filter(
      (widget) =>
        document.querySelector([`[data-widget~="${widget.name}"]`, ...(widget.hooks ?? [])].join(', ')) !==
          null || (widget.jquery ?? []).some((plugin) => scripts.includes(`.${plugin}(`)),
    )
    .map((widget) => widget.name);
  onPage.set(slug, widgets);
  return widgets;
}

const slugs = new Set(pages.map((page) => page.slug));

/** The widgets a spec file drives, or null when it opens a page it builds at run time. */
function widgetsDrivenBy(spec: string): string[] | null {
  const text = readFileSync(join(specDir, spec), 'utf8');
  if (/\b(open|goto)\(\s*`\$\{/.test(text)) return null;
  // Every path literal naming a fixture page, but a later argument of a call (a link's href, `itemOf(…, '/shop/')`).
  const named = [...text.matchAll(/(,\s*)?['`]\/([\w-]+)\/[^'`]*['`](\s*\))?/g)]
    .filter((match) => !(match[1] && match[3]))
    .map((match) => match[2] as string)
    .filter((slug) => slugs.has(slug));
  if (named.length === 0) return null;
  const mentioned = [
    ...text.matchAll(/\bmounted\([^;]*?,\s*'([\w-]+)'\)/g),
    ...text.matchAll(/data-widget="([\w-]+)"/g),
  ].map((match) => match[1] as string);
  const onPages = named.map(widgetsOn);
  if (onPages.includes(null)) return null;
  return [...new Set([...onPages.flatMap((widgets) => widgets ?? []), ...mentioned])].sort();
}

const onlyPlainDom = (widgets: readonly string[] | null) =>
  widgets !== null && widgets.length > 0 && widgets.every((name) => !reactWidgets.has(name));

const specs = readdirSync(specDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

test('the preact project skips exactly the spec files that drive only plain-DOM widgets', () => {
  const driven = new Map(specs.map((spec) => [spec, widgetsDrivenBy(spec)]));
  const plainDom = specs.filter((spec) => onlyPlainDom(driven.get(spec) ?? null));
  const report = [...driven].map(
    ([spec, widgets]) => `${spec}: ${widgets?.join(' ') ?? 'pages built at run time'}`,
  );
  expect([...PLAIN_DOM_SPECS].sort(), `the widgets each spec drives:\n${report.join('\n')}`).toEqual(
    plainDom,
  );
  // Some forty fixture pages parsed and matched against every hook: seconds on a busy machine.
}, 60_000);

test('the React widgets are told apart as layers.test.ts does', () => {
  expect(reactWidgets.size).toBeGreaterThan(30);
  expect(reactWidgets.has('tabs')).toBe(true);
  expect(reactWidgets.has('menu')).toBe(false);
});

test('the Trusted Types sweep skips in preact exactly the listed pages that mount only plain-DOM widgets', () => {
  const plainDom = listedPages.filter((slug) => onlyPlainDom(widgetsOn(slug)));
  const report = listedPages.map(
    (slug) => `${slug}: ${widgetsOn(slug)?.join(' ') ?? 'slots filled at request time'}`,
  );
  expect([...PLAIN_DOM_PAGES].sort(), `the widgets on each page:\n${report.join('\n')}`).toEqual(
    [...plainDom].sort(),
  );
}, 60_000);

/** Spec files of React widgets with no test in the preact project, each with its reason. */
const REACT_ONLY_SPECS: Record<string, string> = {
  'shop-stress.spec.ts':
    "fifty random adds and removes across two tabs: the shop widgets' main paths run in preact in their own files",
};

test('the preact project runs every spec file of React widgets: whole, or its main path (@both-flavours)', () => {
  for (const spec of BOTH_FLAVOURS_SPECS) expect(specs, `${spec} is listed to run whole`).toContain(spec);
  const withoutMainPath = specs.filter(
    (spec) =>
      !PLAIN_DOM_SPECS.includes(spec) &&
      !BOTH_FLAVOURS_SPECS.includes(spec) &&
      !/\bBOTH_FLAVOURS\b/.test(readFileSync(join(specDir, spec), 'utf8')),
  );
  expect(withoutMainPath).toEqual(Object.keys(REACT_ONLY_SPECS));
});
