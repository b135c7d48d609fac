import { createLiveRegion } from '../../../toolkit/dom/live-region';
import { parseServerHtml } from '../../../toolkit/dom/server-html';
import { createStore } from '../../../toolkit/react/store';
import { cartCookies } from './cookies';
import { emitShopEvent } from './events';
import { applyFragments, beginUpdating } from './fragments';
import { fragmentsParams } from './params';
import { storageAvailable, storeCart } from './storage';
import { callCart, type Fragments } from './wc-ajax';

/**
 * The cart as every shop widget on the page sees it: one store (`woocommerce/cart`) in a module the shop
 * widgets share, so their chunks share one instance.
 */
export interface CartState {
  /** The hash of the cart whose fragments the page shows; null until some are known. */
  readonly hash: string | null;
  /**
   * Cart widgets marked `.hide_cart_widget_if_empty` show: the cart had items when the page loaded (or in an
   * answer since), or an add has begun, as cart-fragments.js shows them on `adding_to_cart`.
   */
  readonly widgetsShown: boolean;
}

export const cartStore = createStore<CartState>({
  hash: null,
  widgetsShown: cartCookies().hasItems,
});

/** WooCommerce's live region for cart changes, and its delay: it speaks once focus has settled. */
export const cartAnnouncer = createLiveRegion('widget_shopping_cart_live_region screen-reader-text', 1000);

export interface CartUpdate {
  readonly fragments: Fragments;
  readonly cartHash: string;
}

/** Where a problem with the server's answer is reported (a fragment key that is not a selector). */
export type AnswerReport = (message: string) => void;

const reportedKeys = new Set<string>();

/**
 * Shows a cart the server sent: its fragments replace their elements, and (unless they came from the cache)
 * they are stored for the next page and the other tabs. `wc_fragments_loaded` follows, except after a refresh,
 * which has `wc_fragments_refreshed`.
 */
export function showCart(
  update: CartUpdate,
  source: 'refresh' | 'change' | 'cache',
  report: AnswerReport,
): void {
  applyFragments(update.fragments, (selector) => {
    if (reportedKeys.has(selector)) return;
    reportedKeys.add(selector);
    report(`the server sent a fragment keyed "${selector}", which is not a CSS selector; it was skipped.`);
  });
  const params = fragmentsParams();
  if (source !== 'cache' && params && storageAvailable()) {
    storeCart(params, update.fragments, update.cartHash, source, Date.now());
  }
  cartStore.set((state) => ({
    hash: update.cartHash,
    widgetsShown: state.widgetsShown || cartCookies().hasItems,
  }));
  if (source !== 'refresh') emitShopEvent('wc_fragments_loaded');
}

let waitingRefresh: Promise<CartUpdate | null> | null = null;

/**
 * Asks the server for the cart's fragments (`get_refreshed_fragments`, body `time=<ms>`) and shows them.
 * Refreshes asked for while one waits in the queue are that one: it is not sent yet, so it will see their
 * change. Resolves with the cart that came, or null.
 */
export function refreshCart(report: AnswerReport): Promise<CartUpdate | null> {
  const params = fragmentsParams();
  if (!params) return Promise.resolve(null);
  if (waitingRefresh) return waitingRefresh;
  const endUpdating = beginUpdating();
  const refresh = callCart({
    urlTemplate: params.urlTemplate,
    endpoint: 'get_refreshed_fragments',
    fields: { time: Date.now() },
    timeout: params.timeout,
    onSend: () => {
      waitingRefresh = null;
    },
  }).then(
    (answer) => {
      endUpdating();
      if (answer.kind !== 'cart') return null;
      showCart(answer, 'refresh', report);
      emitShopEvent('wc_fragments_refreshed');
      return answer;
    },
    () => {
      endUpdating();
      emitShopEvent('wc_fragments_ajax_error');
      return null;
    },
  );
  waitingRefresh = refresh;
  return refresh;
}

/** What the cart holds of one product, after an add whose answer never came. */
export type CartCheck =
  | { readonly kind: 'in-cart'; readonly quantity: number; readonly name: string }
  | { readonly kind: 'not-in-cart' }
  | { readonly kind: 'unknown' };

/** The key of WooCommerce's mini cart fragment (the cart widget's content, templates/cart/mini-cart.php). */
const MINI_CART = 'div.widget_shopping_cart_content';

/**
 * The product's lines in the mini cart WooCommerce sent: each is `li.mini_cart_item` with its remove link
 * (`a.remove[data-product_id]`), the product's link and `span.quantity` ("2 × £10.00"). Unknown when the answer
 * has no mini cart, or a line cannot be read.
 */
export function productInCart(fragments: Fragments, productId: string): CartCheck {
  const html = fragments[MINI_CART];
  if (typeof html !== 'string') return { kind: 'unknown' };
  let quantity = 0;
  let name = '';
  for (const remove of parseServerHtml(html).querySelectorAll<HTMLElement>('a.remove[data-product_id]')) {
    if (remove.dataset.product_id !== productId) continue;
    const line = remove.closest('li') ?? remove.parentElement;
    const count = Number.parseInt(line?.querySelector('.quantity')?.textContent ?? '', 10);
    if (!Number.isFinite(count) || count < 1) return { kind: 'unknown' };
    quantity += count;
    name ||= line?.querySelector('a:not(.remove)')?.textContent?.trim() ?? '';
  }
  return quantity > 0 ? { kind: 'in-cart', quantity, name } : { kind: 'not-in-cart' };
}

/**
 * After an add that got no answer in time: the server may have added it all the same (the browser gave up, the
 * server did not). The cart is fetched again (the cart widgets show it) and read for the product, so that the
 * visitor is told what the cart holds before a retry could add it twice.
 */
export async function checkCartAfterTimeout(
  productId: string | undefined,
  report: AnswerReport,
): Promise<CartCheck> {
  const update = await refreshCart(report);
  if (!update || !productId) return { kind: 'unknown' };
  return productInCart(update.fragments, productId);
}
