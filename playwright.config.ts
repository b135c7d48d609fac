import { defineConfig } from '@playwright/test';
import { chromiumPath, LAUNCH_ARGS } from './scripts/chromium.mjs';
import type { Flavour, FlavourOption } from './test/browser/fixtures';
import {
  BOTH_FLAVOURS_SPECS,
  BOTH_FLAVOURS_TAG,
  PLAIN_DOM_PAGE_SWEEPS,
  PLAIN_DOM_SPECS,
  PLAIN_DOM_TAG,
} from './test/browser/plain-dom-only';

const PORT = Number(process.env.TEST_PORT ?? 4173);
const WP_PORT = Number(process.env.WP_PORT ?? 8088);

const flavours: Flavour[] = ['react', 'preact'];

/**
 * The `wordpress` projects (test/wordpress/) run against a real WordPress that `npm run wp` starts: asked for
 * with WORDPRESS_TESTS=1 (as `npm test` does once the browser tests have run), `--project=wordpress-…` or a path
 * under test/wordpress. Otherwise only the fixture server starts, and running one spec file stays quick.
 */
const wordpress =
  process.env.WORDPRESS_TESTS === '1' ||
  process.argv.some((arg) => /test\/wordpress|--project=wordpress|^wordpress-/.test(arg));
// The workers load this file again without the command line: they learn it from their environment.
if (wordpress) process.env.WORDPRESS_TESTS = '1';

export default defineConfig<FlavourOption>({
  testDir: 'test/browser',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Conditions, not times: a busy 2-core machine may take seconds to load and mount a page's chunks.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON }], ['line']]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...LAUNCH_ARGS],
    },
  },
  projects: wordpress
    ? flavours.map((flavour) => ({
        name: `wordpress-${flavour}`,
        testDir: 'test/wordpress',
        use: { flavour, baseURL: `http://127.0.0.1:${WP_PORT}` },
        // wp-admin serves no flavour of the bundle: its screens are checked once.
        testIgnore: flavour === 'preact' ? ['**/admin.spec.ts'] : undefined,
      }))
    : flavours.map((flavour) => ({
        name: flavour,
        use: { flavour },
        // The react project runs every test. The preact project runs what differs between the builds: each
        // React widget's main path (tagged @both-flavours) and, whole, the files whose subject is the builds
        // themselves, the page sweep (test/browser/pages.spec.ts) among them. What drives only
        // plain-DOM widgets runs in react alone: the spec files and the Trusted Types sweep's pages listed in
        // test/browser/plain-dom-only.ts (test/unit/browser-projects.test.ts keeps those lists true), and the
        // tests tagged @plain-dom.
        grep:
          flavour === 'preact'
            ? [
                new RegExp(BOTH_FLAVOURS_TAG),
                new RegExp(
                  `(^| )(${BOTH_FLAVOURS_SPECS.map((spec) => spec.replaceAll('.', '\\.')).join('|')}) `,
                ),
              ]
            : undefined,
        grepInvert: flavour === 'preact' ? [PLAIN_DOM_PAGE_SWEEPS, new RegExp(PLAIN_DOM_TAG)] : undefined,
        testIgnore: flavour === 'preact' ? PLAIN_DOM_SPECS.map((spec) => `**/${spec}`) : undefined,
      })),
  webServer: wordpress
    ? {
        // Installs the packages when missing (minutes on a fresh machine), then seconds on later runs.
        command: 'node scripts/wp.mjs',
        url: `http://127.0.0.1:${WP_PORT}/`,
        // The test mu-plugins (test/wordpress/mu-plugins/) are installed for the tests only.
        env: { WP_PORT: String(WP_PORT), WP_TEST_MU_PLUGINS: '1' },
        reuseExistingServer: false,
        timeout: 600_000,
        gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
      }
    : {
        // `npm test` has just built dist/ (WIDGETS_BUILT=1): served as built, not built a second time.
        command:
          process.env.WIDGETS_BUILT === '1' ? 'node scripts/serve.mjs --no-build' : 'node scripts/serve.mjs',
        url: `http://127.0.0.1:${PORT}/`,
        // Styled as `npm start` styles the pages: WIDGET_THEME's folder, by default the theme's real stylesheets
        // beside the project (the stand-in only where there are none, or with WIDGET_THEME=none).
        env: { PORT: String(PORT) },
        reuseExistingServer: false,
        // It builds first: seconds on an idle machine, minutes on a busy one.
        timeout: 300_000,
      },
});
