import { expect, mounted, test } from '../browser/fixtures';

/**
 * WordPress 6.1 prints its own jQuery (3.6.1) and jQuery Migrate (3.3.2); a block theme prints none. The bundle
 * works with both: jQuery listeners hear the slider's events once each, and a page without jQuery works.
 */
test("with WordPress's jQuery and Migrate, jQuery listeners hear the slider's events once each", async ({
  page,
  open,
}) => {
  await open('/');
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
