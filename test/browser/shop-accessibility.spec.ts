import type { BrowserContext, Page } from '@playwright/test';
import { expectSettledPageAccessible } from './accessibility';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { addThroughServer, miniCartLines, pressLoopButton, wcAjax } from './shop-helpers';
import { installPausedClock, runEffects, runUntilMounted } from './widget-helpers';

/**
 * `pages.spec.ts` checks every fixture page as it loads; the shop's pages change as the visitor uses them. These
 * check the states a visitor reaches: a filled mini cart, a View cart link and a failure message, a filled wish
 * list, a filled cart page, a wished product. Each page is opened on a paused clock, so axe sees it settled.
 */

/** A visitor with a tote in the cart and a backpack and a wallet on the wish list. */
async function visitorWithCartAndWishlist(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/');
  await addThroughServer(page, 42);
  await context.addCookies([
    { name: 'ioa-wishlist', value: encodeURIComponent('{"43":43,"45":45}'), url: page.url() },
  ]);
}

test(
  'the shop with a filled mini cart, a View cart link and a failure message',
  BOTH_FLAVOURS,
  async ({ page, open, expectConsole }) => {
    expectConsole(/ERR_INTERNET_DISCONNECTED/);
    await installPausedClock(page);
    await page.goto('/');
    await addThroughServer(page, 43);
    await open('/shop/');
    await expect.poll(() => miniCartLines(page)).toEqual(['Waxed backpack × 1']);
    await mounted(page, 'li.post-42 .add_to_cart_button', 'add-to-cart');
    await pressLoopButton(page.locator('li.post-42 .add_to_cart_button'));
    await expect(page.locator('li.post-42 a.added_to_cart')).toBeVisible();
    await page.route(wcAjax('add_to_cart'), (route) => route.abort('internetdisconnected'), { times: 1 });
    await mounted(page, 'li.post-45 .add_to_cart_button', 'add-to-cart');
    await pressLoopButton(page.locator('li.post-45 .add_to_cart_button'));
    await expect(page.locator('li.post-45 [role="alert"]')).toBeVisible();
    await expectSettledPageAccessible(page);
  },
);

test('the wish list with items', BOTH_FLAVOURS, async ({ page, open, context }) => {
  await installPausedClock(page);
  await visitorWithCartAndWishlist(page, context);
  await open('/wishlist/');
  await mounted(page, '#wishlist', 'wishlist');
  // The list is asked for from an effect, which preact runs after a frame.
  await runEffects(page);
  await expect(page.locator('#wishlist .ioa-wishlist-item')).toHaveCount(2);
  await expectSettledPageAccessible(page);
});

test('the cart page with items', async ({ page, open, context }) => {
  await installPausedClock(page);
  await visitorWithCartAndWishlist(page, context);
  await open('/cart/');
  await expect(page.locator('.woocommerce-cart-form td.product-name')).toHaveText(['Canvas tote']);
  await expectSettledPageAccessible(page);
});

test('a wished product, with the cart in the mini cart', async ({ page, open, context }) => {
  await installPausedClock(page);
  await visitorWithCartAndWishlist(page, context);
  await open('/canvas-tote/');
  // Below the product's images, it mounts when the page is idle: the clock has to move.
  await runUntilMounted(page, 'a.ioa-wishlist-link', 'wishlist-link');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('link', { name: 'View list' })).toBeVisible();
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  await expectSettledPageAccessible(page);
});
