import type { Page } from '@playwright/test';
import { expect, mounted, test } from '../browser/fixtures';
import { SEEDED_PAGES } from './site';

/**
 * WordPress 6.1 prints its own jQuery (3.6.1) and jQuery Migrate (3.3.2); a block theme prints none. The bundle
 * works with both: jQuery listeners hear the slider's events once each, and a page without jQuery works. The
 * plugin leaves jQuery out where only the scripts it replaced needed it (`wp_widget_bundle_leave_out_jquery`);
 * the test mu-plugin (test/wordpress/mu-plugins/test-jquery.php) adds a site's own script needing it
 * (`?wp_test_jquery=inline` or `src`) or has the filter keep it (`kept`).
 */

/** jQuery's and jQuery Migrate's files, as WordPress prints them. */
const JQUERY_FILES = /\/jquery(\.min)?\.js$|\/jquery-migrate(\.min)?\.js$/;

/** Where the page's jQuery and jQuery Migrate script tags are: 'head', 'body', or nothing when there are none. */
const jqueryTags = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((script) => /\/jquery(-migrate)?(\.min)?\.js(\?|$)/.test(script.src))
      .map((script) => `${script.id} in ${script.closest('head') ? 'head' : 'body'}`),
  );

test('where the plugin replaced everything that needed jQuery, no jQuery is loaded and the widgets work', async ({
  page,
  open,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open('/');
  await mounted(page, '#home-slider', 'slider');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  expect(scripts.filter((path) => JQUERY_FILES.test(path))).toEqual([]);
  await page.evaluate(() => {
    const heard: number[] = [];
    (window as unknown as { heard: number[] }).heard = heard;
    document
      .querySelector('#home-slider')
      ?.addEventListener('quartz:slideChanged', (event) =>
        heard.push((event as CustomEvent<{ index: number }>).detail.index),
      );
  });
  await page.locator('#home-slider').getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: number[] }).heard)).toEqual([1]);
  // Every seeded page is printed without jQuery: the theme's scripts, which alone needed it, are replaced.
  for (const { path } of SEEDED_PAGES) {
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<script[^>]*\/jquery(-migrate)?(\.min)?\.js[^>]*>/g) ?? [], path).toEqual([]);
  }
});

test("a site's own script that needs jQuery keeps it in the head, and so does the filter", async ({
  page,
  open,
}) => {
  const inHead = ['jquery-core-js in head', 'jquery-migrate-js in head'];
  // Inline code added with wp_add_inline_script on a handle depending on jQuery.
  await open('/', { wp_test_jquery: 'inline' });
  await mounted(page, '#home-slider', 'slider');
  expect(await jqueryTags(page)).toEqual(inHead);
  expect(await page.evaluate(() => (window as unknown as { testJquery?: string }).testJquery)).toBe('3.6.1');
  // A script with a source depending on it (jQuery UI's core).
  await open('/shortcodes/', { wp_test_jquery: 'src' });
  await mounted(page, '#tabs-product', 'tabs');
  expect(await jqueryTags(page)).toEqual(inHead);
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery: { ui?: object } }).jQuery.ui)).toBe(
    'object',
  );
  // wp_widget_bundle_leave_out_jquery returning false: printed as before.
  await open('/shortcodes/', { wp_test_jquery: 'kept' });
  await mounted(page, '#tabs-product', 'tabs');
  expect(await jqueryTags(page)).toEqual(inHead);
});

test("with WordPress's jQuery and Migrate, jQuery listeners hear the slider's events once each", async ({
  page,
  open,
}) => {
  // jQuery is on the page because a script of the site's needs it (the test mu-plugin's).
  await open('/', { wp_test_jquery: 'inline' });
  await mounted(page, '#home-slider', 'slider');
  const versions = await page.evaluate(() => {
    const jq = (window as unknown as { jQuery: { fn: { jquery: string }; migrateVersion: string } }).jQuery;
    return [jq.fn.jquery, jq.migrateVersion];
  });
  expect(versions).toEqual(['3.6.1', '3.3.2']);
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const $ = (
      window as unknown as {
        jQuery: (selector: string) => {
          on(events: string, handler: (event: unknown, index: number) => void): void;
        };
      }
    ).jQuery;
    $('#home-slider').on('quartzSlideBeforeChange quartzSlideChanged', (event, index) =>
      heard.push(`${(event as { type: string }).type} ${index}`),
    );
  });
  await page.locator('#home-slider').getByRole('button', { name: 'Next' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toEqual(['quartzSlideBeforeChange 1', 'quartzSlideChanged 1']);
});

test('a page without jQuery: the tabs and the accordion work, and no jQuery is loaded', async ({
  page,
  open,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open('/no-jquery/');
  await mounted(page, '#tabs-owner', 'tabs');
  await mounted(page, '#acc-owner', 'accordion');
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
  expect(scripts.filter((path) => path.includes('/jquery'))).toEqual([]);
  await page.getByRole('tab', { name: 'Two' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('Second panel.');
  await page.getByRole('button', { name: 'Question two?' }).click();
  await expect(page.getByText('Answer two.')).toBeVisible();
});

test("the site's CSP nonce (wp_widget_bundle_nonce) is on the bundle's tag and on what the bundle adds", async ({
  page,
  open,
}) => {
  await open('/shortcodes/', { nonce: '1' });
  await mounted(page, '#tabs-product', 'tabs');
  const nonces = await page.evaluate(() => ({
    tag: document.querySelector<HTMLScriptElement>('script#wp-widget-bundle-js')?.nonce,
    added: [
      ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[href*="/chunks/"], script[src*="/chunks/"]',
      ),
    ].map((element) => element.nonce),
  }));
  expect(nonces.tag).toBe('bGltaXRsZXNzLWRlbW8');
  expect(nonces.added.length).toBeGreaterThan(0);
  expect(new Set(nonces.added)).toEqual(new Set(['bGltaXRsZXNzLWRlbW8']));
});
