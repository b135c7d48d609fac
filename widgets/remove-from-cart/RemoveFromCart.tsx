import { useEffect, useState } from 'react';
import { navigateTo } from '../../toolkit/dom/navigation';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { fadeStyle, useTweenedStyle } from '../../toolkit/react/tweened-style';
import { cartAnnouncer, showCart } from '../families/shop/cart';
import { emitCartChange } from '../families/shop/events';
import { beginUpdating } from '../families/shop/fragments';
import { addToCartParams, missingGlobal } from '../families/shop/params';
import { removedFromCartMessage } from '../families/shop/strings';
import { callCart } from '../families/shop/wc-ajax';
import type { removeFromCartOptions } from './options';

/** The item dims as WooCommerce's blockUI overlay did while it blocked it. */
const BLOCKED_OPACITY = 0.6;

/**
 * A mini cart's remove link (WooCommerce's add-to-cart.js): a click posts its `cart_item_key` to wc-ajax
 * `remove_from_cart` (in the page's one-at-a-time queue) and blocks the item meanwhile; the answer's fragments
 * replace the mini cart. Whatever goes wrong (no answer, an error, no fragments), the link's own address does
 * the remove instead, as without JavaScript.
 */
export function RemoveFromCart({ host, options, ctx }: WidgetProps<Options<typeof removeFromCartOptions>>) {
  const [params] = useState(() => addToCartParams() ?? missingGlobal('wc_add_to_cart_params', ctx, host));
  const [item] = useState(() => host.closest<HTMLElement>('.woocommerce-mini-cart-item'));
  const [pending, setPending] = useState(false);

  useEffect(() => cartAnnouncer.acquire(), []);
  useTweenedStyle(item, pending ? BLOCKED_OPACITY : 1, fadeStyle());

  const remove = (event: Event) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const endUpdating = beginUpdating();
    const fallBack = () => {
      endUpdating();
      if (!navigateTo(host.getAttribute('href') ?? '')) setPending(false);
    };
    callCart({
      urlTemplate: params.urlTemplate,
      endpoint: 'remove_from_cart',
      fields: { cart_item_key: options.cartItemKey },
    }).then((answer) => {
      if (answer.kind !== 'cart') return fallBack();
      endUpdating();
      showCart(answer, 'change', (message) => ctx.warn(host, message));
      emitCartChange('removed_from_cart', answer.fragments, answer.cartHash, host);
      cartAnnouncer.announce(removedFromCartMessage);
    }, fallBack);
  };

  return (
    <>
      <Bind
        el={host}
        attrs={{ role: 'button' }}
        on={{ click: remove, keydown: (event) => event.key === ' ' && remove(event) }}
      />
      <Bind
        el={item}
        attrs={{ 'aria-busy': pending || null }}
        style={{ 'pointer-events': pending ? 'none' : null }}
      />
    </>
  );
}
