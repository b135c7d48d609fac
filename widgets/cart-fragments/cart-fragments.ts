import type { Reporter } from '../../loader/contract';
import { listenContractEvent } from '../../toolkit/dom/contract-events';
import { cartStore, refreshCart, showCart } from '../families/shop/cart';
import { cartCookies, removeCartCookies } from '../families/shop/cookies';
import { nativeEventName } from '../families/shop/events';
import { cartUpdating } from '../families/shop/fragments';
import type { FragmentsParams } from '../families/shop/params';
import { CACHE_LIFETIME_MS, readStoredCart, storageAvailable, usableCache } from '../families/shop/storage';

/** The specification's cart-hash cookie rule (point 7): the cookie is looked at again 1 second after any click. */
const RECHECK_AFTER_CLICK_MS = 1000;

/**
 * WooCommerce's cart-fragments.js, started once per page. It loads when the cart-hash cookie says the cart
 * has items (an empty cart costs no request), and looks again 1 second after any click. Loading shows the
 * cached fragments when they are still the cart's, else asks the server. Refreshes follow `wc_fragment_refresh`
 * and `updated_wc_div` (jQuery), `woocommerce:fragment_refresh` (native), another tab's cart change, a return
 * from the back/forward cache, and the cache's 24 hours running out.
 */
export function runCartFragments(
  params: FragmentsParams,
  reporter: Reporter,
  element: Element,
  signal: AbortSignal,
): void {
  const report = (message: string) => reporter.warn(element, message);
  const storage = storageAvailable();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let expiry: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  const later = (callback: () => void, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      callback();
    }, delay);
    timers.add(timer);
    return timer;
  };
  const armExpiry = (delay: number) => {
    if (expiry !== undefined) {
      clearTimeout(expiry);
      timers.delete(expiry);
    }
    expiry = later(refresh, delay);
  };
  function refresh(): void {
    started = true;
    void refreshCart(report);
  }
  const cache = () => (storage ? usableCache(readStoredCart(params), cartCookies().hash, Date.now()) : null);
  const showCache = (cached: NonNullable<ReturnType<typeof cache>>) => {
    showCart({ fragments: cached.fragments, cartHash: cartCookies().hash ?? '' }, 'cache', report);
    if (cached.expiresIn !== null) armExpiry(cached.expiresIn);
  };
  const start = () => {
    started = true;
    const cached = cache();
    if (cached) showCache(cached);
    else refresh();
  };

  const { hash, malformed } = cartCookies();
  if (malformed.length > 0) {
    for (const [name, value] of malformed) {
      report(
        `the ${name} cookie held ${JSON.stringify(value)}, which WooCommerce never writes; it was removed, and the cart asked for again.`,
      );
    }
    removeCartCookies(malformed.map(([name]) => name));
    refresh();
  } else if (hash !== null) {
    start();
  } else {
    // An empty cart: its cached fragments (if they are still the cart's) cost no request.
    const cached = cache();
    if (cached) showCache(cached);
  }

  const recheck = () => {
    // A call under way brings the cart's fragments and hash: what is shown now is about to change. Looked at
    // once it has come, the cookie is compared with what it brought (no second refresh for the same change).
    if (cartUpdating()) {
      later(recheck, RECHECK_AFTER_CLICK_MS);
      return;
    }
    const cookieHash = cartCookies().hash;
    const shown = cartStore.get().hash;
    if (!started && cookieHash === null) return;
    if (!started && shown === null) return start();
    // Started, or an add already showed the cart's fragments.
    started = true;
    // The cart changed without fragments (the theme's shop button, another tab): show it as it is.
    if ((cookieHash ?? '') !== (shown ?? '')) refresh();
  };
  document.addEventListener('click', () => later(recheck, RECHECK_AFTER_CLICK_MS), { capture: true, signal });
  listenContractEvent(
    document.body,
    { native: 'woocommerce:fragment_refresh', jquery: 'wc_fragment_refresh updated_wc_div' },
    refresh,
    signal,
  );
  document.body.addEventListener(
    nativeEventName('wc_fragments_refreshed'),
    () => armExpiry(CACHE_LIFETIME_MS),
    {
      signal,
    },
  );
  window.addEventListener(
    'storage',
    (event) => {
      const key = params.cartHashKey;
      if (event.key === key && storage && localStorage.getItem(key) !== sessionStorage.getItem(key))
        refresh();
    },
    { signal },
  );
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      for (const content of document.querySelectorAll('.widget_shopping_cart_content'))
        content.replaceChildren();
      refresh();
    },
    { signal },
  );
  signal.addEventListener('abort', () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
