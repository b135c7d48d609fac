import type { Page } from '@playwright/test';
import { anyOf, failingWith, widgetFiles } from './bundle-files';
import { BOTH_FLAVOURS, expect, mounted, mountedMarker, test } from './fixtures';
import {
  addThroughServer,
  CART_HASH_KEY,
  callsTo,
  cartCookies,
  FRAGMENT_NAME,
  holdNext,
  listenToShopEvents,
  miniCartLines,
  pressLoopButton,
  recordCalls,
  requestsSentSoFar,
  serverCart,
  storage,
  wcAjax,
} from './shop-helpers';
import { holdChunks, installPausedClock, opacityOf, runEffects } from './widget-helpers';

/**
 * The cart widgets' fragments (WooCommerce's cart-fragments.js): the cart-hash cookie rule, the session cache
 * and its 24 hours, the refresh triggers, the hidden-when-empty widget and the updating fade.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function openPage(page: Page, open: (path: string) => Promise<void>, path = '/shop/'): Promise<void> {
  await open(path);
  await mounted(page, '#sidebar-cart', 'cart-fragments');
}

/** A visitor whose cart already holds a tote, added on an earlier page: the cart cookies are set. */
async function visitorWithTote(page: Page): Promise<string> {
  await page.goto('/');
  return addThroughServer(page, 42);
}

test('an empty cart costs no request; its hidden-when-empty widget shows as soon as an add begins', async ({
  page,
  open,
}) => {
  const calls = recordCalls(page);
  await openPage(page, open);
  const widget = page.locator('#sidebar-cart');
  await expect(widget).toBeHidden();
  await page.locator('.woocommerce-result-count').click();
  const { held, release } = await holdNext(page, wcAjax('add_to_cart'));
  await pressLoopButton(page.locator('li.post-45 .add_to_cart_button'));
  await held;
  await expect(widget).toBeVisible();
  expect(callsTo(calls, 'get_refreshed_fragments')).toEqual([]);
  await release();
  await expect.poll(() => miniCartLines(page)).toEqual(['Card wallet × 1']);
});

test('the hidden-when-empty widget is hidden from the first paint while its code loads, and shown as printed if it cannot load', async ({
  page,
  open,
  flavour,
  expectConsole,
}) => {
  const widget = page.locator('#sidebar-cart');
  // Held: the page as a visitor sees it before the widget mounts, laid out as it will be with an empty cart.
  const release = await holdChunks(page, widgetFiles(flavour, ['cart-fragments']));
  await open('/shop/');
  await expect(page.locator('.woocommerce-result-count')).toBeVisible();
  await expect(widget).toBeHidden();
  await expect(widget).not.toHaveAttribute('data-widget-mounted', /./);
  release();
  await mounted(page, '#sidebar-cart', 'cart-fragments');
  await expect(widget).toBeHidden();

  // Its code refused: the widget is the server's, title and all.
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(widgetFiles(flavour, ['cart-fragments']), (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  expectConsole(
    new RegExp(
      `${anyOf(failingWith(flavour, ['cart-fragments']))} on <[a-z]+[^>]*>: its code could not be loaded`,
    ),
  );
  expectConsole(/Failed to load resource: the server responded with a status of 404/);
  await open('/shop/');
  await expect(widget).toHaveAttribute('data-widget-failed', mountedMarker('cart-fragments'));
  await expect(widget.getByRole('heading', { name: 'Cart' })).toBeVisible();
});

test(
  'with the cart-hash cookie and nothing cached, the page asks for the cart and caches it',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    const hash = await visitorWithTote(page);
    const calls = recordCalls(page);
    await openPage(page, open);
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
    await expect(page.locator('#sidebar-cart')).toBeVisible();
    const refreshes = callsTo(calls, 'get_refreshed_fragments');
    expect(refreshes).toHaveLength(1);
    expect(Object.keys(refreshes[0]?.fields ?? {})).toEqual(['time']);
    expect(Number(refreshes[0]?.fields.time)).toBeGreaterThan(Date.now() - 60_000);

    const { session, local } = await storage(page);
    expect(session[CART_HASH_KEY]).toBe(hash);
    expect(local[CART_HASH_KEY]).toBe(hash);
    expect(Number(session.wc_cart_created)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(JSON.parse(session[FRAGMENT_NAME] ?? '{}'))).toEqual([
      'div.widget_shopping_cart_content',
    ]);
    expect((await cartCookies(context)).woocommerce_cart_hash).toBe(hash);

    // The next page shows the cached cart at once, with no request.
    await openPage(page, open, '/canvas-tote/');
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
    expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(1);
  },
);

test('a cache whose hash is not the cookie’s, or older than 24 hours, is asked again', async ({
  page,
  open,
}) => {
  await visitorWithTote(page);
  const calls = recordCalls(page);
  await openPage(page, open);
  await expect.poll(() => callsTo(calls, 'get_refreshed_fragments').length).toBe(1);

  // The cart changed elsewhere (the cookie changed): the cache is not the cart any more.
  await addThroughServer(page, 45);
  await openPage(page, open, '/canvas-tote/');
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1', 'Card wallet × 1']);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(2);

  // Created more than a day ago: too old.
  await page.evaluate(
    (day) => sessionStorage.setItem('wc_cart_created', String(Date.now() - day - 1000)),
    DAY_MS,
  );
  await openPage(page, open);
  await expect.poll(() => callsTo(calls, 'get_refreshed_fragments').length).toBe(3);
});

test('the cached cart is asked again when its 24 hours run out', async ({ page, open }) => {
  await visitorWithTote(page);
  await installPausedClock(page);
  const calls = recordCalls(page);
  await openPage(page, open);
  // Its 24 hours start when the answer has been shown.
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  await runEffects(page);
  await page.clock.runFor(DAY_MS - 5000);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(1);
  await page.clock.runFor(5000);
  await expect.poll(() => callsTo(calls, 'get_refreshed_fragments').length).toBe(2);
});

test('no cookie at first: the cookie is looked at again 1 second after any click', async ({ page, open }) => {
  await installPausedClock(page);
  const calls = recordCalls(page);
  await openPage(page, open);
  await runEffects(page);
  // Another tab of the visitor adds to the cart: the cookie appears.
  await addThroughServer(page, 43);
  await page.locator('.woocommerce-result-count').click();
  await page.clock.runFor(999);
  expect(callsTo(calls, 'get_refreshed_fragments')).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => miniCartLines(page)).toEqual(['Waxed backpack × 1']);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(1);
});

