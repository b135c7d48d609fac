// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ContractResponse } from '../../fixtures/emulator/http';
import { answerContract } from '../../fixtures/emulator/index';
import { Session } from '../../fixtures/emulator/session';
import { fillShopSlots } from '../../fixtures/emulator/shop/page-slots';
import { PRODUCTS } from '../../fixtures/emulator/shop/products';

/** One visitor: a session, and the cookies the emulator set, sent back as a browser would. */
function visitor() {
  const session = new Session('visitor');
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body = '') => {
    const response = await answerContract({
      method,
      url: new URL(path, 'http://127.0.0.1:8080'),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: Buffer.from(body),
      session,
    });
    for (const header of [response?.headers?.['set-cookie'] ?? []].flat()) {
      const [pair = '', ...attributes] = header.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((attribute) => attribute.startsWith('Expires=Thu, 01 Jan 1970'))) jar.delete(name);
      else jar.set(name, value);
    }
    return response as ContractResponse;
  };
  return { session, jar, call };
}

const json = (response: ContractResponse) => JSON.parse(String(response.body));
const miniCartOf = (response: ContractResponse) =>
  String(json(response).fragments['div.widget_shopping_cart_content']);

describe('wc-ajax on a real cart per visitor', () => {
  test('add_to_cart answers the mini cart fragment and the hash, and sets both cart cookies', async () => {
    const { call, jar } = visitor();
    const added = await call('POST', '/?wc-ajax=add_to_cart', 'product_id=42&product_sku=LT-TOTE&quantity=1');
    expect(added.status).toBe(200);
    const body = json(added);
    expect(Object.keys(body.fragments)).toEqual(['div.widget_shopping_cart_content']);
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(miniCartOf(added)).toMatch(
      /^<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart/,
    );
    expect(miniCartOf(added)).toContain('1 &times;');
    expect(Object.fromEntries(jar)).toEqual({
      woocommerce_items_in_cart: '1',
      woocommerce_cart_hash: body.cart_hash,
    });

    const again = json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=42&quantity=2'));
    expect(again.fragments['div.widget_shopping_cart_content']).toContain('3 &times;');
    expect(again.cart_hash).not.toBe(body.cart_hash);
    expect(jar.get('woocommerce_cart_hash')).toBe(again.cart_hash);
  });

  test('an empty quantity is 1; the same request twice is two items, never merged away', async () => {
    const { call } = visitor();
    await call('POST', '/?wc-ajax=add_to_cart', 'product_id=45&quantity=');
    expect(miniCartOf(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=45&quantity='))).toContain(
      '2 &times;',
    );
  });

  test('an out-of-stock product, a variable one, too many of a managed one: error and the product page', async () => {
    const { call } = visitor();
    expect(json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=44'))).toEqual({
      error: true,
      product_url: '/roll-top-bag/',
    });
    expect(json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=46'))).toEqual({
      error: true,
      product_url: '/weekender/',
    });
    expect(
      json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=47&quantity=3')).cart_hash,
    ).toBeTruthy();
    expect(json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=47&quantity=1')).error).toBe(true);
    expect(json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=999'))).toEqual({
      error: true,
      product_url: false,
    });
  });

  test('no product id: an empty answer, as WooCommerce gives', async () => {
    const { call } = visitor();
    const answer = await call('POST', '/?wc-ajax=add_to_cart', 'quantity=1');
    expect([answer.status, answer.body]).toEqual([200, '']);
  });

  test('remove_from_cart by cart item key; an unknown key is success false; the last one clears the cookies', async () => {
    const { call, jar } = visitor();
    const added = await call('POST', '/?wc-ajax=add_to_cart', 'product_id=42');
    const key = /data-cart_item_key="([0-9a-f]+)"/.exec(miniCartOf(added))?.[1];
    expect(json(await call('POST', '/?wc-ajax=remove_from_cart', 'cart_item_key=nope'))).toEqual({
      success: false,
    });
    const removed = await call('POST', '/?wc-ajax=remove_from_cart', `cart_item_key=${key}`);
    expect(json(removed)).toEqual({
      fragments: {
        'div.widget_shopping_cart_content':
          '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
      },
      cart_hash: '',
    });
    expect(jar.size).toBe(0);
  });

  test('get_refreshed_fragments answers the cart as it is; the admin-ajax twin answers the same', async () => {
    const { call } = visitor();
    await call('POST', '/?wc-ajax=add_to_cart', 'product_id=43');
    const refreshed = json(await call('POST', '/?wc-ajax=get_refreshed_fragments', 'time=1'));
    expect(refreshed.fragments['div.widget_shopping_cart_content']).toContain('Waxed backpack');
    const twin = json(
      await call('POST', '/wp-admin/admin-ajax.php', 'action=woocommerce_get_refreshed_fragments'),
    );
    expect(twin).toEqual(refreshed);
  });

  test('two visitors have two carts', async () => {
    const first = visitor();
    const second = visitor();
    await first.call('POST', '/?wc-ajax=add_to_cart', 'product_id=42');
    expect(miniCartOf(await second.call('POST', '/?wc-ajax=get_refreshed_fragments'))).toContain(
      'No products in the cart.',
    );
  });
});

