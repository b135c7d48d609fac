import type { JQueryLike } from '../../../loader/contract';
import { jqueryOnPage } from '../../../loader/contract';
import { dispatchContractEvent } from '../../../toolkit/dom/contract-events';
import type { Fragments } from './wc-ajax';

/**
 * WooCommerce's events, on `document.body`: jQuery listeners get each one once, with its documented arguments
 * (`$button` wrapped by jQuery); native listeners hear `woocommerce:<name>` (without the `wc_` prefix and the
 * jQuery namespace), whose `detail` carries the same data.
 */
export type ShopEvent =
  | 'adding_to_cart'
  | 'ajax_request_not_sent.adding_to_cart'
  | 'added_to_cart'
  | 'removed_from_cart'
  | 'wc_cart_button_updated'
  | 'wc_fragments_loaded'
  | 'wc_fragments_refreshed'
  | 'wc_fragments_ajax_error';

export function nativeEventName(event: ShopEvent): string {
  return `woocommerce:${event.replace(/^wc_/, '').replace(/\..*$/, '')}`;
}

export function emitShopEvent(
  event: ShopEvent,
  detail: Readonly<Record<string, unknown>> = {},
  jqueryArgs?: (jQuery: JQueryLike) => readonly unknown[],
): void {
  dispatchContractEvent(document.body, { native: nativeEventName(event), jquery: event, detail, jqueryArgs });
}

/** `added_to_cart` and `removed_from_cart`: [fragments, cart_hash, $button]. */
export function emitCartChange(
  event: 'added_to_cart' | 'removed_from_cart',
  fragments: Fragments,
  cartHash: string,
  button: Element,
): void {
  emitShopEvent(event, { fragments, cart_hash: cartHash, button }, ($) => [fragments, cartHash, $(button)]);
}

/**
 * WooCommerce 3+ asks before sending an add: a jQuery handler of `should_send_ajax_request.adding_to_cart`
 * returning false, or a native listener of `woocommerce:should_send_ajax_request` calling `preventDefault()`,
 * keeps the request from being sent.
 */
export function addRequestAllowed(button: Element): boolean {
  const jQuery = jqueryOnPage();
  if (
    jQuery?.(document.body).triggerHandler('should_send_ajax_request.adding_to_cart', [jQuery(button)]) ===
    false
  ) {
    return false;
  }
  return document.body.dispatchEvent(
    new CustomEvent('woocommerce:should_send_ajax_request', { cancelable: true, detail: { button } }),
  );
}
