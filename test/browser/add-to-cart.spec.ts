import type { Locator, Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { hitAtCentre, seenOpacity } from './seen';
import {
  addThroughServer,
  CART_HASH_KEY,
  callsTo,
  cartCookies,
  holdNext,
  listenToShopEvents,
  loopItemOf,
  miniCartLines,
  pressLoopButton,
  recordCalls,
  serverCart,
  storage,
  wcAjax,
  withAddToCartParams,
} from './shop-helpers';
import {
  expectRestoredOnUnmount,
  installPausedClock,
  opacityOf,
  runEffects,
  unmount,
} from './widget-helpers';

/**
 * The shop page's loop buttons (`a.add_to_cart_button.ajax_add_to_cart`), WooCommerce's add-to-cart.js: the
 * request, the button's states, the 'View cart' link, the queue, the events, the redirects and the faults.
 */

const button = (page: Page, product: number) => page.locator(`li.post-${product} .add_to_cart_button`);
const TOTE_FIELDS = {
  quantity: '1',
  product_id: '42',
  product_sku: 'LT-TOTE',
  success_message: '“Canvas tote” has been added to your cart',
};

async function openShop(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/shop/');
  for (const product of [42, 43, 44, 45])
    await mounted(page, `li.post-${product} .add_to_cart_button`, 'add-to-cart');
  await mounted(page, '#sidebar-cart', 'cart-fragments');
  // The loop's buttons, which the theme hides until their product is hovered, can be shown.
  await mounted(page, 'ul.products', 'product-loop');
}

test(
  'a click posts the data attributes; the button goes loading, then added, and one View cart link follows it',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    const calls = recordCalls(page);
    await openShop(page, open);
    const tote = button(page, 42);
    const { held, release } = await holdNext(page, wcAjax('add_to_cart'));
    await pressLoopButton(tote);
    await held;
    await expect(tote).toHaveClass(/(^| )loading( |$)/);
    await expect(tote).not.toHaveClass(/(^| )added( |$)/);
    await release();
    await expect(tote).toHaveClass(/(^| )added( |$)/);
    await expect(tote).not.toHaveClass(/(^| )loading( |$)/);
    expect(callsTo(calls, 'add_to_cart').map((call) => call.fields)).toEqual([TOTE_FIELDS]);

    const viewCart = page.locator('li.post-42 a.added_to_cart.wc-forward');
    await expect(viewCart).toHaveText('View cart');
    await expect(viewCart).toHaveAttribute('href', '/cart/');
    await expect(viewCart).toHaveAttribute('title', 'View cart');
    expect(await tote.evaluate((element) => element.nextElementSibling?.matches('a.added_to_cart'))).toBe(
      true,
    );

    // A second add: the same request again, and still one link.
    await pressLoopButton(tote);
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 2']);
    expect(callsTo(calls, 'add_to_cart').map((call) => call.fields)).toEqual([TOTE_FIELDS, TOTE_FIELDS]);
    await expect(page.locator('li.post-42 a.added_to_cart')).toHaveCount(1);
    await expect(tote).toHaveClass(/(^| )added( |$)/);

    // The server, the cookies and the cache agree with what the visitor sees.
    expect(await serverCart(page)).toEqual(['Canvas tote × 2']);
    const cookies = await cartCookies(context);
    expect(cookies.woocommerce_items_in_cart).toBe('1');
    const { session, local } = await storage(page);
    expect(session[CART_HASH_KEY]).toBe(cookies.woocommerce_cart_hash);
    expect(local[CART_HASH_KEY]).toBe(cookies.woocommerce_cart_hash);
    // Screen readers hear the product's own message.
    await expect(page.locator('.widget_shopping_cart_live_region[role="status"]')).toHaveText(
      '“Canvas tote” has been added to your cart',
    );
  },
);

