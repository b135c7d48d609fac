import type { FragmentsParams } from './params';
import type { Fragments } from './wc-ajax';

/**
 * cart-fragments.js's cache: the fragments in sessionStorage, the cart hash in both storages (localStorage
 * tells the other tabs), and when the cart was created, so a cached mini cart is shown at once on the next
 * page and thrown away after 24 hours.
 */
export const CART_CREATED_KEY = 'wc_cart_created';
export const CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The fragment a cache must hold to be used. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

type Keys = Pick<FragmentsParams, 'cartHashKey' | 'fragmentName'>;

/** Both storages usable (private modes and full quotas throw on write): otherwise nothing is cached. */
export function storageAvailable(): boolean {
  try {
    for (const storage of [sessionStorage, localStorage]) {
      storage.setItem('wc', 'test');
      storage.removeItem('wc');
    }
    return true;
  } catch {
    return false;
  }
}

export interface StoredCart {
  readonly fragments: string | null;
  readonly hash: string | null;
  readonly created: string | null;
}

export function readStoredCart({ cartHashKey, fragmentName }: Keys): StoredCart {
  return {
    fragments: sessionStorage.getItem(fragmentName),
    hash: sessionStorage.getItem(cartHashKey),
    created: sessionStorage.getItem(CART_CREATED_KEY),
  };
}

export interface UsableCache {
  readonly fragments: Fragments;
  /** Milliseconds until the cache expires (the refresh timer), or null when no creation time is stored. */
  readonly expiresIn: number | null;
}

function parseFragments(json: string | null): Fragments | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.values(value).every((html) => typeof html === 'string') ? (value as Fragments) : null;
  } catch {
    return null;
  }
}

/**
 * cart-fragments.js's rules for showing cached fragments instead of asking the server: a stored hash needs a
 * creation time; the creation time is less than 24 hours ago; the fragments hold the mini cart; and the stored
 * hash is the cookie's (a missing hash and a missing cookie are both "", an empty cart). Null: refresh.
 */
export function usableCache(stored: StoredCart, cookieHash: string | null, now: number): UsableCache | null {
  const hash = stored.hash ?? '';
  const created = stored.created === null || stored.created === '' ? null : Number(stored.created);
  if (hash !== '' && created === null) return null;
  if (created !== null && (Number.isNaN(created) || created + CACHE_LIFETIME_MS < now)) return null;
  const fragments = parseFragments(stored.fragments);
  if (!fragments?.[MINI_CART_FRAGMENT]) return null;
  if (hash !== (cookieHash ?? '')) return null;
  return { fragments, expiresIn: created === null ? null : created + CACHE_LIFETIME_MS - now };
}

/**
 * Stores fragments and their hash. After a refresh the creation time is set when the cart has items; after
 * an add or a remove, when no hash was stored before (the cart was just created), as cart-fragments.js does.
 */
export function storeCart(
  { cartHashKey, fragmentName }: Keys,
  fragments: Fragments,
  hash: string,
  after: 'refresh' | 'change',
  now: number,
): void {
  const previous = sessionStorage.getItem(cartHashKey);
  if (after === 'refresh' ? hash !== '' : !previous) sessionStorage.setItem(CART_CREATED_KEY, String(now));
  sessionStorage.setItem(fragmentName, JSON.stringify(fragments));
  localStorage.setItem(cartHashKey, hash);
  sessionStorage.setItem(cartHashKey, hash);
}
