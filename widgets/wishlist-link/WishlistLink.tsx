import { useEffect, useState } from 'react';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace, useElementAfter } from '../../toolkit/react/server-dom';
import { themeStrings } from '../families/shop/strings';
import {
  readWishlist,
  wishlistAnnouncer,
  wishlistFromCookie,
  writeWishlist,
} from '../families/shop/wishlist';
import type { wishlistLinkOptions } from './options';

type State = 'not-wished' | 'added' | 'wished';

/**
 * The product page's wish list link (`a.ioa-wishlist-link`, whose address is the wish list page): a button
 * that puts the product on the list (the cookie), one way. It then says "Added" (or "In wishlist" when the
 * product was already on it) and is followed by a "View list" link.
 */
export function WishlistLink({ host, options, ctx }: WidgetProps<Options<typeof wishlistLinkOptions>>) {
  const id = String(options.productId);
  const [state, setState] = useState<State>(() =>
    id in wishlistFromCookie(ctx, host) ? 'wished' : 'not-wished',
  );
  const [listUrl] = useState(() => host.getAttribute('href'));
  const wished = state !== 'not-wished';

  useEffect(() => wishlistAnnouncer.acquire(), []);
  useElementAfter(wished && listUrl ? host : null, {
    tag: 'a',
    attrs: { href: listUrl ?? '', class: 'ioa-wishlist-view' },
    text: themeStrings.viewWishlist(),
  });

  const add = (event: Event) => {
    event.preventDefault();
    if (wished) return;
    // Read again: another tab may have changed the list since this page loaded.
    writeWishlist({ ...readWishlist().list, [id]: options.productId });
    setState('added');
    wishlistAnnouncer.announce(themeStrings.added());
  };

  return (
    <>
      <Bind
        el={host}
        attrs={{ role: 'button', 'aria-disabled': wished }}
        classes={{ wished }}
        on={{ click: add, keydown: (event) => event.key === ' ' && add(event) }}
      />
      {wished && (
        <Replace el={host}>{state === 'added' ? themeStrings.added() : themeStrings.inWishlist()}</Replace>
      )}
    </>
  );
}