describe('the cart links without JavaScript', () => {
  test('?add-to-cart=ID on any page adds and sends the visitor back to the page without it', async () => {
    const { call, jar } = visitor();
    const response = await call('GET', '/shop/?orderby=price&add-to-cart=47');
    expect(response.status).toBe(302);
    expect(response.headers?.location).toBe('/shop/?orderby=price');
    expect(jar.get('woocommerce_items_in_cart')).toBe('1');
    expect(miniCartOf(await call('POST', '/?wc-ajax=get_refreshed_fragments'))).toContain('Shoulder bag');
  });

  test("the product page's form posts add-to-cart and its quantity", async () => {
    const { call } = visitor();
    expect((await call('POST', '/canvas-tote/', 'quantity=3&add-to-cart=42')).status).toBe(302);
    expect(miniCartOf(await call('POST', '/?wc-ajax=get_refreshed_fragments'))).toContain('3 &times;');
  });

  test('?remove_item=KEY removes, and the cart page shows the cart of the session', async () => {
    const { call, session } = visitor();
    await call('POST', '/?wc-ajax=add_to_cart', 'product_id=42');
    await call('POST', '/?wc-ajax=add_to_cart', 'product_id=45');
    const page = fillShopSlots('<main>{{woocommerce_cart}}</main>', session);
    expect(page).toContain('Canvas tote');
    expect(page).toContain('name="cart[');
    const key = /remove_item=([0-9a-f]+)/.exec(page)?.[1];
    const response = await call('GET', `/cart/?remove_item=${key}&_wpnonce=f1x7ure0n0`);
    expect([response.status, response.headers?.location]).toEqual([302, '/cart/']);
    const after = fillShopSlots('{{woocommerce_cart}}', session);
    // The notice names it; the cart's rows no longer do.
    expect(after).toContain('&ldquo;Canvas tote&rdquo; removed.');
    expect(after).not.toContain('<a href="/canvas-tote/">Canvas tote</a>');
    expect(after).toContain('<a href="/card-wallet/">Card wallet</a>');
  });
});

