import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { callListener } from '../../toolkit/dom/theme-listener';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace } from '../../toolkit/react/server-dom';
import {
  removedFromWishlistMessage,
  themeStrings,
  tryAgainLabel,
  wishlistFailedMessage,
} from '../families/shop/strings';
import {
  type Wishlist as List,
  readWishlist,
  wishlistAnnouncer,
  wishlistFromCookie,
  writeWishlist,
} from '../families/shop/wishlist';

/** The bundle's own limit: the theme waited for ever. */
const LOAD_TIMEOUT_MS = 10_000;

type View =
  | { readonly name: 'loading' }
  | { readonly name: 'empty' }
  | { readonly name: 'list'; readonly html: string }
  | { readonly name: 'failed' };

/** The list as the theme listener receives it: `list[<id>]=<id>`, a map to PHP as to jQuery's `$.param`. */
export function listFields(list: List): Record<string, number> {
  return Object.fromEntries(Object.entries(list).map(([key, id]) => [`list[${key}]`, id]));
}

function isEmpty(list: List): boolean {
  return Object.keys(list).length === 0;
}

/**
 * The wish list page (`div.ioa-wishlist`): the list in the cookie is posted to the theme listener
 * (`type=wishlist`) and the HTML it answers replaces the page's placeholder; an empty list shows the theme's
 * empty message. Each item's remove button takes it off the cookie and the page, and focus moves to the next
 * item; its add-to-cart button is WooCommerce's, run by the add-to-cart widget. A list that could not be
 * loaded says so, with a button to try again.
 */
export function Wishlist({ host, ctx }: WidgetProps<Record<string, never>>) {
  const [initial] = useState(() => wishlistFromCookie(ctx, host));
  const [view, setView] = useState<View>(() => (isEmpty(initial) ? { name: 'empty' } : { name: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const items = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const [focusMessage, setFocusMessage] = useState(false);

  useEffect(() => wishlistAnnouncer.acquire(), []);

  useEffect(() => {
    if (attempt === 0 && isEmpty(initial)) return;
    const list = attempt === 0 ? initial : readWishlist().list;
    if (isEmpty(list)) {
      setView({ name: 'empty' });
      return;
    }
    const controller = new AbortController();
    setView({ name: 'loading' });
    callListener({
      type: 'wishlist',
      fields: listFields(list),
      signal: controller.signal,
      timeout: LOAD_TIMEOUT_MS,
    })
      .then((html) => setView(html.trim() === '' ? { name: 'empty' } : { name: 'list', html }))
      .catch(() => {
        if (!controller.signal.aborted) setView({ name: 'failed' });
      });
    return () => controller.abort();
  }, [attempt, initial]);

  useLayoutEffect(() => {
    if (view.name === 'list') items.current?.replaceChildren(parseServerHtml(view.html));
  }, [view]);

  useLayoutEffect(() => {
    if (focusMessage) message.current?.focus();
  }, [focusMessage]);

  const remove = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('.ioa-wishlist-remove');
    const item = button?.closest('.ioa-wishlist-item');
    const id = button?.getAttribute('data-product_id');
    if (!button || !item || !id || !host.contains(item)) return;
    event.preventDefault();
    const rest = { ...readWishlist().list };
    delete rest[id];
    writeWishlist(rest);
    const siblings = Array.from(items.current?.querySelectorAll('.ioa-wishlist-item') ?? []);
    const index = siblings.indexOf(item);
    const next = siblings[index + 1] ?? siblings[index - 1];
    const hadFocus = item.contains(document.activeElement);
    item.remove();
    wishlistAnnouncer.announce(removedFromWishlistMessage);
    if (!next) {
      setView({ name: 'empty' });
      setFocusMessage(hadFocus);
    } else if (hadFocus) {
      next.querySelector<HTMLElement>('.ioa-wishlist-remove')?.focus();
    }
  };

  const retry = () => {
    setFocusMessage(false);
    setAttempt((count) => count + 1);
  };

  return (
    <>
      <Bind el={host} attrs={{ 'aria-busy': view.name === 'loading' || null }} on={{ click: remove }} />
      {view.name !== 'loading' && (
        <Replace el={host}>
          {view.name === 'list' && <div className="ioa-wishlist-list" ref={items} />}
          {view.name === 'empty' && (
            <p className="ioa-wishlist-empty" tabIndex={-1} ref={message}>
              {themeStrings.emptyWishlist()}
            </p>
          )}
          {view.name === 'failed' && (
            <div className="ioa-wishlist-failed" role="alert">
              <p>{wishlistFailedMessage}</p>
              <button type="button" className="button" onClick={retry}>
                {tryAgainLabel}
              </button>
            </div>
          )}
        </Replace>
      )}
    </>
  );
}
