import { test as base, expect, type Page } from '@playwright/test';
import { type MapHosts, stubMapHosts } from './map-hosts';
import { BOTH_FLAVOURS_TAG, PLAIN_DOM_TAG, REACT_WIDGETS } from './plain-dom-only';

export type Flavour = 'react' | 'preact';

export interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
}

export interface FlavourOption {
  /** Set by the project: browser tests run against both builds, but those in test/browser/plain-dom-only.ts. */
  flavour: Flavour;
}

interface Fixtures extends FlavourOption {
  /** Opens a fixture page in this project's flavour. */
  open: (path: string, query?: Record<string, string>) => Promise<void>;
  /** Console messages and page errors seen so far. */
  consoleLog: ConsoleEntry[];
  /** Messages a test expects (a broken widget's error): matched ones do not fail the test. */
  expectConsole: (pattern: RegExp) => void;
  /** Google's maps, answered by the fixtures' fake on every page (a map never reaches the network). */
  mapHosts: MapHosts;
  /** On a failure, what the test's page went through, kept as annotations for the failure list of `npm test`. */
  failureNotes: undefined;
}

export const test = base.extend<Fixtures>({
  flavour: ['react', { option: true }],
  consoleLog: async ({ page }, use) => {
    const log: ConsoleEntry[] = [];
    page.on('console', (message) => log.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => log.push({ type: 'pageerror', text: error.message }));
    await use(log);
  },
  expectConsole: [
    async ({ consoleLog }, use) => {
      const expected: RegExp[] = [];
      await use((pattern) => expected.push(pattern));
      // Every fixture page must run with no console error or warning and no page error, unless expected.
      const unexpected = consoleLog.filter(
        (entry) =>
          ['error', 'warning', 'pageerror'].includes(entry.type) &&
          !expected.some((pattern) => pattern.test(entry.text)),
      );
      expect(unexpected, 'unexpected console messages').toEqual([]);
    },
    { auto: true },
  ],
  mapHosts: [async ({ page }, use) => use(await stubMapHosts(page)), { auto: true }],
  failureNotes: [
    async ({ page, consoleLog }, use, testInfo) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        visited.push(`${url.pathname}${url.search}`);
      });
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      testInfo.annotations.push({ type: 'pages visited', description: visited.join(' → ') || '(none)' });
      const messages = consoleLog.slice(-8).map((entry) => `${entry.type}: ${entry.text}`);
      if (messages.length > 0)
        testInfo.annotations.push({ type: 'last console messages', description: messages.join(' | ') });
    },
    { auto: true },
  ],
  open: async ({ page, flavour }, use) => {
    await use(async (path, query = {}) => {
      const url = new URL(path, 'http://fixture.local');
      url.searchParams.set('flavour', flavour);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      await page.goto(`${url.pathname}${url.search}${url.hash}`);
    });
  },
});

export { expect };

/** The loader's mark on an element mounted with this widget: its name among those in `data-widget-mounted`. */
export function mountedMarker(widget: string): RegExp {
  return new RegExp(`(^| )${widget}( |$)`);
}

/**
 * The details of a test that drives only plain-DOM widgets on a page with React ones too: it runs in the react
 * project only (playwright.config.ts), and fails if it waits for a React widget to mount.
 */
export const PLAIN_DOM = { tag: PLAIN_DOM_TAG };

/** The details of a test on a React widget's main path: the preact project runs it too (playwright.config.ts). */
export const BOTH_FLAVOURS = { tag: BOTH_FLAVOURS_TAG };

/** Waits until the loader marks the element mounted with this widget. */
export async function mounted(page: Page, selector: string, widget: string): Promise<void> {
  if (REACT_WIDGETS.has(widget) && test.info().tags.includes(PLAIN_DOM_TAG)) {
    throw new Error(`a test tagged ${PLAIN_DOM_TAG} waits for ${widget}, a React widget: untag it`);
  }
  await expect(page.locator(selector)).toHaveAttribute('data-widget-mounted', mountedMarker(widget));
}
