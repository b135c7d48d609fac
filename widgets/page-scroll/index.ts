import type { PageWidget } from '../../loader/contract';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
import { prefersReducedMotion, scrollWindowTo } from '../../toolkit/dom/motion';
import { whenScrolledPast } from '../../toolkit/dom/scroll-line';
import './page-scroll.css';

/** Markup contract §3.3: the compact bar and back-to-top show past 1.5 times the first `.theme-header`'s height. */
const HEADER_FACTOR = 1.5;
/** Behaviour spec point 4: the sidebar header changes colour above 200 px of scroll. */
const SIDE_HEADER_LINE = 200;
/** Behaviour spec point 9: the scroll to the top takes 400 ms. */
const TO_TOP_MS = 400;
const SHOWN = 'wgt-shown';

/** Where focus goes once the page is back at the top: the header (not the compact bar, which is going away). */
function pageTop(): HTMLElement {
  const top =
    document.querySelector<HTMLElement>('.theme-header:not(.compact-bar)') ??
    document.querySelector<HTMLElement>('.super-wrapper') ??
    document.body;
  if (!top.hasAttribute('tabindex')) top.tabIndex = -1;
  return top;
}

/**
 * The page's scroll chrome, one instance for the page: the compact bar (`div.compact-bar`) and back-to-top
 * (`a.back-to-top`) shown past the threshold, the sidebar header (`.sidebar-header`) marked past 200 px, the
 * scroll-down link (`a.scroll-down`) scrolling one window height. Observers only: nothing runs while the page
 * scrolls but the browser's own intersection checks.
 */
export const widget: PageWidget = domPageWidget({
  mount({ changes }) {
    const { signal } = changes;
    const all = (selector: string) => document.querySelectorAll<HTMLElement>(selector);
    const header = document.querySelector<HTMLElement>('.theme-header');
    if (header) {
      const line = whenScrolledPast(
        header.offsetHeight * HEADER_FACTOR,
        (past) => {
          for (const element of all('.compact-bar, a.back-to-top')) element.classList.toggle(SHOWN, past);
        },
        signal,
      );
      // jQuery's height(): the content box, followed as fonts and images settle and on resizes.
      const sizes = new ResizeObserver(
        ([entry]) => entry && line.move(entry.contentRect.height * HEADER_FACTOR),
      );
      sizes.observe(header);
      changes.defer(() => sizes.disconnect());
    }
    if (document.querySelector('.sidebar-header')) {
      whenScrolledPast(
        SIDE_HEADER_LINE,
        (past) => {
          for (const element of all('.sidebar-header')) element.classList.toggle('wgt-scrolled', past);
        },
        signal,
      );
    }

    let stop = () => {};
    changes.on(document, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a.back-to-top, a.scroll-down');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      stop();
      if (link.matches('.scroll-down')) {
        scrollBy({ top: innerHeight, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
        return;
      }
      stop = scrollWindowTo(0, TO_TOP_MS, () => pageTop().focus({ preventScroll: true }));
    });
    // The visitor's own scrolling takes over from the animation.
    for (const type of ['wheel', 'touchstart'] as const) {
      changes.on(window, type, () => stop(), { passive: true });
    }
    changes.defer(() => {
      stop();
      for (const element of all(`.${SHOWN}, .wgt-scrolled`)) element.classList.remove(SHOWN, 'wgt-scrolled');
    });
  },
});
