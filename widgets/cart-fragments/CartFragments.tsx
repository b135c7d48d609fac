import { useEffect, useState } from 'react';
import type { PageWidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { useStore } from '../../toolkit/react/store';
import { cartAnnouncer, cartStore } from '../families/shop/cart';
import { fragmentsParams, missingGlobal } from '../families/shop/params';
import { runCartFragments } from './cart-fragments';

const keys = new WeakMap<HTMLElement, number>();
let lastKey = 0;
function keyOf(element: HTMLElement): number {
  let key = keys.get(element);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(element, key);
  }
  return key;
}

/**
 * The page's cart widgets (WooCommerce's `.widget_shopping_cart`): one instance keeps their mini carts current
 * (see `runCartFragments`), and hides those marked `.hide_cart_widget_if_empty` while the cart is empty, until
 * an add begins.
 */
export function CartFragments({ hosts, ctx }: PageWidgetProps) {
  const [anchor] = useState(() => hosts[0] as HTMLElement);
  const [params] = useState(
    () => fragmentsParams() ?? missingGlobal('wc_cart_fragments_params', ctx, anchor),
  );
  const { widgetsShown } = useStore(cartStore);

  useEffect(() => cartAnnouncer.acquire(), []);
  useEffect(() => {
    const controller = new AbortController();
    runCartFragments(params, ctx, anchor, controller.signal);
    return () => controller.abort();
  }, [params, ctx, anchor]);

  return hosts
    .filter((host) => host.querySelector('.hide_cart_widget_if_empty'))
    .map((host) => <Bind key={keyOf(host)} el={host} style={{ display: widgetsShown ? null : 'none' }} />);
}
