import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import {
  CART_HASH_KEY,
  cartCookies,
  miniCartLines,
  pressLoopButton,
  serverCartWithHash,
  storage,
} from './shop-helpers';

/**
 * Fifty adds and removes in random order across two tabs of one visitor. Consecutive steps in one tab are
 * clicked without waiting (they queue); a step in the other tab first waits until that tab shows the cart as
 * it is, which only the cart-hash storage event can have told it. At the end the server's cart, both mini
 * carts, the cookies and both tabs' caches agree, with no item lost or doubled.
 */

const PRODUCTS = [
  [42, 'Canvas tote'],
  [43, 'Waxed backpack'],
  [45, 'Card wallet'],
] as const;
const STEPS = 50;

/** A seeded generator (a linear congruential one), so a failure can be replayed. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function linesOf(cart: ReadonlyMap<string, number>): string[] {
  return [...cart].map(([name, quantity]) => `${name} × ${quantity}`);
}

async function openShopIn(tab: Page, url: string): Promise<void> {
  await tab.goto(url);
  for (const [id] of PRODUCTS) await mounted(tab, `li.post-${id} .add_to_cart_button`, 'add-to-cart');
  await mounted(tab, '#sidebar-cart', 'cart-fragments');
}

test('add and remove 50 times in random order across two tabs: server, mini carts and cookies agree', async ({
  page,
  open,
  context,
}) => {
  test.setTimeout(180_000);
  await open('/shop/');
  const tabs = [page, await context.newPage()] as const;
  await openShopIn(page, page.url());
  await openShopIn(tabs[1], page.url());
  const random = randomFrom(20261122);
  // The cart as the server must hold it: name to quantity, in the order its lines were created.
  const cart = new Map<string, number>();
  let previous: Page | null = null;
  let removedInBurst = new Set<string>();

  for (let step = 0; step < STEPS; step += 1) {
    const tab = tabs[random() < 0.5 ? 0 : 1];
    if (tab !== previous) {
      // As a visitor switching tabs: a tab left behind has its frames and timers throttled, which only made the
      // hover and the click wait (the tab learns of the cart by the storage event all the same: the cart fragments
      // refresh on nothing else but a page restored from the back-forward cache).
      await tab.bringToFront();
      await expect.poll(() => miniCartLines(tab), { timeout: 15_000 }).toEqual(linesOf(cart));
      removedInBurst = new Set();
    }
    previous = tab;
    const shown = (await miniCartLines(tab)).map((line) => line.replace(/ × \d+$/, ''));
    const removable = shown.filter((name) => cart.has(name) && !removedInBurst.has(name));
    if (removable.length > 0 && random() < 0.4) {
      const name = removable[Math.floor(random() * removable.length)] as string;
      await tab
        .locator('#sidebar-cart .mini_cart_item')
        .filter({ hasText: name })
        .locator('.remove_from_cart_button')
        .click();
      cart.delete(name);
      removedInBurst.add(name);
    } else {
      const [id, name] = PRODUCTS[Math.floor(random() * PRODUCTS.length)] ?? PRODUCTS[0];
      await pressLoopButton(tab.locator(`li.post-${id} .add_to_cart_button`));
      cart.set(name, (cart.get(name) ?? 0) + 1);
    }
  }

  for (const tab of tabs)
    await expect.poll(() => miniCartLines(tab), { timeout: 15_000 }).toEqual(linesOf(cart));
  const server = await serverCartWithHash(page);
  expect(server.lines).toEqual(linesOf(cart));
  const cookies = await cartCookies(context);
  expect(cookies).toEqual(
    cart.size > 0 ? { woocommerce_items_in_cart: '1', woocommerce_cart_hash: server.hash } : {},
  );
  for (const tab of tabs) {
    await expect.poll(async () => (await storage(tab)).session[CART_HASH_KEY]).toBe(server.hash);
    expect((await storage(tab)).local[CART_HASH_KEY]).toBe(server.hash);
  }
});
