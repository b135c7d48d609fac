import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { installPausedClock, runEffects } from './widget-helpers';
import { withoutPolicy } from './xss-trap';

/**
 * Old code that calls in early: theme or plugin code calling a kept jQuery API (the registry's `jquery` fields:
 * `$(el).countdown(…)`, `$(links).prettyPhoto(…)`) before the widget mounted gets the answer the original plugin
 * gave: the call is queued and applied once the widget is there. Two ways a page calls early: an inline script
 * right after the bundle's tag, the bundle enqueued without `defer` (the call runs before the document is
 * parsed), and a `DOMContentLoaded` listener printed in the content, with the bundle deferred (the call runs
 * before any widget's code has loaded). (jQuery's own ready handlers run a task later, on the test's paused
 * clock after the widgets mounted: the listener is the earlier of the two.)
 */

const NOW = new Date('2026-11-22T10:00:00');

/** The calls, as a theme's inline script makes them. */
const COUNTDOWN_CALLS = `
  jQuery('#launch-countdown').countdown('2026/11/22 12:00:00');
  jQuery('#sale-countdown').countdown('stop');
`;
const LIGHTBOX_CALLS = `jQuery('#early-link').prettyPhoto({ deeplinking: false });`;

const PLACEMENTS = [
  {
    name: 'an inline script after the bundle enqueued without defer',
    bundle: 'footer-sync',
    edit: (calls: string) => (html: string) =>
      html.replace(/(id="wp-widget-bundle-js"[^>]*><\/script>)/, `$1<script>${calls}</script>`),
  },
  {
    name: 'a DOMContentLoaded listener in the content, the bundle deferred',
    bundle: 'footer-defer',
    edit: (calls: string) => (html: string) =>
      html.replace(
        '<div class="super-wrapper',
        `<script>document.addEventListener('DOMContentLoaded', function () {${calls}});</script><div class="super-wrapper`,
      ),
  },
] as const;

async function openWith(
  page: Page,
  open: (path: string, query?: Record<string, string>) => Promise<void>,
  path: string,
  bundle: string,
  edit: (html: string) => string,
): Promise<void> {
  await withoutPolicy(page, new RegExp(path), (html) => {
    const edited = edit(html);
    if (edited === html) throw new Error('the early call found no place in the page');
    return edited;
  });
  await open(path, { bundle });
}

for (const placement of PLACEMENTS) {
  test(`countdown, ${placement.name}: a new final date and a stop, applied on mount`, async ({
    page,
    open,
  }) => {
    // A window so low that the countdowns are below its fold, where their widgets wait to be scrolled to: the
    // calls must not wait, as the plugin's did not.
    await page.setViewportSize({ width: 1280, height: 120 });
    await installPausedClock(page, NOW);
    await openWith(page, open, '/countdown/', placement.bundle, placement.edit(COUNTDOWN_CALLS));
    await mounted(page, '#launch-countdown', 'countdown');
    await mounted(page, '#sale-countdown', 'countdown');
    // Back to a window that shows them: countdowns out of view pause their display.
    await page.setViewportSize({ width: 1280, height: 720 });
    await runEffects(page);
    await page.clock.runFor(1000);
    await expect(page.locator('#launch-countdown')).toContainText('00 weeks 00 days 01 hour 59 minutes');
    const sale = await page.locator('#sale-countdown').textContent();
    await page.clock.runFor(5000);
    await expect(page.locator('#sale-countdown')).toHaveText(sale ?? '');
    // The launch countdown still ticks: only the sale was stopped.
    await expect(page.locator('#launch-countdown')).toContainText('01 hour 59 minutes 5');
  });

  test(`lightbox, ${placement.name}: a link bound by $.fn.prettyPhoto opens in the lightbox`, async ({
    page,
    open,
  }) => {
    const asset = '/wp-content/themes/limitless/fixture-assets/lightbox/porto-shop.svg';
    await openWith(page, open, '/portfolio/', placement.bundle, (html) =>
      placement.edit(LIGHTBOX_CALLS)(
        html.replace(
          '<div class="super-wrapper',
          `<a id="early-link" href="${asset}">The shop</a><div class="super-wrapper`,
        ),
      ),
    );
    await mounted(page, '#early-link', 'lightbox');
    const before = page.url();
    await page.locator('#early-link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(page.url()).toBe(before);
  });

  test(`lightbox, ${placement.name}: $.prettyPhoto.open opens its gallery once the lightbox has mounted, and a close after it is kept`, async ({
    page,
    open,
  }) => {
    const asset = '/wp-content/themes/limitless/fixture-assets/lightbox/porto-shop.svg';
    // Before the bundle's code could have loaded, prettyPhoto's static functions are there to call, as they were
    // right after prettyPhoto's script.
    const calls = `window.earlyTypes = [typeof jQuery.prettyPhoto.open, typeof jQuery.prettyPhoto.close];
      jQuery.prettyPhoto.open(['${asset}'], ['The shop, opened early']);`;
    await openWith(page, open, '/portfolio/', placement.bundle, placement.edit(calls));
    expect(await page.evaluate(() => (window as unknown as { earlyTypes: string[] }).earlyTypes)).toEqual([
      'function',
      'function',
    ]);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The shop, opened early');
    // The address is left alone, as prettyPhoto's open did.
    expect(new URL(page.url()).hash).toBe('');
    await page.evaluate(() =>
      (window as unknown as { jQuery: { prettyPhoto: { close(): void } } }).jQuery.prettyPhoto.close(),
    );
    await expect(dialog).toBeHidden();
  });

  test(`lightbox, ${placement.name}: an early $.prettyPhoto.open then close opens nothing`, async ({
    page,
    open,
  }) => {
    const asset = '/wp-content/themes/limitless/fixture-assets/lightbox/porto-shop.svg';
    const calls = `jQuery.prettyPhoto.open('${asset}'); jQuery.prettyPhoto.close();`;
    const viewerAsked: string[] = [];
    page.on('request', (request) => {
      if (/lightbox-viewer-[^/]*\.js$/.test(request.url())) viewerAsked.push(request.url());
    });
    await installPausedClock(page);
    await openWith(page, open, '/portfolio/', placement.bundle, placement.edit(calls));
    await mounted(page, 'a[rel^="prettyPhoto"] >> nth=0', 'lightbox');
    // Both calls were replayed once the lightbox's code had loaded, before it mounted: the lightbox mounted with
    // nothing to show, and its effects have run.
    await runEffects(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(viewerAsked, 'the viewer is loaded only for a gallery shown').toEqual([]);
  });
}
