import { useState } from 'react';
import { focusableAfter, focusableBefore } from '../../toolkit/dom/focus';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { hideNotice, isNoticeHidden } from './notice-cookie';
import type { storeNoticeOptions } from './options';

/**
 * WooCommerce's store notice (`p.woocommerce-store-notice`, printed hidden): shown unless this session
 * dismissed it. Its Dismiss link is a button (Enter and Space); dismissing remembers it in the cookie, hides
 * the notice and moves keyboard focus to the nearest control, instead of losing it.
 */
export function StoreNotice({ host, options }: WidgetProps<Options<typeof storeNoticeOptions>>) {
  const [hidden, setHidden] = useState(() => isNoticeHidden(options.noticeId));
  const [dismiss] = useState(() =>
    host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link'),
  );

  const onDismiss = (event: Event) => {
    event.preventDefault();
    // A notice printed last on the page (WooCommerce prints it in the footer) has nothing after it.
    const next = host.contains(document.activeElement)
      ? (focusableAfter(host) ?? focusableBefore(host))
      : null;
    hideNotice(options.noticeId);
    setHidden(true);
    next?.focus();
  };

  return (
    <>
      {/* WooCommerce's stylesheet hides the notice too: shown, it is a block, as jQuery's show() made it. */}
      <Bind el={host} style={{ display: hidden ? 'none' : 'block' }} />
      <Bind
        el={dismiss}
        attrs={{ role: 'button' }}
        on={{
          click: onDismiss,
          keydown: (event) => {
            if (event.key === ' ') onDismiss(event);
          },
        }}
      />
    </>
  );
}
