import type { Page } from '@playwright/test';
import { FORBIDDEN_ELEMENTS, HOSTILE_TEXT, HTML_CORPUS, HTML_PAYLOADS } from '../xss-corpus';
import { expect, mounted, test } from './fixtures';
import { pressLoopButton } from './shop-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * The XSS corpus through the other paths a visitor, an Author or a third party reaches, on pages served without
 * a Content-Security-Policy (as most WordPress sites are): the theme listener's answers (live search, load more,
 * the wish list, the timeline, Modelie), the video gallery's pages, WooCommerce's cart fragments, the address's
 * hash and a cookie. Nothing runs, nothing forbidden is inserted, and text stays text. (The lightbox's ajax pages
 * and portfolio pages have their own tests, in lightbox.spec.ts and portfolio-switch.spec.ts.)
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

/**
 * Routes the calls to admin-ajax whose body matches `call` to the real answer with the corpus put in by `edit`,
 * so that a widget gets what the server would answer once an Author's content carries the payloads.
 */
async function hostileAnswers(page: Page, call: RegExp, edit: (html: string) => string): Promise<void> {
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (!call.test(route.request().postData() ?? '')) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/** Puts the corpus just after the first `close` tag of the answer: inside the first item the widget keeps. */
const corpusAfter = (close: string) => (html: string) => html.replace(close, `${close}${HTML_CORPUS}`);

async function expectCleaned(page: Page, where: string, trapped: () => Promise<string[]>): Promise<void> {
  const region = page.locator(where);
  await expect(region.locator('[data-payload]')).toHaveCount(HTML_PAYLOADS.length);
  await expect(region.locator(FORBIDDEN_ELEMENTS)).toHaveCount(0);
  await expect(region.locator(INLINE_HANDLERS)).toHaveCount(0);
  await aTurnLater(page);
  expect(await trapped()).toEqual([]);
}

test('the wish list: a hostile answer is shown cleaned, and nothing in it runs', async ({
  page,
  open,
  context,
}) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/wishlist\//);
  await hostileAnswers(page, /type=wishlist/, (html) => `${html}${HTML_CORPUS}`);
  await context.addCookies([
    { name: 'ioa-wishlist', value: encodeURIComponent('{"42":42}'), url: 'http://127.0.0.1/' },
  ]);
  await open('/wishlist/');
  await mounted(page, '#wishlist', 'wishlist');
  await expect(page.locator('#wishlist .ioa-wishlist-item h3')).toHaveText(['Canvas tote']);
  await expectCleaned(page, '#wishlist', trapped);
});

test('the video gallery: a hostile next page is shown cleaned, and nothing in it runs', async ({
  page,
  open,
}) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/video-gallery\//);
  await hostileAnswers(page, /my_embedplus_gallery_page/, (html) => `${html}${HTML_CORPUS}`);
  await open('/video-gallery/');
  const gallery = '#epyt_gallery_31415';
  await mounted(page, gallery, 'video-gallery');
  await page.locator(`${gallery} .epyt-next`).first().click();
  await expect(page.locator(`${gallery} .epyt-gallery-title`).first()).toHaveText('Packing an order');
  await expectCleaned(page, `${gallery} .epyt-gallery-list`, trapped);
});

test('the timeline: a hostile batch of posts is appended cleaned, and nothing in it runs', async ({
  page,
  open,
}) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/blog-timeline\//);
  await hostileAnswers(page, /type=posts-timeline/, corpusAfter('</h3>'));
  await open('/blog-timeline/');
  await mounted(page, '.blog-format10-posts', 'timeline');
  const posts = page.locator('.posts-timeline > .timeline-post');
  const before = await posts.count();
  await page.mouse.move(200, 200);
  await expect
    .poll(async () => {
      if ((await posts.count()) > before) return true;
      await page.mouse.wheel(0, 1500);
      return false;
    })
    .toBe(true);
  await expectCleaned(page, '.posts-timeline', trapped);
});

test('Modelie: a hostile strip is shown cleaned, and nothing in it runs', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/portfolio-modelie\//);
  await hostileAnswers(page, /type=portfolio_modelie/, corpusAfter('</h2>'));
  await open('/portfolio-modelie/');
  await expect(page.locator('.portfolio-modelie .inner-view-pane > ul > li.post')).toHaveCount(4);
  await expectCleaned(page, '.portfolio-modelie', trapped);
});
