/**
 * What drives only plain-DOM widgets (those whose entry does not mount through `toolkit/react/react-widget`), and
 * so runs in the `react` project only (playwright.config.ts): their code is the same in both builds, and the unit
 * tests run under both flavours. The `preact` project runs the rest: the loader, the React primitives and each
 * React widget's main path.
 *
 * Not kept by hand alone: `test/unit/browser-projects.test.ts` works both lists out from the fixture pages and
 * the registry's hooks, and fails when either differs. Single tests in the other files, on pages that also carry
 * React widgets, are tagged `@plain-dom` (`PLAIN_DOM` in fixtures.ts): those fail when they wait for a React
 * widget to mount.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Spec files every test of which drives only plain-DOM widgets. */
export const PLAIN_DOM_SPECS: readonly string[] = [
  'chrome-pages.spec.ts',
  'comment-reply.spec.ts',
  'content-hovers.spec.ts',
  'content-pages.spec.ts',
  'menus.spec.ts',
  'page-loader.spec.ts',
  'page-scroll.spec.ts',
  'person-toggle.spec.ts',
  'power-accordion.spec.ts',
  'reveal-not-found.spec.ts',
  'reveal.spec.ts',
  'scaling.spec.ts',
  'smooth-scroll.spec.ts',
  'sticky-contact.spec.ts',
  'sticky-sidebar.spec.ts',
  'weather-icon.spec.ts',
];

/**
 * Listed fixture pages that mount only plain-DOM widgets: the Trusted Types sweep (`trusted-types.spec.ts`)
 * visits them in the react project only. The page sweep visits them in both: at desktop width it checks that the
 * preact build's files for them hold none of preact's code (bundle-requests.ts).
 */
export const PLAIN_DOM_PAGES: readonly string[] = [
  'chrome',
  'chrome-left',
  'content-widgets',
  'menu-edge',
  'menu-one-page',
  'menus',
  'mobile-menu',
  'mobile-side-menu',
  'not-found',
  'portfolio-metro',
  'smooth-scroll',
  'splash',
  'sticky-page',
  'studio',
  'waxing-canvas',
];

/** The titles of the Trusted Types sweep's tests on those pages (`/<slug>/ under Trusted Types: …`). */
export const PLAIN_DOM_PAGE_SWEEPS = new RegExp(
  `(^| )/(${PLAIN_DOM_PAGES.join('|')})/ under Trusted Types: `,
);

/** The tag of a test that drives only plain-DOM widgets on a page that has React ones too. */
export const PLAIN_DOM_TAG = '@plain-dom';

/**
 * The tag of a test on a React widget's main path (it mounts, a visitor's main interactions, what reaches the
 * server, its events, axe with it open): the `preact` project runs those of a React widget's tests, and every
 * test of the files below. The rest of a React widget's tests (each fault, each option, each motion, each
 * restoring) drive code that is the same in both builds: the react project runs them, and the unit tests run
 * their logic under both flavours.
 */
export const BOTH_FLAVOURS_TAG = '@both-flavours';

/**
 * Spec files the preact project runs whole: what they test is what differs between the builds (the loader and
 * the core as each build bundles them, the chunks each fetches, what each framework does with hostile text,
 * Trusted Types and server HTML, jQuery called before the widgets load, chunks from a CDN, the page sweep).
 */
export const BOTH_FLAVOURS_SPECS: readonly string[] = [
  'cdn.spec.ts',
  'hostile-input.spec.ts',
  'jquery-early.spec.ts',
  'loader.spec.ts',
  'pages.spec.ts',
  'requests.spec.ts',
  'server-html.spec.ts',
  'trusted-types.spec.ts',
  'xss-answers.spec.ts',
  'xss-attributes.spec.ts',
  'xss-paths.spec.ts',
  'xss-strings.spec.ts',
];

const widgetsDir = join(import.meta.dirname, '../../widgets');

/** The widgets whose entry mounts through `toolkit/react/react-widget`, as test/unit/layers.test.ts tells them. */
export const REACT_WIDGETS: ReadonlySet<string> = new Set(
  readdirSync(widgetsDir).filter((name) =>
    ['index.ts', 'index.tsx']
      .map((file) => join(widgetsDir, name, file))
      .some(
        (entry) =>
          existsSync(entry) &&
          /from '\.\.\/\.\.\/toolkit\/react\/react-widget'/.test(readFileSync(entry, 'utf8')),
      ),
  ),
);
