import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { navigateTo } from '../../toolkit/dom/navigation';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace, useElementAfter } from '../../toolkit/react/server-dom';
import { fadeStyle, useTweenedStyle } from '../../toolkit/react/tweened-style';
import {
  type CartUpdate,
  cartAnnouncer,
  cartStore,
  checkCartAfterTimeout,
  showCart,
} from '../families/shop/cart';
import { addRequestAllowed, emitCartChange, emitShopEvent } from '../families/shop/events';
import { beginUpdating } from '../families/shop/fragments';
import { addToCartParams, missingGlobal } from '../families/shop/params';
import {
  addFailedMessage,
  cartFailureOf,
  cartUpdatedMessage,
  themeStrings,
  timeoutCheckedMessage,
} from '../families/shop/strings';
import { type CartAnswer, callCart } from '../families/shop/wc-ajax';
import type { addToCartOptions } from './options';
import { payloadOf } from './payload';

/** The theme's loop item (markup contract §21): its loader slides in 15 px over 300 ms. */
const LOADER_SLIDE_MS = 300;
const LOADER_SLIDE_PX = 15;

const slideIn = (element: HTMLElement, value: number) => {
  element.style.setProperty('display', 'block');
  element.style.setProperty('opacity', String(value));
  element.style.setProperty('transform', `translateY(${(1 - value) * LOADER_SLIDE_PX}px)`);
};

/** A button on the wish list says "Added" while it adds and "Added to cart" once added; null keeps its text. */
function wishlistLabel(loading: boolean, added: boolean): string | null {
  if (loading) return themeStrings.added();
  return added ? themeStrings.addedToCart() : null;
}

/**
 * A product-loop add-to-cart button (WooCommerce's add-to-cart.js): a click posts the button's data attributes
 * to wc-ajax `add_to_cart` through the page's one-at-a-time queue; the button shows `loading`, then `added`,
 * and one 'View cart' link follows it. The theme's loop item dims while it loads. An add that did not happen
 * says so beside the button, and the button stays usable.
 */
export function AddToCart({ host, ctx }: WidgetProps<Options<typeof addToCartOptions>>) {
  const [params] = useState(() => addToCartParams() ?? missingGlobal('wc_add_to_cart_params', ctx, host));
  const [item] = useState(() => host.closest<HTMLElement>('li.product'));
  const [inWishlist] = useState(() => host.closest('.ioa-wishlist') !== null);
  const [pending, setPending] = useState(0);
  const [added, setAdded] = useState(false);
  const [viewCart, setViewCart] = useState(false);
  // Why the last add did not (or may not) happen, beside the button.
  const [failure, setFailure] = useState<string | null>(null);
  // Each time the button's classes change back from loading: WooCommerce's wc_cart_button_updated.
  const [updates, setUpdates] = useState(0);
  const mounted = useRef(true);
  // An add that got no answer in time is being checked against the cart: a press now could add it twice.
  const checking = useRef(false);
  const loading = pending > 0;

  useEffect(() => {
    mounted.current = true;
    const release = cartAnnouncer.acquire();
    return () => {
      mounted.current = false;
      release();
    };
  }, []);

  useLayoutEffect(() => {
    if (updates > 0) emitShopEvent('wc_cart_button_updated', { button: host }, ($) => [$(host)]);
  }, [updates, host]);

  useTweenedStyle(host, loading ? 0 : 1, fadeStyle());
  useTweenedStyle(item?.querySelector<HTMLElement>('.product-data'), loading ? 0.6 : 1, fadeStyle());
  useTweenedStyle(item?.querySelector<HTMLElement>('.cart-loader'), loading ? 1 : 0, {
    duration: LOADER_SLIDE_MS,
    properties: ['display', 'opacity', 'transform'],
    apply: slideIn,
  });
  useElementAfter(viewCart ? host : null, {
    tag: 'a',
    attrs: { href: params.cartUrl, class: 'added_to_cart wc-forward', title: params.viewCartText },
    text: params.viewCartText,
  });
  useElementAfter(failure ? host : null, {
    tag: 'span',
    attrs: { class: 'wgt-cart-message', role: 'alert' },
    text: failure ?? '',
  });

  const report = (message: string) => ctx.warn(host, message);

  const begin = (event: Event) => {
    event.preventDefault();
    setFailure(null);
    setAdded(false);
    setPending((count) => count + 1);
  };

  /**
   * The add is over: the button stops loading, `showOutcome` sets how it ended, and the button says it changed
   * (wc_cart_button_updated). Nothing once the button has gone.
   */
  const settle = (showOutcome?: () => void) => {
    if (!mounted.current) return;
    setPending((count) => count - 1);
    showOutcome?.();
    setUpdates((count) => count + 1);
  };

  const onNotSent = () => {
    emitShopEvent('ajax_request_not_sent.adding_to_cart', { button: host }, ($) => [false, false, $(host)]);
    settle();
  };

  const onAdded = (answer: CartUpdate) => {
    showCart(answer, 'change', report);
    emitCartChange('added_to_cart', answer.fragments, answer.cartHash, host);
    cartAnnouncer.announce(host.dataset.success_message || cartUpdatedMessage);
    settle(() => {
      setAdded(true);
      // One link per parent, and none on the cart page.
      if (!params.isCart && !host.parentElement?.querySelector('.added_to_cart')) setViewCart(true);
    });
  };

  const onRefused = () => settle(() => setFailure(addFailedMessage('refused')));

  const onFailed = (error: unknown) => {
    const failure = cartFailureOf(error);
    if (failure !== 'timeout') return settle(() => setFailure(addFailedMessage(failure)));
    // The server may have added it after all: the button keeps loading while the cart is fetched again, and
    // then says what the cart holds, so that a retry does not add it twice.
    checking.current = true;
    void checkCartAfterTimeout(host.dataset.product_id, report).then((check) => {
      checking.current = false;
      settle(() => {
        setFailure(timeoutCheckedMessage(check));
        if (check.kind === 'in-cart') setAdded(true);
      });
    });
  };

  /** WooCommerce's answer; a refused product or the shop's setting may send the visitor to another page. */
  const onAnswer = (answer: CartAnswer) => {
    if (answer.kind === 'product-error' && answer.productUrl && navigateTo(answer.productUrl)) return;
    if (answer.kind !== 'cart') return onRefused();
    if (params.redirectToCart && navigateTo(params.cartUrl)) return;
    onAdded(answer);
  };

  const sendAdd = () => {
    const data = payloadOf(host);
    emitShopEvent('adding_to_cart', { button: host, data }, ($) => [$(host), data]);
    cartStore.set((state) => (state.widgetsShown ? state : { ...state, widgetsShown: true }));
    const endUpdating = beginUpdating();
    callCart({ urlTemplate: params.urlTemplate, endpoint: 'add_to_cart', fields: data }).then(
      (answer) => {
        endUpdating();
        onAnswer(answer);
      },
      (error: unknown) => {
        endUpdating();
        onFailed(error);
      },
    );
  };

  const add = (event: Event) => {
    if (checking.current) return event.preventDefault();
    begin(event);
    if (addRequestAllowed(host)) sendAdd();
    else onNotSent();
  };

  const label = inWishlist ? wishlistLabel(loading, added) : null;
  return (
    <>
      <Bind
        el={host}
        // A link that acts as a button once the widget runs: Space presses it too.
        attrs={{ role: 'button' }}
        classes={{ loading, added: added && !loading }}
        on={{ click: add, keydown: (event) => event.key === ' ' && add(event) }}
      />
      {label !== null && <Replace el={host}>{label}</Replace>}
    </>
  );
}