test(
  'a button marked mounted already adds: a click in the same task as the mark is the widget’s, not a visit to its link',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    // The click comes in the microtask after the loader's mark, before any frame.
    await page.addInitScript(() => {
      const marks = new MutationObserver(() => {
        const button = document.querySelector('li.post-42 .add_to_cart_button');
        if (!button?.matches('[data-widget-mounted~="add-to-cart"]')) return;
        marks.disconnect();
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
        button.dispatchEvent(click);
        document.documentElement.dataset.testClickTaken = String(click.defaultPrevented);
      });
      marks.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-mounted'] });
    });
    await open('/shop/');
    await expect(page.locator('html')).toHaveAttribute('data-test-click-taken', 'true');
    await expect(button(page, 42)).toHaveClass(/(^| )added( |$)/);
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
    expect(new URL(page.url()).search).toBe(`?flavour=${test.info().project.name}`);
  },
);

test('requests go one at a time, in the order of the clicks', async ({ page, open }) => {
  const calls = recordCalls(page);
  await openShop(page, open);
  const first = await holdNext(page, wcAjax('add_to_cart'));
  await pressLoopButton(button(page, 42));
  await first.held;
  await pressLoopButton(button(page, 43));
  await pressLoopButton(button(page, 45));
  // The later clicks wait their turn: nothing else has been sent while the first waits for its answer.
  await expect(button(page, 43)).toHaveClass(/(^| )loading( |$)/);
  expect(callsTo(calls, 'add_to_cart').map((call) => call.fields.product_id)).toEqual(['42']);
  await first.release();
  await expect
    .poll(() => miniCartLines(page))
    .toEqual(['Canvas tote × 1', 'Waxed backpack × 1', 'Card wallet × 1']);
  expect(callsTo(calls, 'add_to_cart').map((call) => call.fields.product_id)).toEqual(['42', '43', '45']);
});

test(
  'every event reaches jQuery listeners once with its arguments, and native listeners as woocommerce:*',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    await openShop(page, open);
    const events = await listenToShopEvents(page);
    await pressLoopButton(button(page, 42));
    await expect(button(page, 42)).toHaveClass(/(^| )added( |$)/);
    const hash = (await cartCookies(context)).woocommerce_cart_hash;
    await expect
      .poll(() => [...events])
      .toEqual([
        'native woocommerce:adding_to_cart{button,data}',
        'jquery adding_to_cart($a.button, {quantity,product_id,product_sku,success_message})',
        'native woocommerce:fragments_loaded{}',
        'jquery wc_fragments_loaded()',
        'native woocommerce:added_to_cart{fragments,cart_hash,button}',
        `jquery added_to_cart({div.widget_shopping_cart_content}, ${hash}, $a.button)`,
        'native woocommerce:cart_button_updated{button}',
        'jquery wc_cart_button_updated($a.button)',
      ]);
  },
);

test('a jQuery handler of should_send_ajax_request that returns false keeps the request from being sent', async ({
  page,
  open,
}) => {
  const calls = recordCalls(page);
  await openShop(page, open);
  const events = await listenToShopEvents(page);
  await page.evaluate(() =>
    (
      window as unknown as {
        jQuery: (target: unknown) => { on: (type: string, handler: () => boolean) => void };
      }
    )
      .jQuery(document.body)
      .on('should_send_ajax_request.adding_to_cart', () => false),
  );
  await pressLoopButton(button(page, 43));
  await expect.poll(() => [...events]).toContain('jquery ajax_request_not_sent(false, false, $a.button)');
  await expect(button(page, 43)).not.toHaveClass(/(^| )loading( |$)/);
  expect(events.filter((event) => event.includes('adding_to_cart'))).toEqual([]);
  expect(callsTo(calls, 'add_to_cart')).toEqual([]);
});

test('an answer with an error and the product page sends the visitor there, with no added_to_cart', async ({
  page,
  open,
}) => {
  await openShop(page, open);
  const events = await listenToShopEvents(page);
  // The roll-top bag sold out after the page was cached.
  await pressLoopButton(button(page, 44));
  await page.waitForURL('**/roll-top-bag/');
  await expect(page.locator('.stock.out-of-stock')).toHaveText('Out of stock');
  // WooCommerce kept its reason in the session, and the product page prints it.
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error[role="alert"]')).toHaveText(
    'You cannot add "Roll-top bag" to the cart because the product is out of stock.',
  );
  expect(events.filter((event) => event.includes('added_to_cart'))).toEqual([]);
});

