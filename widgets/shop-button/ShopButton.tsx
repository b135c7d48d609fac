import { useEffect, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { request } from '../../toolkit/dom/http';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, useElementAfter } from '../../toolkit/react/server-dom';
import { checkCartAfterTimeout, refreshCart } from '../families/shop/cart';
import {
  addFailedMessage,
  cartFailureOf,
  themeStrings,
  timeoutCheckedMessage,
} from '../families/shop/strings';
import { queueCartRequest, WC_AJAX_TIMEOUT_MS } from '../families/shop/wc-ajax';

type Phase =
  | { readonly name: 'idle' | 'adding' | 'added' }
  | { readonly name: 'failed'; readonly message: string };

/** The link's own address, when the browser may post to it with the visitor's cookies (this site, http(s)). */
function postTarget(link: HTMLElement): string | null {
  try {
    const url = new URL(link.getAttribute('href') ?? '', location.href);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The product the link adds: WooCommerce's `add-to-cart` query parameter. */
function productOf(target: string): string | undefined {
  return new URL(target).searchParams.get('add-to-cart') ?? undefined;
}

/** The address the link posts to, read before the first render: a link that cannot post is left alone. */
export function readTarget(
  host: HTMLElement,
  _options: unknown,
  ctx: MountContext,
): { readonly target: string } {
  const target = postTarget(host);
  if (target) return { target };
  return leaveAsPrinted(
    ctx,
    host,
    `href="${host.getAttribute('href') ?? ''}" is not an address on this site to post to`,
  );
}

/**
 * The theme's own add-to-cart link (`a.ioa-shop-button`): a click posts to the link's address with an empty
 * body, as the theme did; meanwhile the link hides and a loader says "Adding", then the theme's thanks take its
 * place, and the cart widgets refresh to show the product. Keyboard focus follows the message. An add that did
 * not happen brings the link back, with a message saying why.
 */
export function ShopButton({ host, options, ctx }: WidgetProps<{ readonly target: string }>) {
  const { target } = options;
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [focusMessage, setFocusMessage] = useState(false);

  const status = useElementAfter(
    phase.name === 'idle' ? null : host,
    phase.name === 'failed'
      ? {
          tag: 'span',
          attrs: { class: 'ioa-shop-button-message', role: 'alert' },
          text: phase.message,
        }
      : {
          tag: 'span',
          attrs: {
            class:
              phase.name === 'adding' ? 'ioa-shop-button-message cart-loader' : 'ioa-shop-button-message',
            role: 'status',
            tabindex: '-1',
          },
          text: phase.name === 'adding' ? themeStrings.adding() : themeStrings.thanks(),
        },
  );

  useEffect(() => {
    if (focusMessage && phase.name !== 'failed') status.current?.focus();
    if (focusMessage && phase.name === 'failed') host.focus();
  }, [focusMessage, phase, status, host]);

  const add = (event: Event) => {
    event.preventDefault();
    setFocusMessage(document.activeElement === host);
    setPhase({ name: 'adding' });
    queueCartRequest(() =>
      request(target, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        timeout: WC_AJAX_TIMEOUT_MS,
      }),
    ).then(
      () => {
        setPhase({ name: 'added' });
        void refreshCart((message) => ctx.warn(host, message));
      },
      (error: unknown) => {
        const failure = cartFailureOf(error);
        if (failure !== 'timeout') return setPhase({ name: 'failed', message: addFailedMessage(failure) });
        // The server may have added it after all: still "Adding" while the cart is fetched again (the cart
        // widgets show it), then what the cart holds, so that pressing again does not add it twice.
        void checkCartAfterTimeout(productOf(target), (message) => ctx.warn(host, message)).then((check) =>
          setPhase({ name: 'failed', message: timeoutCheckedMessage(check) }),
        );
      },
    );
  };

  const hidden = phase.name === 'adding' || phase.name === 'added';
  return (
    <Bind
      el={host}
      attrs={{ role: 'button' }}
      style={{ display: hidden ? 'none' : null }}
      on={{ click: add, keydown: (event) => event.key === ' ' && add(event) }}
    />
  );
}
