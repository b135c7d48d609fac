import { expectNoSeriousViolation } from './accessibility';
import { expect, mounted, test } from './fixtures';
import { addThroughServer, miniCartLines, wcAjax } from './shop-helpers';

/**
 * `pages.spec.ts` checks every fixture page as it loads; the shop's pages change as the visitor uses them. These
 * check the states a visitor reaches: a filled mini cart, a View cart link and a failure message, a filled wish
 * list, a filled cart page, a wished product.
 */

test('the shop with a filled mini cart, a View cart link and a failure message', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/');
  await addThroughServer(page, 43);
  await open('/shop/');
  await expect.poll(() => miniCartLines(page)).toEqual(['Waxed backpack × 1']);
  await mounted(page, 'li.post-42 .add_to_cart_button', 'add-to-cart');
  await page.locator('li.post-42 .add_to_cart_button').click();
  await expect(page.locator('li.post-42 a.added_to_cart')).toBeVisible();
  await page.route(wcAjax('add_to_cart'), (route) => route.abort('internetdisconnected'), { times: 1 });
  await mounted(page, 'li.post-45 .add_to_cart_button', 'add-to-cart');
  await page.locator('li.post-45 .add_to_cart_button').click();
  await expect(page.locator('li.post-45 [role="alert"]')).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('the wish list with items, the cart page with items, and a wished product', async ({
  page,
  open,
  context,
}) => {
  await page.goto('/');
  await addThroughServer(page, 42);
  await context.addCookies([
    { name: 'ioa-wishlist', value: encodeURIComponent('{"43":43,"45":45}'), url: page.url() },
  ]);
  await open('/wishlist/');
  await expect(page.locator('#wishlist .ioa-wishlist-item')).toHaveCount(2);
  await expectNoSeriousViolation(page);

  await open('/cart/');
  await expect(page.locator('.woocommerce-cart-form td.product-name')).toHaveText(['Canvas tote']);
  await expectNoSeriousViolation(page);

  await open('/canvas-tote/');
  await mounted(page, 'a.ioa-wishlist-link', 'wishlist-link');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('link', { name: 'View list' })).toBeVisible();
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  await expectNoSeriousViolation(page);
});
