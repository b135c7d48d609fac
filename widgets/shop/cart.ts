import { callCart, type Fragments } from '../../toolkit/clients/wc-ajax';
import { createLiveRegion } from '../../toolkit/live-region';
import { createStore } from '../../toolkit/store';
import { cartCookies } from './cookies';
import { emitShopEvent } from './events';
import { applyFragments, beginUpdating } from './fragments';
import { fragmentsParams } from './params';
import { storageAvailable, storeCart } from './storage';

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

let waitingRefresh: Promise<boolean> | null = null;

/**
 * Asks the server for the cart's fragments (`get_refreshed_fragments`, body `time=<ms>`) and shows them.
 * Refreshes asked for while one waits in the queue are that one: it is not sent yet, so it will see their
 * change. Resolves with whether fragments came.
 */
export function refreshCart(report: AnswerReport): Promise<boolean> {
  const params = fragmentsParams();
  if (!params) return Promise.resolve(false);
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
      if (answer.kind !== 'cart') return false;
      showCart(answer, 'refresh', report);
      emitShopEvent('wc_fragments_refreshed');
      return true;
    },
    () => {
      endUpdating();
      emitShopEvent('wc_fragments_ajax_error');
      return false;
    },
  );
  waitingRefresh = refresh;
  return refresh;
}
