import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import {
  addThroughServer,
  callsTo,
  holdNext,
  listenToShopEvents,
  miniCartLines,
  recordCalls,
  serverCart,
  wcAjax,
} from './shop-helpers';
import { opacityOf } from './widget-helpers';

/** The mini cart's remove links (`a.remove_from_cart_button`), WooCommerce's add-to-cart.js. */

const removeLink = (page: Page, name: string) =>
  page.locator('#sidebar-cart .mini_cart_item').filter({ hasText: name }).locator('.remove_from_cart_button');

/** A visitor with a tote and a wallet in the cart, on the shop page with its mini cart shown. */
async function openWithTwoItems(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await page.goto('/');
  await addThroughServer(page, 42);
  await addThroughServer(page, 45);
  await open('/shop/');
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1', 'Card wallet × 1']);
  await mounted(
    page,
    '#sidebar-cart .mini_cart_item:first-child .remove_from_cart_button',
    'remove-from-cart',
  );
}

test(
  'a remove posts the cart item key, blocks the item meanwhile, and the mini cart re-renders',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openWithTwoItems(page, open);
    const calls = recordCalls(page);
    const events = await listenToShopEvents(page);
    const link = removeLink(page, 'Canvas tote');
    const key = await link.getAttribute('data-cart_item_key');
    const item = page.locator('#sidebar-cart .mini_cart_item').filter({ hasText: 'Canvas tote' });
    const { held, release } = await holdNext(page, wcAjax('remove_from_cart'));
    await link.click();
    await held;
    await expect(item).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => opacityOf(item)).toBe(0.6);
    await release();
    await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1']);
    expect(callsTo(calls, 'remove_from_cart').map((call) => call.fields)).toEqual([{ cart_item_key: key }]);
    expect(await serverCart(page)).toEqual(['Card wallet × 1']);
    await expect
      .poll(() => events.filter((event) => event.includes('removed_from_cart')))
      .toEqual([
        'native woocommerce:removed_from_cart{fragments,cart_hash,button}',
        expect.stringMatching(
          /^jquery removed_from_cart\(\{div\.widget_shopping_cart_content\}, [0-9a-f]{32}, \$a\.remove\)$/,
        ),
      ]);
    await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText(
      'The item has been removed from your cart.',
    );
  },
);

test(
  'keyboard: removing an item moves focus to the next one; the last one leaves focus on the empty cart',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openWithTwoItems(page, open);
    await removeLink(page, 'Canvas tote').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1']);
    await expect(removeLink(page, 'Card wallet')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.locator('#sidebar-cart .woocommerce-mini-cart__empty-message')).toHaveText(
      'No products in the cart.',
    );
    await expect(page.locator('#sidebar-cart .widget_shopping_cart_content')).toBeFocused();
    expect(await serverCart(page)).toEqual([]);
  },
);

const FAULTS = [
  { name: 'an answer of success false', answer: { status: 200, body: '{"success":false}' }, console: null },
  { name: 'an HTTP 500', answer: { status: 500, body: 'Fatal error' }, console: /500/ },
  { name: 'an answer that is not JSON', answer: { status: 200, body: '<p>Warning</p>' }, console: null },
] as const;

for (const fault of FAULTS) {
  test(`${fault.name}: the link's own address removes the item instead`, async ({
    page,
    open,
    expectConsole,
  }) => {
    if (fault.console) expectConsole(fault.console);
    await openWithTwoItems(page, open);
    const { release } = await holdNext(page, wcAjax('remove_from_cart'));
    await removeLink(page, 'Card wallet').click();
    await release(fault.answer);
    // The remove link's address is WooCommerce's page without JavaScript: it removes, then shows the cart page.
    await page.waitForURL('**/cart/');
    await expect(page.locator('.woocommerce-cart-form td.product-name')).toHaveText(['Canvas tote']);
  });
}

test("no network: the link's own address is followed", async ({ page, open, expectConsole }) => {
  expectConsole(/ERR_INTERNET_DISCONNECTED/);
  await openWithTwoItems(page, open);
  await page.route(wcAjax('remove_from_cart'), (route) => route.abort('internetdisconnected'), { times: 1 });
  await removeLink(page, 'Canvas tote').click();
  await page.waitForURL('**/cart/');
  await expect(page.locator('.woocommerce-cart-form td.product-name')).toHaveText(['Card wallet']);
});
