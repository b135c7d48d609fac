import { useState } from 'react';
import { isWpautopNoise } from '../dom/wpautop';
import { Bind } from './server-dom';

const HEADING = /^h[1-6]$/;

function previousMeaningful(element: Element): Element | null {
  let node = element.previousSibling;
  while (node && (isWpautopNoise(node) || !(node instanceof Element))) node = node.previousSibling;
  return node instanceof Element ? node : null;
}

/**
 * The heading that titles what the server printed right after it: a page builder widget's title
 * (`.page-rad-component .text_title`), or a heading just before the element (or before its wrapper, when it is
 * the wrapper's first part).
 */
export function headingBefore(element: Element): HTMLElement | null {
  const title = element.closest('.page-rad-component')?.querySelector<HTMLElement>('.text_title');
  if (title && !element.contains(title)) return title;
  for (let at: Element | null = element, depth = 0; at && depth < 3; at = at.parentElement, depth += 1) {
    const before = previousMeaningful(at);
    if (before) return HEADING.test(before.localName) && before instanceof HTMLElement ? before : null;
  }
  return null;
}

/**
 * Names a region the widget makes of server markup (a carousel): by the heading printed before `source`
 * (`aria-labelledby`, giving the heading an id if it has none), else `fallback`. A name the server gave is kept.
 * A page of several carousels then has names a screen reader can tell apart.
 */
export function RegionName({
  el,
  source = el,
  fallback,
  id,
}: {
  readonly el: HTMLElement;
  /** Where the server's markup starts (the list a widget wrapped in a region of its own). */
  readonly source?: HTMLElement;
  readonly fallback: string;
  /** The id a heading without one gets. */
  readonly id: string;
}) {
  const [heading] = useState(() =>
    el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? null : headingBefore(source),
  );
  const headingId = heading?.id || id;
  return (
    <>
      <Bind el={heading} attrs={{ id: headingId }} />
      <Bind
        el={el}
        attrs={
          heading
            ? { 'aria-labelledby': headingId }
            : el.hasAttribute('aria-labelledby')
              ? {}
              : { 'aria-label': el.getAttribute('aria-label') ?? fallback }
        }
      />
    </>
  );
}
