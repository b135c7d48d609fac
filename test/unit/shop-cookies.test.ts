import Cookies from 'js-cookie';
import { afterEach, describe, expect, test } from 'vitest';
import { readCartCookies } from '../../widgets/families/shop/cookies';
import {
  parseWishlist,
  readWishlist,
  WISHLIST_COOKIE,
  wishlistFromCookie,
  writeWishlist,
} from '../../widgets/families/shop/wishlist';
import { hideNotice, isNoticeHidden, noticeCookieName } from '../../widgets/store-notice/notice-cookie';
import { fakeContext } from './helpers/context';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe("WooCommerce's cart cookies", () => {
  test.each([
    ['none (an empty cart)', undefined, undefined, { hash: null, hasItems: false, malformed: [] }],
    [
      'a hash and items',
      'e5e41292f277fe733354ed841a1ee228',
      '1',
      { hash: 'e5e41292f277fe733354ed841a1ee228', hasItems: true, malformed: [] },
    ],
    ['items "0" (vector H: hidden)', 'abc', '0', { hash: 'abc', hasItems: false, malformed: [] }],
    [
      'items that are not a number',
      'abc',
      'lots',
      { hash: 'abc', hasItems: false, malformed: [['woocommerce_items_in_cart', 'lots']] },
    ],
    [
      'a hash that no hash function writes',
      '<script>',
      '1',
      { hash: null, hasItems: true, malformed: [['woocommerce_cart_hash', '<script>']] },
    ],
    [
      'an empty hash',
      '',
      undefined,
      { hash: null, hasItems: false, malformed: [['woocommerce_cart_hash', '']] },
    ],
  ])('%s', (_case, hash, items, expected) => {
    expect(readCartCookies(hash, items)).toEqual(expected);
  });
});

describe('the wish list cookie: a JSON map from product id to product id', () => {
  test.each([
    ['no cookie', undefined, {}, false],
    ['an empty cookie', '', {}, false],
    ['numbers', '{"42":42,"57":57}', { 42: 42, 57: 57 }, false],
    ['ids written as strings', '{"42":"42"}', { 42: 42 }, false],
    ['an empty map', '{}', {}, false],
    ['not JSON', '{42:42', {}, true],
    ['a list', '[42,57]', {}, true],
    ['null', 'null', {}, true],
    ['a number', '42', {}, true],
    ['one entry whose value is not its key, one good', '{"42":57,"57":57}', { 57: 57 }, true],
    ['ids that are not positive whole numbers', '{"0":0,"-3":-3,"1.5":1.5,"x":"x","9":9}', { 9: 9 }, true],
  ])('%s', (_case, raw, list, malformed) => {
    expect(parseWishlist(raw)).toEqual({ list, malformed });
  });

  test('written as JSON for 300 days on the whole site; an empty list removes the cookie', () => {
    writeWishlist({ 42: 42, 57: 57 });
    expect(JSON.parse(Cookies.get(WISHLIST_COOKIE) ?? '')).toEqual({ 42: 42, 57: 57 });
    expect(readWishlist().list).toEqual({ 42: 42, 57: 57 });
    writeWishlist({});
    expect(Cookies.get(WISHLIST_COOKIE)).toBeUndefined();
  });

  test('a malformed cookie is read as what it held that can be kept, rewritten so, and reported once', () => {
    Cookies.set(WISHLIST_COOKIE, '{"42":42,"oops":1}', { path: '/' });
    const ctx = fakeContext('wishlist');
    const element = document.createElement('div');
    expect(wishlistFromCookie(ctx, element)).toEqual({ 42: 42 });
    expect(Cookies.get(WISHLIST_COOKIE)).toBe('{"42":42}');
    expect(ctx.warn).toHaveBeenCalledOnce();
    expect(ctx.warn.mock.calls[0]?.[1]).toMatch(
      /the ioa-wishlist cookie held "\{\\"42\\":42,\\"oops\\":1\}", which is not a JSON map of product ids; it was rewritten with the 1 product id\(s\) it held\./,
    );
    expect(wishlistFromCookie(ctx, element)).toEqual({ 42: 42 });
    expect(ctx.warn).toHaveBeenCalledOnce();
  });

  test('garbage is an empty list, and the cookie goes', () => {
    Cookies.set(WISHLIST_COOKIE, 'not a list', { path: '/' });
    expect(wishlistFromCookie(fakeContext(), document.createElement('div'))).toEqual({});
    expect(Cookies.get(WISHLIST_COOKIE)).toBeUndefined();
  });
});

describe('the store notice cookie', () => {
  test('is store_notice and the notice id ("store_notice" alone without one)', () => {
    expect(noticeCookieName('199e02a6b5e92f9b21d05e030a8ea579')).toBe(
      'store_notice199e02a6b5e92f9b21d05e030a8ea579',
    );
    expect(noticeCookieName('')).toBe('store_notice');
  });

  test('"hidden" once dismissed, and only for that notice', () => {
    expect(isNoticeHidden('abc')).toBe(false);
    hideNotice('abc');
    expect(Cookies.get('store_noticeabc')).toBe('hidden');
    expect(isNoticeHidden('abc')).toBe(true);
    expect(isNoticeHidden('def')).toBe(false);
  });
});
