import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  CACHE_LIFETIME_MS,
  CART_CREATED_KEY,
  readStoredCart,
  type StoredCart,
  storageAvailable,
  storeCart,
  usableCache,
} from '../../widgets/families/shop/storage';

const NOW = 1_800_000_000_000;
const MINI_CART = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };
const keys = { cartHashKey: 'wc_cart_hash_abc', fragmentName: 'wc_fragments_abc' };

function stored(overrides: Partial<StoredCart> = {}): StoredCart {
  return { fragments: JSON.stringify(MINI_CART), hash: 'h1', created: String(NOW - 1000), ...overrides };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('cart-fragments.js cache rules (vectors H)', () => {
  test('the mini cart, the cookie hash, created less than 24 h ago: used, and the rest of the 24 h is the timer', () => {
    expect(usableCache(stored(), 'h1', NOW)).toEqual({
      fragments: MINI_CART,
      expiresIn: CACHE_LIFETIME_MS - 1000,
    });
  });

  test.each([
    ['the cookie hash differs', stored(), 'h2'],
    ['no cookie, a stored hash', stored(), null],
    ['a stored hash without a creation time', stored({ created: null }), 'h1'],
    ['an empty creation time', stored({ created: '' }), 'h1'],
    ['a creation time that is not a number', stored({ created: 'yesterday' }), 'h1'],
    ['older than 24 h', stored({ created: String(NOW - CACHE_LIFETIME_MS - 1) }), 'h1'],
    ['no fragments', stored({ fragments: null }), 'h1'],
    [
      'fragments without the mini cart',
      stored({ fragments: JSON.stringify({ 'a.cart-contents': '<a></a>' }) }),
      'h1',
    ],
    ['fragments that are not JSON', stored({ fragments: '{"div.widget_shopping_cart_content":' }), 'h1'],
    ['fragments that are a list', stored({ fragments: '["<div></div>"]' }), 'h1'],
  ])('refresh when %s', (_case, cache, cookie) => {
    expect(usableCache(cache, cookie, NOW)).toBeNull();
  });

  test('exactly 24 h old is still good, as `expiration < now` is the test', () => {
    expect(usableCache(stored({ created: String(NOW - CACHE_LIFETIME_MS) }), 'h1', NOW)?.expiresIn).toBe(0);
  });

  test('an empty cart: no cookie and no stored hash count as equal, and no creation time is needed', () => {
    expect(usableCache(stored({ hash: null, created: null }), null, NOW)).toEqual({
      fragments: MINI_CART,
      expiresIn: null,
    });
    expect(usableCache(stored({ hash: '', created: null }), null, NOW)).not.toBeNull();
  });
});

describe('storing a cart', () => {
  test('after a refresh: fragments in sessionStorage, the hash in both storages, created when it has items', () => {
    storeCart(keys, MINI_CART, 'h1', 'refresh', NOW);
    expect(readStoredCart(keys)).toEqual({
      fragments: JSON.stringify(MINI_CART),
      hash: 'h1',
      created: String(NOW),
    });
    expect(localStorage.getItem(keys.cartHashKey)).toBe('h1');
  });

  test('after a refresh of an empty cart: no creation time', () => {
    storeCart(keys, MINI_CART, '', 'refresh', NOW);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBeNull();
    expect(localStorage.getItem(keys.cartHashKey)).toBe('');
  });

  test('after an add: created when no hash was stored before, kept when one was', () => {
    storeCart(keys, MINI_CART, 'h1', 'change', NOW);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW));
    storeCart(keys, MINI_CART, 'h2', 'change', NOW + 5000);
    expect(sessionStorage.getItem(CART_CREATED_KEY)).toBe(String(NOW));
    expect([sessionStorage.getItem(keys.cartHashKey), localStorage.getItem(keys.cartHashKey)]).toEqual([
      'h2',
      'h2',
    ]);
  });

  test('storage that throws on write (a private mode, a full quota) is not used', () => {
    expect(storageAvailable()).toBe(true);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storageAvailable()).toBe(false);
  });
});
