import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The bundle served from another origin than the page, as when a CDN or an offload plugin rewrites script URLs
 * (`?cdn=`: the same fixture server under the name localhost, the page at 127.0.0.1). The script tag is the
 * plain one WordPress prints, without `crossorigin`.
 */

function bundleOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/wp-content/themes/limitless/widgets/')) origins.add(url.origin);
  });
  return origins;
}

test('from a CDN that sends CORS headers, every chunk and stylesheet comes from there and the widgets mount', async ({
  page,
  open,
}) => {
  const origins = bundleOrigins(page);
  await open('/shortcodes/', { cdn: 'cors' });
  const script = page.locator('script#wp-widget-bundle-js');
  await expect(script).toHaveAttribute('src', /^http:\/\/localhost:\d+\/cdn-cors\//);
  await expect(script).not.toHaveAttribute('crossorigin');
  await mounted(page, '#tabs-product', 'tabs');
  await mounted(page, '#accordion-faq', 'accordion');
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.locator('#tab-specs')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  expect([...origins].map((origin) => new URL(origin).hostname)).toEqual(['localhost']);
  // The stylesheets came from the CDN too, and apply.
  const styles = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      (link) => link.href,
    ).filter((href) => href.includes('/widgets/')),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const href of styles) expect(new URL(href).hostname).toBe('localhost');
});

test('with crossorigin="anonymous" on the tag as well, the widgets mount from the CDN', async ({
  page,
  open,
}) => {
  const origins = bundleOrigins(page);
  await open('/shortcodes/', { cdn: 'cors', crossorigin: '' });
  await expect(page.locator('script#wp-widget-bundle-js')).toHaveAttribute('crossorigin', 'anonymous');
  await mounted(page, '#tabs-product', 'tabs');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.locator('#tab-reviews')).toBeVisible();
  expect([...origins].map((origin) => new URL(origin).hostname)).toEqual(['localhost']);
});

test('from a CDN without CORS headers, every widget element is marked failed, keeps its server HTML, and one message says why', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const failure =
    /^\[wp-widgets\] the bundle's code could not be loaded: .*chunks\/loader-\w+\.js.* served from http:\/\/localhost:\d+, another origin than the page: that server must send CORS headers \(Access-Control-Allow-Origin\) for the bundle's files\. No widget runs; every widget element keeps its server HTML\./;
  expectConsole(failure);
  // The browser's own lines about the blocked request.
  expectConsole(/blocked by CORS policy|net::ERR_FAILED/);
  await open('/shortcodes/', { cdn: 'none' });
  await expect(page.locator('#tabs-product')).toHaveAttribute('data-widget-failed', 'tabs');
  await expect(page.locator('#accordion-faq')).toHaveAttribute('data-widget-failed', 'accordion');
  await expect(page.locator('[data-widget-mounted]')).toHaveCount(0);
  // Every element the loader would have mounted is marked.
  const unmarked = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-widget], .ioa_tabs, .ioa_accordion, .ioa_box_wrapper'))
      .filter((element) => !element.hasAttribute('data-widget-failed'))
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(unmarked).toEqual([]);
  // The server's HTML works as printed: every panel is there and shown.
  for (const id of ['tab-description', 'tab-specs', 'tab-reviews']) {
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  await expect(page.locator('#tabs-product [role="tab"]')).toHaveCount(0);
  expect(consoleLog.filter((entry) => failure.test(entry.text))).toHaveLength(1);
});