test('a click while the cart is being asked for looks at the cookie once the answer has come: one request', async ({
  page,
  open,
}) => {
  await visitorWithTote(page);
  await installPausedClock(page);
  const calls = recordCalls(page);
  // The page's first refresh (a cookie, nothing cached) is held: the click's second comes while it is under way.
  const { held, release } = await holdNext(page, wcAjax('get_refreshed_fragments'));
  await openPage(page, open);
  await held;
  await page.locator('.woocommerce-result-count').click();
  await page.clock.runFor(1000);
  await release();
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  // The second look, a second after the first, finds the cookie's hash shown: nothing more to ask.
  await page.clock.runFor(1000);
  await page.clock.runFor(1000);
  await requestsSentSoFar(page);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(1);
});

test(
  'wc_fragment_refresh and updated_wc_div from jQuery code, and woocommerce:fragment_refresh, each refresh once',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await visitorWithTote(page);
    const calls = recordCalls(page);
    await openPage(page, open);
    await expect.poll(() => callsTo(calls, 'get_refreshed_fragments').length).toBe(1);
    // The page's own first refresh has been answered (its fragments cached, its event sent) before listening: on a
    // busy machine the answer can arrive after the call is seen.
    await expect
      .poll(async () => (await storage(page)).session[FRAGMENT_NAME] ?? '')
      .toContain('Canvas tote');
    const events = await listenToShopEvents(page);
    const refreshes = () => callsTo(calls, 'get_refreshed_fragments').length;
    const trigger = (event: string) =>
      page.evaluate(
        (name) =>
          (window as unknown as { jQuery: (t: unknown) => { trigger: (e: string) => void } })
            .jQuery(document.body)
            .trigger(name),
        event,
      );
    await trigger('wc_fragment_refresh');
    await expect.poll(refreshes).toBe(2);
    await trigger('updated_wc_div');
    await expect.poll(refreshes).toBe(3);
    await page.evaluate(() =>
      document.body.dispatchEvent(new CustomEvent('woocommerce:fragment_refresh', { bubbles: true })),
    );
    await expect.poll(refreshes).toBe(4);
    await expect
      .poll(() => events.filter((event) => event.includes('refreshed')))
      .toEqual([
        'native woocommerce:fragments_refreshed{}',
        'jquery wc_fragments_refreshed()',
        'native woocommerce:fragments_refreshed{}',
        'jquery wc_fragments_refreshed()',
        'native woocommerce:fragments_refreshed{}',
        'jquery wc_fragments_refreshed()',
      ]);
  },
);

