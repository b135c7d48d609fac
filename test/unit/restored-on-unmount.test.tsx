import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { act } from 'react';
import { afterEach, expect, test } from 'vitest';
import { parsePage } from '../../fixtures/server/pages';
import type { ElementWidget, Teardown } from '../../loader/contract/types';
import { registry } from '../../widgets/registry';
import { fakeContext } from './helpers/context';

/**
 * Mounting then unmounting puts the server's HTML back, byte for byte: each element as a fixture page prints
 * it, every widget host inside it mounted as the loader would, then torn down, on happy-dom, in both flavours.
 * The browser suite keeps the checks after a visitor's interaction or a finished animation, and the page
 * widgets' (`expectRestoredOnUnmount` in test/browser/widget-helpers.ts); the elements it unmounted as mounted
 * (a notification box, a menu, an accordion in wpautop's paragraphs) are checked here only.
 */
const root = resolve(import.meta.dirname, '../..');
const contentOf = (slug: string) =>
  parsePage(slug, readFileSync(join(root, 'fixtures/pages', `${slug}.html`), 'utf8')).content;

/** [fixture page, element, widget]: element widgets (page widgets, `reveal` and `section-padding`, stay in the browser). */
const CASES: ReadonlyArray<readonly [string, string, string]> = [
  ['shortcodes', '#accordion-faq', 'accordion'],
  ['shortcodes', '#tabs-product', 'tabs'],
  ['shortcodes', '#toggle-care', 'toggle'],
  ['shortcodes', '#toggle-warranty', 'toggle'],
  ['shortcodes', '#box-info', 'notification-box'],
  ['shortcodes', '#box-permanent', 'notification-box'],
  ['shortcodes', '#bars-materials', 'progress-bars'],
  ['shortcodes', '#bars-vertical', 'progress-bars'],
  ['shortcodes', '#counter-bags', 'counter'],
  ['shortcodes', '#counter-rating', 'counter'],
  ['shortcodes', '#counter-legacy', 'counter'],
  ['wpautop', '#toggle-owner', 'toggle'],
  ['wpautop', '#acc-owner', 'accordion'],
  ['menus', 'div.menu-wrapper:has(> .menu-bar #menu-grow)', 'menu'],
  ['menus', 'div.menu-wrapper:has(> .menu-bar #menu-fade)', 'menu'],
  ['mobile-side-menu', 'div.mobile-side-wrap', 'mobile-menu'],
];

let teardowns: Teardown[] = [];
afterEach(() => {
  for (const teardown of teardowns) act(() => teardown());
  teardowns = [];
  document.body.replaceChildren();
});

test.each(CASES)('/%s/ %s: %s unmounted, the server HTML is back', async (slug, selector, name) => {
  document.body.innerHTML = contentOf(slug);
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`/${slug}/ has no ${selector}`);
  const server = element.outerHTML;
  const definition = registry.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`no widget ${name}`);
  const { widget } = await definition.load();
  expect(widget.kind ?? 'element').toBe('element');
  const hooks = [`[data-widget~="${name}"]`, ...(definition.hooks ?? [])].join(', ');
  const hosts = [element, ...element.querySelectorAll<HTMLElement>('*')].filter((el) => el.matches(hooks));
  expect(hosts.length).toBeGreaterThan(0);
  const controllers = hosts.map(() => new AbortController());
  await act(async () => {
    hosts.forEach((host, at) => {
      const ctx = { ...fakeContext(name), signal: (controllers[at] as AbortController).signal };
      const teardown = (widget as ElementWidget).mount(host, ctx);
      teardowns.push(() => {
        (controllers[at] as AbortController).abort();
        teardown();
      });
    });
  });
  expect(element.outerHTML).not.toBe('');
  await act(async () => {
    for (const teardown of teardowns) teardown();
  });
  teardowns = [];
  expect(element.outerHTML).toBe(server);
});