describe("WooCommerce's notices, printed by the next page that prints them", () => {
  const wrapperOf = (html: string) =>
    /<div class="woocommerce-notices-wrapper">(.*?)<\/div>(?=\n|$)/s.exec(html)?.[1];

  test('?add-to-cart= leaves "has been added" with the View cart link, printed once', async () => {
    const { call, session } = visitor();
    await call('GET', '/shop/?add-to-cart=42');
    await call('POST', '/canvas-tote/', 'quantity=3&add-to-cart=45');
    const page = fillShopSlots('{{woocommerce_notices}}\n<main></main>', session);
    expect(wrapperOf(page)).toBe(
      '<div class="woocommerce-message" role="alert">&ldquo;Canvas tote&rdquo; has been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a></div>' +
        '<div class="woocommerce-message" role="alert">3 &times; &ldquo;Card wallet&rdquo; has been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a></div>',
    );
    // Printed, they are gone; the wrapper is still printed, empty, as WooCommerce does.
    expect(fillShopSlots('{{woocommerce_notices}}', session)).toBe(
      '<div class="woocommerce-notices-wrapper"></div>',
    );
  });

  test('a refused add leaves its reason, errors first in one list, whether it came by link or by wc-ajax', async () => {
    const { call, session } = visitor();
    await call('GET', '/shop/?add-to-cart=42');
    await call('GET', '/shop/?add-to-cart=44');
    // wc-ajax answers `error` and the product's page, which shows why.
    expect(json(await call('POST', '/?wc-ajax=add_to_cart', 'product_id=46'))).toEqual({
      error: true,
      product_url: '/weekender/',
    });
    const printed = fillShopSlots('{{woocommerce_notices}}', session);
    expect(printed).toMatch(
      /^<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>You cannot add &quot;Roll-top bag&quot; to the cart because the product is out of stock\.<\/li><li>Please choose product options&hellip;<\/li><\/ul><div class="woocommerce-message" role="alert">&ldquo;Canvas tote&rdquo; has been added/,
    );
  });

  test('an unknown product or a quantity under 1 adds nothing and says nothing, as WooCommerce', async () => {
    const { call, session } = visitor();
    await call('GET', '/shop/?add-to-cart=999');
    await call('POST', '/canvas-tote/', 'quantity=0&add-to-cart=42');
    expect(fillShopSlots('{{woocommerce_notices}}', session)).toBe(
      '<div class="woocommerce-notices-wrapper"></div>',
    );
  });

  test('?remove_item= says what was removed with an Undo link, and ?undo_item= puts it back', async () => {
    const { call, session } = visitor();
    await call('POST', '/?wc-ajax=add_to_cart', 'product_id=42');
    const key = /remove_item=([0-9a-f]+)/.exec(fillShopSlots('{{woocommerce_cart}}', session))?.[1] ?? '';
    await call('GET', `/cart/?remove_item=${key}&_wpnonce=f1x7ure0n0`);
    const emptied = fillShopSlots('{{woocommerce_cart}}', session);
    expect(emptied).toContain(
      `<div class="woocommerce"><div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">&ldquo;Canvas tote&rdquo; removed. <a href="/cart/?undo_item=${key}&amp;_wpnonce=f1x7ure0n0" class="restore-item">Undo?</a></div></div>`,
    );
    expect(emptied).toContain('Your cart is currently empty.');
    const undone = await call('GET', `/cart/?undo_item=${key}&_wpnonce=f1x7ure0n0`);
    expect([undone.status, undone.headers?.location]).toEqual([302, '/cart/']);
    const restored = fillShopSlots('{{woocommerce_cart}}', session);
    expect(restored).toContain('<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>');
    expect(restored).toContain('Canvas tote');
    // Undoing twice restores nothing more.
    await call('GET', `/cart/?undo_item=${key}&_wpnonce=f1x7ure0n0`);
    expect(json(await call('POST', '/?wc-ajax=get_refreshed_fragments')).cart_hash).toBeTruthy();
    expect(miniCartOf(await call('POST', '/?wc-ajax=get_refreshed_fragments'))).toContain('1 &times;');
  });
});

describe("the theme listener's wish list", () => {
  test('renders the listed products that exist, in list order, with add-to-cart and remove buttons', async () => {
    const { call } = visitor();
    const response = await call(
      'POST',
      '/wp-admin/admin-ajax.php',
      'action=ioalistener&type=wishlist&list%5B45%5D=45&list%5B999%5D=999&list%5B42%5D=42',
    );
    const html = String(response.body);
    expect(
      Array.from(html.matchAll(/<li class="ioa-wishlist-item[^"]*" data-product_id="(\d+)"/g), (m) => m[1]),
    ).toEqual(['45', '42']);
    expect(html).toContain(
      'class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="45"',
    );
    expect(html).toContain('<button type="button" class="ioa-wishlist-remove');
  });

  test('an empty or unknown list is an empty answer', async () => {
    const { call } = visitor();
    const response = await call('POST', '/wp-admin/admin-ajax.php', 'action=ioalistener&type=wishlist');
    expect(response.body).toBe('');
  });
});

describe('the fixture pages and the catalogue agree', () => {
  const pages = join(import.meta.dirname, '../../fixtures/pages');
  test.each(['shop.html', 'canvas-tote.html', 'roll-top-bag.html'])(
    '%s: every product shown and every add-to-cart button is one of the catalogue',
    (file) => {
      const html = readFileSync(join(pages, file), 'utf8');
      const buttons = Array.from(html.matchAll(/data-product_id="(\d*)" data-product_sku="([^"]*)"/g));
      for (const [, id, sku] of buttons) {
        if (id === '') continue;
        expect(PRODUCTS.find((product) => product.id === Number(id))?.sku).toBe(sku);
      }
      for (const [, id] of html.matchAll(/\bpost-(\d+) /g)) {
        const product = PRODUCTS.find((candidate) => candidate.id === Number(id));
        expect(html).toContain(`>${product?.name}</`);
      }
    },
  );
});