test("another tab's change reaches this tab through storage, and its mini cart follows", async ({
  page,
  open,
  context,
}) => {
  await visitorWithTote(page);
  await openPage(page, open);
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  const calls = recordCalls(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await mounted(other, 'li.post-43 .add_to_cart_button', 'add-to-cart');
  await pressLoopButton(other.locator('li.post-43 .add_to_cart_button'));
  await expect.poll(() => miniCartLines(other)).toEqual(['Canvas tote × 1', 'Waxed backpack × 1']);
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1', 'Waxed backpack × 1']);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(1);
  await other.close();
});

test('back from the back/forward cache, the mini cart is emptied and asked again', async ({ page, open }) => {
  await visitorWithTote(page);
  const calls = recordCalls(page);
  await openPage(page, open);
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  const { held, release } = await holdNext(page, wcAjax('get_refreshed_fragments'));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await held;
  await expect(page.locator('#sidebar-cart .widget_shopping_cart_content')).toBeEmpty();
  await release();
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(2);
});

test('cart cookies WooCommerce never writes are treated as empty, reported, and repaired by the server', async ({
  page,
  open,
  context,
  expectConsole,
}) => {
  expectConsole(
    /cart-fragments on <div id="sidebar-cart".*the woocommerce_items_in_cart cookie held "lots", which WooCommerce never writes; it was removed, and the cart asked for again\./,
  );
  const hash = await visitorWithTote(page);
  await context.addCookies([{ name: 'woocommerce_items_in_cart', value: 'lots', url: page.url() }]);
  const calls = recordCalls(page);
  await openPage(page, open);
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  expect(callsTo(calls, 'get_refreshed_fragments')).toHaveLength(1);
  await expect
    .poll(() => cartCookies(context))
    .toEqual({ woocommerce_items_in_cart: '1', woocommerce_cart_hash: hash });
  await expect(page.locator('#sidebar-cart')).toBeVisible();
});

test(
  'while the cart updates, the mini cart fades to 0.6 over 400 ms and is busy; the answer replaces it',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await visitorWithTote(page);
    await installPausedClock(page);
    await openPage(page, open);
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
    await runEffects(page);
    const content = page.locator('#sidebar-cart .widget_shopping_cart_content');
    const { held, release } = await holdNext(page, wcAjax('add_to_cart'));
    await pressLoopButton(page.locator('li.post-43 .add_to_cart_button'));
    await held;
    await expect(content).toHaveClass(/(^| )updating( |$)/);
    await expect(content).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(200);
    const halfway = await opacityOf(content);
    expect(halfway).toBeGreaterThan(0.6);
    expect(halfway).toBeLessThan(1);
    await page.clock.runFor(250);
    expect(await opacityOf(content)).toBe(0.6);
    await release();
    await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1', 'Waxed backpack × 1']);
    await expect(content).not.toHaveClass(/(^| )updating( |$)/);
    await expect(content).not.toHaveAttribute('aria-busy');
    expect(await opacityOf(content)).toBe(1);
    // The new mini cart's remove links mount through the loader by themselves.
    await expect
      .poll(() =>
        page
          .locator('#sidebar-cart .remove_from_cart_button')
          .evaluateAll((links) => links.map((link) => link.getAttribute('data-widget-mounted'))),
      )
      .toEqual(['remove-from-cart', 'remove-from-cart']);
  },
);

test('every key of an answer replaces its elements; a key that is not a selector is reported and skipped', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/the server sent a fragment keyed "p\[", which is not a CSS selector; it was skipped\./);
  await visitorWithTote(page);
  await page.route(wcAjax('get_refreshed_fragments'), async (route) => {
    const answer = (await (await route.fetch()).json()) as {
      fragments: Record<string, string>;
      cart_hash: string;
    };
    answer.fragments['p.woocommerce-result-count'] =
      '<p class="woocommerce-result-count">1 product in your cart</p>';
    answer.fragments['p['] = '<p></p>';
    await route.fulfill({ json: answer });
  });
  await openPage(page, open);
  await expect(page.locator('.woocommerce-result-count')).toHaveText('1 product in your cart');
  await expect.poll(() => miniCartLines(page)).toEqual(['Canvas tote × 1']);
  expect(await serverCart(page)).toEqual(['Canvas tote × 1']);
});