test('with cart_redirect_after_add "yes" an add sends the visitor to the cart page, with no added_to_cart', async ({
  page,
  open,
}) => {
  await withAddToCartParams(page, { cart_redirect_after_add: 'yes' });
  await openShop(page, open);
  const events = await listenToShopEvents(page);
  await pressLoopButton(button(page, 45));
  await page.waitForURL('**/cart/');
  await expect(page.locator('.woocommerce-cart-form td.product-name')).toHaveText(['Card wallet']);
  expect(events.filter((event) => event.includes('added_to_cart'))).toEqual([]);
});

test('a button without a product id is a plain link: the page without JavaScript adds it', async ({
  page,
  open,
}) => {
  const calls = recordCalls(page);
  await openShop(page, open);
  const shoulder = button(page, 47);
  await expect(shoulder).not.toHaveAttribute('data-widget-mounted');
  await pressLoopButton(shoulder);
  await page.waitForURL((url) => url.pathname === '/shop/' && !url.search.includes('add-to-cart'));
  expect(callsTo(calls, 'add_to_cart')).toEqual([]);
  // Back on the shop, WooCommerce's notice says so, and the cart-hash cookie is there: the cart widget loads.
  const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-message[role="alert"]');
  await expect(notice).toHaveText('“Shoulder bag” has been added to your cart. View cart');
  await expect(notice.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart/');
  await expect.poll(() => miniCartLines(page)).toEqual(['Shoulder bag × 1']);
  await expect(page.locator('#sidebar-cart')).toBeVisible();
});

test(
  'Enter and Space press the button; while it loads, the loop item dims as the theme dimmed it',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openShop(page, open);
    const wallet = button(page, 45);
    await expect(wallet).toHaveAttribute('role', 'button');
    const { held, release } = await holdNext(page, wcAjax('add_to_cart'));
    // As a keyboard visitor gets there: from the product's link, Tab goes to its button.
    await page.locator('li.post-45 a.product-data').focus();
    await page.keyboard.press('Tab');
    await expect(wallet).toBeFocused();
    await page.keyboard.press('Enter');
    await held;
    await expect.poll(() => opacityOf(page.locator('li.post-45 .product-data'))).toBe(0.6);
    await expect(page.locator('li.post-45 .cart-loader')).toBeVisible();
    await release();
    await expect(wallet).toHaveClass(/(^| )added( |$)/);
    await expect.poll(() => opacityOf(page.locator('li.post-45 .product-data'))).toBe(1);
    await expect(page.locator('li.post-45 .cart-loader')).toBeHidden();
    await expect(page.locator('li.post-45 .product-data')).not.toHaveAttribute('style');

    const scrolled = await page.evaluate(() => scrollY);
    await wallet.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 2']);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  },
);

test('the loader slides in over 300 ms and the product dims over 400 ms, on the clock', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await openShop(page, open);
  await runEffects(page);
  const { held, release } = await holdNext(page, wcAjax('add_to_cart'));
  await pressLoopButton(button(page, 42));
  await held;
  const data = page.locator('li.post-42 .product-data');
  await page.clock.runFor(200);
  const halfway = await opacityOf(data);
  expect(halfway).toBeGreaterThan(0.6);
  expect(halfway).toBeLessThan(1);
  await page.clock.runFor(250);
  expect(await opacityOf(data)).toBe(0.6);
  await release();
  await expect(button(page, 42)).toHaveClass(/(^| )added( |$)/);
  await page.clock.runFor(450);
  expect(await opacityOf(data)).toBe(1);
});

test('on the cart page an add adds no View cart link (is_cart)', async ({ page, open }) => {
  await page.goto('/');
  await addThroughServer(page, 42);
  await open('/cart/');
  const wallet = page.locator('.cross-sells li.post-45 .add_to_cart_button');
  await mounted(page, '.cross-sells li.post-45 .add_to_cart_button', 'add-to-cart');
  await pressLoopButton(wallet);
  await expect(wallet).toHaveClass(/(^| )added( |$)/);
  await expect(page.locator('a.added_to_cart')).toHaveCount(0);
  expect(await serverCart(page)).toEqual(['Canvas tote × 1', 'Card wallet × 1']);
});

