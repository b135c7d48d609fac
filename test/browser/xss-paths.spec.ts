import type { Page } from '@playwright/test';
import { FORBIDDEN_ELEMENTS, HOSTILE_TEXT, HTML_CORPUS, HTML_PAYLOADS } from '../xss-corpus';
import { expect, mounted, test } from './fixtures';
import { pressLoopButton } from './shop-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * The XSS corpus through the other paths a visitor, an Author or a third party reaches, on pages served without
 * a Content-Security-Policy (as most WordPress sites are): the theme listener's answers (live search, load more),
 * WooCommerce's cart fragments, the address's hash and a cookie. Nothing runs, nothing forbidden is inserted, and
 * text stays text. (The lightbox's ajax pages and portfolio pages have their own tests.)
 */

const INLINE_HANDLERS = '[srcdoc], [onload], [onerror], [onclick], [ontoggle], [onfocus], [onbegin]';

/** Lets the event loop turn, so that a payload that would run on load or on a timer has had its chance. */
async function aTurnLater(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

test('live search: a hostile answer is shown cleaned, and nothing in it runs', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/search\//);
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<li><h5><a href="/canvas-tote/">Canvas tote</a></h5>${HTML_CORPUS}</li>`,
    }),
  );
  await open('/search/');
  await mounted(page, '#header-search', 'live-search');
  await page.locator('#header-search a.ajax-search-trigger').click();
  await page.locator('#header-search input.live_search').fill('canvas');
  const results = page.locator('#header-search');
  await expect(results.getByRole('link', { name: 'Canvas tote' })).toBeVisible();
  await expect(results.locator('[data-payload]')).toHaveCount(HTML_PAYLOADS.length);
  await expect(results.locator(FORBIDDEN_ELEMENTS)).toHaveCount(0);
  await expect(results.locator(INLINE_HANDLERS)).toHaveCount(0);
  await aTurnLater(page);
  expect(await trapped()).toEqual([]);
});

test('load more: hostile posts are appended cleaned, and nothing in them runs', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/builder-lists\//);
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<li class="post-900"><h3><a href="/hostile/">Hostile post</a></h3>${HTML_CORPUS}</li><li class="ioa-end"></li>`,
    }),
  );
  await open('/builder-lists/');
  await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
  await page.locator('#latest a.rad-ajax-load-more').click();
  const list = page.locator('#latest .rad-posts-list');
  await expect(list.getByRole('heading', { name: 'Hostile post' })).toBeVisible();
  await expect(list.locator('[data-payload]')).toHaveCount(HTML_PAYLOADS.length);
  await expect(list.locator(FORBIDDEN_ELEMENTS)).toHaveCount(0);
  await expect(list.locator(INLINE_HANDLERS)).toHaveCount(0);
  await aTurnLater(page);
  expect(await trapped()).toEqual([]);
});

test('cart fragments: a hostile fragment is shown cleaned, and nothing in it runs', async ({
  page,
  open,
}) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/shop\//);
  await page.route(
    (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          fragments: {
            'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><p class="hostile-cart">Your cart</p>${HTML_CORPUS}</div>`,
          },
          cart_hash: 'abc123',
        }),
      }),
  );
  await open('/shop/');
  await mounted(page, 'li.post-42 .add_to_cart_button', 'add-to-cart');
  await mounted(page, '#sidebar-cart', 'cart-fragments');
  await pressLoopButton(page.locator('li.post-42 .add_to_cart_button'));
  const cart = page.locator('#sidebar-cart');
  await expect(cart.locator('.hostile-cart')).toHaveText('Your cart');
  await expect(cart.locator('[data-payload]')).toHaveCount(HTML_PAYLOADS.length);
  await expect(cart.locator(FORBIDDEN_ELEMENTS)).toHaveCount(0);
  await expect(cart.locator(INLINE_HANDLERS)).toHaveCount(0);
  await aTurnLater(page);
  expect(await trapped()).toEqual([]);
});

for (const text of HOSTILE_TEXT) {
  test(`the hash ${JSON.stringify(text).slice(0, 40)}: tabs and the lightbox read it as a name, and nothing runs`, async ({
    page,
    open,
  }) => {
    const trapped = await installXssTrap(page);
    await withoutPolicy(page, /\/(shortcodes|gallery)\//);
    for (const path of ['/shortcodes/', '/gallery/']) {
      await open(`${path}#${text}`);
      await page.waitForLoadState('load');
      await open(`${path}#prettyPhoto[${encodeURIComponent(text)}]/0/`);
      await page.waitForLoadState('load');
      await aTurnLater(page);
      await expect(page.locator('.pswp')).toHaveCount(0);
    }
    expect(await trapped()).toEqual([]);
  });
}

test('a hostile wish list cookie is read as data: nothing runs, and the list is empty', async ({
  page,
  open,
  context,
  expectConsole,
}) => {
  expectConsole(/ioa-wishlist/);
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/wishlist\//);
  const payload = JSON.stringify(
    Object.fromEntries(HOSTILE_TEXT.map((text, index) => [text, `${index}${text}`])),
  );
  await context.addCookies([
    { name: 'ioa-wishlist', value: encodeURIComponent(payload), url: 'http://127.0.0.1/' },
  ]);
  await open('/wishlist/');
  await aTurnLater(page);
  await expect(page.locator(FORBIDDEN_ELEMENTS).filter({ hasText: 'xss' })).toHaveCount(0);
  expect(await trapped()).toEqual([]);
});
