import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { addThroughServer, holdNext, miniCartLines, recordCalls, serverCart, wcAjax } from './shop-helpers';
import { installPausedClock } from './widget-helpers';

/** The theme's own add-to-cart link (`a.ioa-shop-button`): a POST to its address, a loader, then thanks. */

const LINK = '#feature-wallet a.ioa-shop-button';
const toWalletLink = (url: URL) => url.pathname === '/shop/' && url.searchParams.get('add-to-cart') === '45';

async function openShop(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/shop/');
  await mounted(page, LINK, 'shop-button');
}

test(
  "a click posts to the link's address with an empty body; a loader says Adding, then the thanks show",
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const calls = recordCalls(page);
    await openShop(page, open);
    const link = page.getByRole('button', { name: 'Add the card wallet to your cart' });
    const { held, release } = await holdNext(page, toWalletLink);
    await link.click();
    const route = await held;
    expect(route.request().method()).toBe('POST');
    expect(route.request().postData()).toBeNull();
    await expect(page.locator(LINK)).toBeHidden();
    const status = page.locator('#feature-wallet [role="status"]');
    await expect(status).toHaveText('Adding…');
    await expect(status).toHaveClass(/(^| )cart-loader( |$)/);
    // Focus was on the link, which is gone: it follows the message.
    await expect(status).toBeFocused();
    await release();
    await expect(status).toHaveText('Thank you! It is in your cart.');
    await expect(status).toBeFocused();
    await expect(page.locator(LINK)).toBeHidden();
    // The cart widgets show what the server now holds.
    await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1']);
    await expect(page.locator('#sidebar-cart')).toBeVisible();
    expect(await serverCart(page)).toEqual(['Card wallet × 1']);
    expect(calls.map((call) => call.call)).toEqual(['POST /shop/?add-to-cart=45', 'get_refreshed_fragments']);
  },
);

test(
  'an add that failed brings the link back with a message saying why, and focus; a second try adds',
  BOTH_FLAVOURS,
  async ({ page, open, expectConsole }) => {
    expectConsole(/500/);
    await openShop(page, open);
    const link = page.locator(LINK);
    await page.route(toWalletLink, (route) => route.fulfill({ status: 500, body: 'Fatal error' }), {
      times: 1,
    });
    await link.focus();
    await page.keyboard.press('Enter');
    const alert = page.locator('#feature-wallet [role="alert"]');
    await expect(alert).toHaveText('Not added to your cart: the shop could not add it. Please try again.');
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
    expect(await serverCart(page)).toEqual([]);

    await page.keyboard.press(' ');
    await expect(page.locator('#feature-wallet [role="status"]')).toHaveText(
      'Thank you! It is in your cart.',
    );
    await expect(alert).toHaveCount(0);
    expect(await serverCart(page)).toEqual(['Card wallet × 1']);
  },
);

test('no answer within 5000 ms: "Adding" stays while the cart is read again, then the visitor is told it is in the cart', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await openShop(page, open);
  const add = await holdNext(page, toWalletLink);
  const refresh = await holdNext(page, wcAjax('get_refreshed_fragments'));
  await page.locator(LINK).click();
  await add.held;
  await page.clock.runFor(5000);
  await refresh.held;
  const status = page.locator('#feature-wallet [role="status"]');
  await expect(status).toHaveText('Adding…');
  // The abandoned request reached the server all the same.
  await addThroughServer(page, 45);
  await (await refresh.held).continue();
  await expect(page.locator('#feature-wallet [role="alert"]')).toHaveText(
    'The shop was slow to answer, but this is in your cart: Card wallet × 1.',
  );
  await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1']);
  expect(await serverCart(page)).toEqual(['Card wallet × 1']);
});
