import type { PageWidget } from '../../loader/contract';
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
export const widget: PageWidget = {
  kind: 'page',
  mount(hosts) {
    const stops = new Map<HTMLElement, () => void>();
    const watch = (icon: HTMLElement) => {
      const hover = icon.dataset.icon_hover?.split(/\s+/).filter(Boolean) ?? [];
      const wrap = icon.closest<HTMLElement>('.icon-wrap') ?? icon.parentElement;
      const area = icon.closest<HTMLElement>('.text-inner-wrap') ?? icon;
      if (!hover.length || !wrap) return;
      const had = hover.filter((name) => wrap.classList.contains(name));
      const controller = new AbortController();
      const signal = controller.signal;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let x = 0;
      let y = 0;
      const set = (on: boolean) => {
        for (const name of hover) if (!had.includes(name)) wrap.classList.toggle(name, on);
      };
      const settle = () => {
        timer = setTimeout(() => set(true), INTENT_MS);
      };
      area.addEventListener(
        'pointerenter',
        (event) => {
          x = event.clientX;
          y = event.clientY;
          settle();
        },
        { signal },
      );
      area.addEventListener(
        'pointermove',
        (event) => {
          if (Math.abs(event.clientX - x) + Math.abs(event.clientY - y) < SENSITIVITY_PX) return;
          x = event.clientX;
          y = event.clientY;
          clearTimeout(timer);
          settle();
        },
        { signal },
      );
      area.addEventListener(
        'pointerleave',
        () => {
          clearTimeout(timer);
          if (!area.contains(document.activeElement)) set(false);
        },
        { signal },
      );
      area.addEventListener('focusin', () => set(true), { signal });
      area.addEventListener(
        'focusout',
        (event) => {
          if (!area.contains(event.relatedTarget as Node | null)) set(false);
        },
        { signal },
      );
      stops.set(icon, () => {
        clearTimeout(timer);
        controller.abort();
        set(false);
      });
    };
    const add = (added: readonly HTMLElement[]) => {
      for (const host of added) if (host.matches('[data-icon_hover]') && !stops.has(host)) watch(host);
    };
    add(hosts.current());
    // The overlays take their hidden state at once (a style read), and from now on fade.
    for (const host of hosts.current())
      for (const hover of host.querySelectorAll('.hover')) getComputedStyle(hover).opacity;
    const root = document.documentElement;
    const hadReady = root.classList.contains(READY);
    root.classList.add(READY);
    const unsubscribe = hosts.subscribe((added, removed) => {
      for (const host of removed) {
        stops.get(host)?.();
        stops.delete(host);
      }
      add(added);
    });
    return () => {
      unsubscribe();
      for (const stop of stops.values()) stop();
      stops.clear();
      if (!hadReady) root.classList.remove(READY);
    };
  },
};