const FAULTS = [
  {
    name: 'no network',
    inject: (page: Page) =>
      page.route(wcAjax('add_to_cart'), (route) => route.abort('internetdisconnected'), { times: 1 }),
    message: 'Not added to your cart: you seem to be offline. Please try again.',
    console: /ERR_INTERNET_DISCONNECTED/,
  },
  {
    name: 'an HTTP 500',
    inject: (page: Page) =>
      page.route(wcAjax('add_to_cart'), (route) => route.fulfill({ status: 500, body: 'Fatal error' }), {
        times: 1,
      }),
    message: 'Not added to your cart: the shop could not add it. Please try again.',
    console: /500/,
  },
  {
    name: 'an answer that is not JSON',
    inject: (page: Page) =>
      page.route(
        wcAjax('add_to_cart'),
        (route) => route.fulfill({ status: 200, body: '<p>Notice: undefined index</p>' }),
        {
          times: 1,
        },
      ),
    message: 'Not added to your cart: the shop could not add it. Please try again.',
    console: null,
  },
] as const;

for (const fault of FAULTS) {
  test(`${fault.name}: the visitor is told by the button, which stays usable, and a second try adds`, async ({
    page,
    open,
    expectConsole,
  }) => {
    if (fault.console) expectConsole(fault.console);
    await openShop(page, open);
    const events = await listenToShopEvents(page);
    await fault.inject(page);
    const tote = button(page, 42);
    await pressLoopButton(tote);
    const alert = page.locator('li.post-42 [role="alert"]');
    await expect(alert).toHaveText(fault.message);
    await expect(tote).not.toHaveClass(/(^| )(loading|added)( |$)/);
    expect(events.filter((event) => event.includes('added_to_cart'))).toEqual([]);
    expect(await serverCart(page)).toEqual([]);

    await pressLoopButton(tote);
    await expect(tote).toHaveClass(/(^| )added( |$)/);
    await expect(alert).toHaveCount(0);
    expect(await serverCart(page)).toEqual(['Canvas tote × 1']);
  });
}

/**
 * An add of the backpack (43) whose answer never comes: the page gives up after 5000 ms while the server may
 * still add it. The refresh the button then asks for is held, so the test says what the server did first.
 */
async function addThatTimesOut(page: Page, open: (path: string) => Promise<void>) {
  const calls = recordCalls(page);
  await installPausedClock(page);
  await openShop(page, open);
  await runEffects(page);
  const add = await holdNext(page, wcAjax('add_to_cart'));
  const refresh = await holdNext(page, wcAjax('get_refreshed_fragments'));
  await pressLoopButton(button(page, 43));
  await add.held;
  await page.clock.runFor(4999);
  await expect(button(page, 43)).toHaveClass(/(^| )loading( |$)/);
  await page.clock.runFor(1);
  // The page asks for the cart as it really is before it says anything, and keeps the button loading meanwhile.
  await refresh.held;
  await expect.poll(() => callsTo(calls, 'get_refreshed_fragments').length).toBe(1);
  await expect(button(page, 43)).toHaveClass(/(^| )loading( |$)/);
  await expect(page.locator('li.post-43 [role="alert"]')).toHaveCount(0);
  return { calls, refresh, alert: page.locator('li.post-43 [role="alert"]') };
}

test('no answer within 5000 ms, but the server added it: the cart is read again and the visitor told it is there; pressing again during the check adds nothing', async ({
  page,
  open,
}) => {
  const { calls, refresh, alert } = await addThatTimesOut(page, open);
  // A press while the cart is being checked sends nothing.
  await pressLoopButton(button(page, 43));
  // The abandoned request reached the server all the same.
  await addThroughServer(page, 43);
  await (await refresh.held).continue();
  await expect(alert).toHaveText(
    'The shop was slow to answer, but this is in your cart: Waxed backpack × 1.',
  );
  await expect(button(page, 43)).not.toHaveClass(/(^| )loading( |$)/);
  await expect(page.locator('#sidebar-cart .mini_cart_item')).toHaveCount(1);
  expect(callsTo(calls, 'add_to_cart')).toHaveLength(1);
  expect(await serverCart(page)).toEqual(['Waxed backpack × 1']);
});

