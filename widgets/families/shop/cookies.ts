import Cookies from 'js-cookie';

/**
 * WooCommerce's two cart cookies, set by the server and only read here. A value WooCommerce never writes is
 * treated as empty, never thrown on, and repaired: removed, and set again by the server's next answer.
 */

export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';

export interface CartCookies {
  /** The cart hash, or null when there is none (an empty cart). */
  readonly hash: string | null;
  /** `woocommerce_items_in_cart` above 0. */
  readonly hasItems: boolean;
  /** Cart cookies whose value is not one WooCommerce writes, with that value. */
  readonly malformed: ReadonlyArray<readonly [name: string, value: string]>;
}

/** WooCommerce writes an md5 (a filter may write another hash) and "1". */
export function readCartCookies(hash: string | undefined, items: string | undefined): CartCookies {
  const malformed: Array<readonly [string, string]> = [];
  const goodHash = hash !== undefined && /^[A-Za-z0-9]+$/.test(hash);
  if (hash !== undefined && !goodHash) malformed.push([CART_HASH_COOKIE, hash]);
  const goodItems = items !== undefined && /^\d+$/.test(items);
  if (items !== undefined && !goodItems) malformed.push([ITEMS_IN_CART_COOKIE, items]);
  return { hash: goodHash ? hash : null, hasItems: goodItems && Number(items) > 0, malformed };
}

export function cartCookies(): CartCookies {
  return readCartCookies(Cookies.get(CART_HASH_COOKIE), Cookies.get(ITEMS_IN_CART_COOKIE));
}

/** Removes malformed cart cookies; the next cart call has the server set them again. */
export function removeCartCookies(names: readonly string[]): void {
  for (const name of names) Cookies.remove(name, { path: '/' });
}
