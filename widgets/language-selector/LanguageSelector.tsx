import { useLayoutEffect, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { slideFadeStyle, useTweenedStyle } from '../../toolkit/react/tweened-style';

/** The theme's list fades in sliding 10 px, in 400 ms (markup contract §3.6). */
const LIST_STYLE = slideFadeStyle(10, 400);

export interface SelectorMarkup {
  readonly link: HTMLElement;
  readonly list: HTMLUListElement;
}

/** WPML's selector: `a.wpml-lang-selector` and the `ul` of languages after it. */
export function readSelector(host: HTMLElement, _options: unknown, ctx: MountContext): SelectorMarkup {
  const link = host.querySelector<HTMLElement>(':scope > a.wpml-lang-selector');
  const list = link?.nextElementSibling;
  if (!link || !(list instanceof HTMLUListElement))
    return leaveAsPrinted(ctx, host, 'it has no a.wpml-lang-selector followed by a <ul> of languages');
  return { link, list };
}

/**
 * The WPML language selector as a disclosure: the link is a button (`aria-expanded`) that shows and hides the
 * list of languages, fading and sliding 10 px in 400 ms; Escape, or a click elsewhere, closes it. The language
 * links are the server's, `hreflang` and all.
 */
export function LanguageSelector({ host, options, ctx }: WidgetProps<SelectorMarkup>) {
  const { link, list } = options;
  const [listId] = useState(() => list.id || `${ctx.id}-languages`);
  const [open, setOpen] = useState(false);
  useTweenedStyle(list, open ? 1 : 0, LIST_STYLE);

  // A layout effect: preact runs plain effects a frame later, and a click before then would be missed.
  useLayoutEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const outside = (event: Event) => {
      if (!host.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', outside, { signal: controller.signal });
    document.addEventListener('focusin', outside, { signal: controller.signal });
    return () => controller.abort();
  }, [open, host]);

  const toggle = (event: Event) => {
    event.preventDefault();
    setOpen(!open);
  };
  return (
    <>
      <Bind
        el={link}
        attrs={{ role: 'button', 'aria-expanded': open, 'aria-controls': listId }}
        on={{ click: toggle, keydown: (event) => pressesButton(event, link) && toggle(event) }}
      />
      <Bind el={list} attrs={{ id: listId }} />
      <Bind
        el={host}
        on={{
          keydown: (event) => {
            if (event.key !== 'Escape' || !open) return;
            if (list.contains(document.activeElement)) link.focus();
            setOpen(false);
          },
        }}
      />
    </>
  );
}