test('no answer within 5000 ms, and the server never had it: the visitor is told it is not in the cart, and a retry adds it once', async ({
  page,
  open,
}) => {
  const { refresh, alert } = await addThatTimesOut(page, open);
  await (await refresh.held).continue();
  await expect(alert).toHaveText(
    'The shop did not answer in time, and this is not in your cart. Please try again.',
  );
  await expect(button(page, 43)).not.toHaveClass(/(^| )(loading|added)( |$)/);
  await pressLoopButton(button(page, 43));
  await expect(button(page, 43)).toHaveClass(/(^| )added( |$)/);
  await expect(alert).toHaveCount(0);
  expect(await serverCart(page)).toEqual(['Waxed backpack × 1']);
});

test('no answer within 5000 ms, and the cart cannot be read either: the visitor is told it may not be in the cart', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/ERR_INTERNET_DISCONNECTED/);
  const { refresh, alert } = await addThatTimesOut(page, open);
  await (await refresh.held).abort('internetdisconnected');
  await expect(alert).toHaveText(
    'The shop did not answer in time, so this may not be in your cart. Please check your cart or try again.',
  );
  await expect(button(page, 43)).not.toHaveClass(/(^| )loading( |$)/);
});

test('a page without wc_add_to_cart_params: one message for every button, and the buttons stay plain links', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  const missing =
    /add-to-cart on <a class="button product_type_simple add_to_cart_button …">: the page has no wc_add_to_cart_params, which WooCommerce prints with its scripts; the server HTML is left as it is\./;
  expectConsole(missing);
  await page.route(
    (url) => url.pathname === '/shop/' && !url.search.includes('add-to-cart'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/var wc_add_to_cart_params = [^\n]*\n/, '');
      await route.fulfill({ response, body: html });
    },
    { times: 1 },
  );
  await open('/shop/');
  await expect(button(page, 42)).toHaveAttribute('data-widget-failed', 'add-to-cart');
  for (const product of [43, 44, 45])
    await expect(button(page, product)).toHaveAttribute('data-widget-failed', 'add-to-cart');
  expect(consoleLog.filter((entry) => missing.test(entry.text))).toHaveLength(1);
  await pressLoopButton(button(page, 42));
  await page.waitForURL((url) => url.pathname === '/shop/' && url.search === '');
  await expect(page.locator('.woocommerce-message')).toHaveText(
    /^“Canvas tote” has been added to your cart\./,
  );
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
});

