import type { BrowserContext, Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { callsTo, holdNext, pressLoopButton, recordCalls, serverCart } from './shop-helpers';
import { expectRestoredOnUnmount } from './widget-helpers';

/**
 * The wish list (the theme's, designed for this fixture: Limitless 2.5.7 has none): a cookie holding a JSON map
 * of product ids, the product page's one-way link, and the wish list page rendered by the theme listener.
 */

const COOKIE = 'ioa-wishlist';
const DAY_S = 24 * 60 * 60;

async function wishlistCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

async function wishlist(context: BrowserContext): Promise<unknown> {
  const cookie = await wishlistCookie(context);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

async function setWishlist(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies([{ name: COOKIE, value: encodeURIComponent(value), url: 'http://127.0.0.1/' }]);
}

const toListener = (type: string) => (url: URL) => url.pathname === '/wp-admin/admin-ajax.php' && type !== '';

async function openWishlist(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/wishlist/');
  await mounted(page, '#wishlist', 'wishlist');
}

test(
  'the product page link puts the product on the list for 300 days, one way, and offers the list',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    await open('/canvas-tote/');
    await mounted(page, 'a.ioa-wishlist-link', 'wishlist-link');
    const link = page.getByRole('button', { name: 'Add to wishlist' });
    await link.click();
    await expect(page.locator('a.ioa-wishlist-link')).toHaveText('Added');
    await expect(page.locator('a.ioa-wishlist-link')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('a.ioa-wishlist-link')).toHaveClass(/(^| )wished( |$)/);
    const view = page.getByRole('link', { name: 'View list' });
    await expect(view).toHaveAttribute('href', '/wishlist/');
    await expect.poll(() => wishlist(context)).toEqual({ 42: 42 });
    const cookie = await wishlistCookie(context);
    expect(cookie?.path).toBe('/');
    const now = Date.now() / 1000;
    expect(cookie?.expires).toBeGreaterThan(now + 300 * DAY_S - 120);
    expect(cookie?.expires).toBeLessThan(now + 300 * DAY_S + 120);
    // One way: a second click (on a control marked disabled, so forced) changes nothing and goes nowhere.
    const url = page.url();
    await page.locator('a.ioa-wishlist-link').click({ force: true });
    expect(page.url()).toBe(url);
    await expect.poll(() => wishlist(context)).toEqual({ 42: 42 });
    await expect(page.getByRole('link', { name: 'View list' })).toHaveCount(1);

    await page.reload();
    await mounted(page, 'a.ioa-wishlist-link', 'wishlist-link');
    await expect(page.locator('a.ioa-wishlist-link')).toHaveText('In wishlist');
    await expect(page.getByRole('link', { name: 'View list' })).toBeVisible();
  },
);

test('keyboard: Space adds; a product another page put on the list stays on it', async ({
  page,
  open,
  context,
}) => {
  await setWishlist(context, '{"44":44}');
  await open('/canvas-tote/');
  await mounted(page, 'a.ioa-wishlist-link', 'wishlist-link');
  await page.getByRole('button', { name: 'Add to wishlist' }).focus();
  await page.keyboard.press(' ');
  await expect(page.locator('a.ioa-wishlist-link')).toHaveText('Added');
  await expect.poll(() => wishlist(context)).toEqual({ 42: 42, 44: 44 });
});

test(
  'the wish list page posts the list to the theme listener and shows what it answers',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    await setWishlist(context, '{"45":45,"42":42}');
    const calls = recordCalls(page);
    await openWishlist(page, open);
    const items = page.locator('#wishlist .ioa-wishlist-item h3');
    // In id order: a JavaScript object lists integer keys in ascending order, as jQuery posted the map.
    await expect(items).toHaveText(['Canvas tote', 'Card wallet']);
    expect(callsTo(calls, 'listener:wishlist').map((call) => Object.entries(call.fields))).toEqual([
      [
        ['action', 'ioalistener'],
        ['type', 'wishlist'],
        ['list[42]', '42'],
        ['list[45]', '45'],
      ],
    ]);
    await expect(page.locator('#wishlist')).not.toHaveAttribute('aria-busy');
  },
);

