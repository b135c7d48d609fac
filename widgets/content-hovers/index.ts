import type { PageWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from '../../toolkit/dom/changes';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
import { fixIconLink } from '../../toolkit/dom/icon-links';
import './content-hovers.css';

/** hoverIntent's settings in the theme: the pointer must rest (move less than 7 px) for 100 ms. */
const INTENT_MS = 100;
const SENSITIVITY_PX = 7;
/** On the root once the widget runs: the overlays' fades apply from then on (`content-hovers.css`). */
const READY = 'wgt-hovers';

/**
 * Hover effects of the theme's content (markup contract §3.4, §14): image frames' and hoverable images'
 * overlays, related posts' overlays and the social icons' colour layers are CSS (`content-hovers.css`, shown on
 * keyboard focus too). The text widget's icons add their `data-icon_hover` class to their `.icon-wrap` while
 * the pointer rests over them (hoverIntent), and while focus is inside the text widget.
 */
export const widget: PageWidget = domPageWidget({
  mount({ hosts, changes }) {
    const watched = new Map<HTMLElement, DomChanges>();
    const add = (added: readonly HTMLElement[]) => {
      for (const host of added) {
        if (watched.has(host)) continue;
        const scope = domChanges(changes.signal);
        watched.set(host, scope);
        if (host.matches('[data-icon_hover]')) hoverIntent(host, scope);
        // An overlay's icon link, reachable now, says what it is.
        for (const link of host.querySelectorAll<HTMLAnchorElement>('a.hover')) {
          fixIconLink(link, link.closest('li') ?? host, scope);
        }
      }
    };
    add(hosts.current());
    fadeFromNow(hosts.current(), changes);
    changes.defer(
      hosts.subscribe((added, removed) => {
        for (const host of removed) {
          watched.get(host)?.undo();
          watched.delete(host);
        }
        add(added);
      }),
    );
  },
});

/** The overlays take their hidden state at once (a style read), and from now on fade (`READY` on the root). */
function fadeFromNow(hosts: readonly HTMLElement[], changes: DomChanges): void {
  for (const host of hosts)
    for (const hover of host.querySelectorAll('.hover')) getComputedStyle(hover).opacity;
  changes.toggleClass(document.documentElement, READY);
}

/**
 * A text widget's icon: its `data-icon_hover` classes on its `.icon-wrap` while the pointer rests over the text
 * widget (hoverIntent) and while focus is inside it; none of them left on when `changes` are undone.
 */
function hoverIntent(icon: HTMLElement, changes: DomChanges): void {
  const hover = icon.dataset.icon_hover?.split(/\s+/).filter(Boolean) ?? [];
  const wrap = icon.closest<HTMLElement>('.icon-wrap') ?? icon.parentElement;
  const area = icon.closest<HTMLElement>('.text-inner-wrap') ?? icon;
  if (!hover.length || !wrap) return;
  const had = hover.filter((name) => wrap.classList.contains(name));
  changes.keep(wrap, { classes: hover });
  let timer: ReturnType<typeof setTimeout> | undefined;
  changes.defer(() => clearTimeout(timer));
  let x = 0;
  let y = 0;
  const set = (on: boolean) => {
    for (const name of hover) if (!had.includes(name)) wrap.classList.toggle(name, on);
  };
  const settle = () => {
    timer = setTimeout(() => set(true), INTENT_MS);
  };
  changes.on(area, 'pointerenter', (event) => {
    x = event.clientX;
    y = event.clientY;
    settle();
  });
  changes.on(area, 'pointermove', (event) => {
    if (Math.abs(event.clientX - x) + Math.abs(event.clientY - y) < SENSITIVITY_PX) return;
    x = event.clientX;
    y = event.clientY;
    clearTimeout(timer);
    settle();
  });
  changes.on(area, 'pointerleave', () => {
    clearTimeout(timer);
    if (!area.contains(document.activeElement)) set(false);
  });
  changes.on(area, 'focusin', () => set(true));
  changes.on(area, 'focusout', (event) => {
    if (!area.contains(event.relatedTarget as Node | null)) set(false);
  });
}