test('with reduced motion the loop item and the mini cart take their updating look at once', async ({
  page,
  open,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await addThroughServer(page, 45);
  await openShop(page, open);
  await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1']);
  const { held, release } = await holdNext(page, wcAjax('add_to_cart'));
  await pressLoopButton(button(page, 42));
  await held;
  expect(await opacityOf(page.locator('li.post-42 .product-data'))).toBe(0.6);
  expect(await opacityOf(page.locator('#sidebar-cart .widget_shopping_cart_content'))).toBe(0.6);
  await release();
  await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1', 'Canvas tote × 1']);
  expect(await opacityOf(page.locator('li.post-42 .product-data'))).toBe(1);
});

test('unmounting puts the loop item back as the server printed it: the View cart link and the states go', async ({
  page,
  open,
}) => {
  await openShop(page, open);
  await pressLoopButton(button(page, 42));
  await expect(page.locator('li.post-42 a.added_to_cart')).toBeVisible();
  await expectRestoredOnUnmount(page, 'li.post-42');
});

/** What a visitor sees of a control: its opacity, and whether a click at its centre reaches it. */
async function seen(control: Locator): Promise<{ opacity: number; hit: boolean }> {
  return { opacity: await seenOpacity(control), hit: await hitAtCentre(control) };
}

const SHOWN = { opacity: 1, hit: true };
const UNSEEN = { opacity: 0, hit: false };

test.describe('the product loop under the theme, which hides its buttons until the product is hovered', () => {
  test(
    'the button shows while its product is hovered, sliding up 15 px in 200 ms, and goes when the pointer leaves',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await openShop(page, open);
      const tote = button(page, 42);
      expect(await seen(tote)).toEqual(UNSEEN);
      await loopItemOf(tote).hover();
      const moves = await tote.evaluate((element) =>
        element
          .getAnimations()
          .map((animation) => [
            (animation as CSSTransition).transitionProperty,
            animation.effect?.getTiming().duration,
          ])
          .sort(),
      );
      expect(moves).toEqual([
        ['opacity', 200],
        ['translate', 200],
      ]);
      await expect.poll(() => seen(tote)).toEqual(SHOWN);
      expect(await tote.evaluate((element) => getComputedStyle(element).translate)).toBe('none');
      // Only the hovered product's: the others stay as the theme has them.
      expect(await seen(button(page, 43))).toEqual(UNSEEN);
      // Every kind of loop button: a variable product's "Select options", a plain link the widget leaves alone.
      for (const product of [46, 47]) {
        const other = page.locator(`li.post-${product} .button`);
        await loopItemOf(other).hover();
        await expect.poll(() => seen(other)).toEqual(SHOWN);
      }
      await page.mouse.move(1, 1);
      for (const product of [42, 46, 47])
        await expect.poll(() => seen(page.locator(`li.post-${product} .button`))).toEqual(UNSEEN);
    },
  );

  test("Tab reaches each product's button and focus shows it; Shift+Tab comes back to it", async ({
    page,
    open,
  }) => {
    await openShop(page, open);
    const backpack = button(page, 43);
    await page.locator('li.post-43 a.product-data').focus();
    await page.keyboard.press('Tab');
    await expect(backpack).toBeFocused();
    await expect.poll(() => seen(backpack)).toEqual(SHOWN);
    await page.keyboard.press('Tab');
    await expect(page.locator('li.post-44 a.product-data')).toBeFocused();
    await expect.poll(() => seen(backpack)).toEqual(UNSEEN);
    await page.keyboard.press('Shift+Tab');
    await expect(backpack).toBeFocused();
    await expect.poll(() => seen(backpack)).toEqual(SHOWN);
    // Enter adds it, as a click does.
    await page.keyboard.press('Enter');
    await expect.poll(() => miniCartLines(page)).toEqual(['Waxed backpack × 1']);
  });

  test('with reduced motion the button shows without sliding', async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openShop(page, open);
    const tote = button(page, 42);
    await loopItemOf(tote).hover();
    const moved = await tote.evaluate((element) =>
      element.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty),
    );
    expect(moved).not.toContain('translate');
    expect(await tote.evaluate((element) => getComputedStyle(element).translate)).toBe('none');
    await expect.poll(() => seen(tote)).toEqual(SHOWN);
  });

  test('the related products on a product page reveal their buttons too', async ({ page, open }) => {
    await open('/canvas-tote/');
    const wallet = page.locator('.related li.post-45 .add_to_cart_button');
    await wallet.scrollIntoViewIfNeeded();
    await mounted(page, '.related ul.products', 'product-loop');
    expect(await seen(wallet)).toEqual(UNSEEN);
    await loopItemOf(wallet).hover();
    await expect.poll(() => seen(wallet)).toEqual(SHOWN);
  });

  test('unmounted, the theme hides the buttons again', async ({ page, open }) => {
    await openShop(page, open);
    await unmount(page, 'ul.products');
    await loopItemOf(button(page, 42)).hover();
    await expect(button(page, 42)).toBeHidden();
  });
});

test.describe('the product loop on a touch screen (no hover)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('the buttons show without hovering, and a tap adds', async ({ page, open }) => {
    await openShop(page, open);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const tote = button(page, 42);
    await tote.scrollIntoViewIfNeeded();
    await expect.poll(() => seen(tote)).toEqual(SHOWN);
    await tote.tap();
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  });
});

test("on a site without the theme the loop's buttons show as printed", async ({ page, open }) => {
  // Another theme: none of Limitless's stylesheets (nor the stand-in for them) reaches the page.
  for (const sheet of ['**/sprites/stylesheets/*.css*', '**/style.css*', '**/fixture-theme.css*'])
    await page.route(sheet, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await openShop(page, open);
  await page.mouse.move(1, 1);
  expect(await seen(button(page, 42))).toEqual(SHOWN);
  await expect(page.locator('ul.products')).not.toHaveClass(/wgt-loop-reveal/);
});