test(
  'removing an item takes it off the cookie and the page, and focus moves to the one beside it; the last leaves the empty message',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    await setWishlist(context, '{"45":45,"42":42}');
    await openWishlist(page, open);
    const remove = (name: string) => page.getByRole('button', { name: `Remove ${name} from the wishlist` });
    await remove('Card wallet').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#wishlist .ioa-wishlist-item h3')).toHaveText(['Canvas tote']);
    await expect(remove('Canvas tote')).toBeFocused();
    await expect.poll(() => wishlist(context)).toEqual({ 42: 42 });
    await expect(page.locator('.ioa-wishlist-live-region')).toHaveText('Removed from your wishlist.');

    await page.keyboard.press('Enter');
    const empty = page.locator('#wishlist .ioa-wishlist-empty');
    await expect(empty).toHaveText('Your wishlist is empty.');
    await expect(empty).toBeFocused();
    await expect.poll(() => wishlistCookie(context)).toBeUndefined();
  },
);

test('add to cart from the list: the label says Added, then Added to cart when the call returns', async ({
  page,
  open,
  context,
}) => {
  await setWishlist(context, '{"43":43}');
  await openWishlist(page, open);
  const add = page.locator(
    '#wishlist li.post-43 .add_to_cart_button, #wishlist .ioa-wishlist-item .add_to_cart_button',
  );
  await mounted(page, '#wishlist .ioa-wishlist-item .add_to_cart_button', 'add-to-cart');
  await expect(add).toHaveText('Add to cart');
  const { held, release } = await holdNext(page, (url) => url.searchParams.get('wc-ajax') === 'add_to_cart');
  await pressLoopButton(add);
  await held;
  await expect(add).toHaveText('Added');
  await release();
  await expect(add).toHaveText('Added to cart');
  await expect(page.locator('#wishlist a.added_to_cart')).toHaveText('View cart');
  expect(await serverCart(page)).toEqual(['Waxed backpack × 1']);
  // Still on the list: adding to the cart does not take it off.
  await expect.poll(() => wishlist(context)).toEqual({ 43: 43 });
});

test('an empty list shows the empty message without asking the server', async ({ page, open }) => {
  const calls = recordCalls(page);
  await openWishlist(page, open);
  await expect(page.locator('#wishlist .ioa-wishlist-empty')).toHaveText('Your wishlist is empty.');
  await expect(page.locator('.ioa-wishlist-placeholder')).toHaveCount(0);
  expect(callsTo(calls, 'listener:wishlist')).toEqual([]);
});

test('a malformed cookie is read for what it holds, repaired and reported once', async ({
  page,
  open,
  context,
  expectConsole,
}) => {
  expectConsole(
    /wishlist on <div id="wishlist" class="ioa-wishlist woocommerce">: the ioa-wishlist cookie held "\{\\"42\\":42,\\"x\\":\[1\]\}", which is not a JSON map of product ids; it was rewritten with the 1 product id\(s\) it held\./,
  );
  await setWishlist(context, '{"42":42,"x":[1]}');
  await openWishlist(page, open);
  await expect(page.locator('#wishlist .ioa-wishlist-item h3')).toHaveText(['Canvas tote']);
  await expect.poll(() => wishlist(context)).toEqual({ 42: 42 });
});

test('a list that could not be loaded says so, with a button that tries again', async ({
  page,
  open,
  context,
  expectConsole,
}) => {
  expectConsole(/500/);
  await setWishlist(context, '{"42":42}');
  await page.route(toListener('wishlist'), (route) => route.fulfill({ status: 500, body: '0' }), {
    times: 1,
  });
  await openWishlist(page, open);
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('Your wishlist could not be loaded.');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#wishlist .ioa-wishlist-item h3')).toHaveText(['Canvas tote']);
});

test('unmounting the wish list puts its placeholder back as the server printed it', async ({
  page,
  open,
  context,
}) => {
  await setWishlist(context, '{"42":42}');
  await openWishlist(page, open);
  await expect(page.locator('#wishlist .ioa-wishlist-item')).toHaveCount(1);
  await expectRestoredOnUnmount(page, '#wishlist');
});
