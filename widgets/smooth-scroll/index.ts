import type { PageWidget } from '../../loader/contract';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { ARROW_STEP, easeOut, SMOOTH_MS, wheelPixels } from './wheel';

/** Where keys belong to the element: form fields, editable text, media and widgets with their own arrows. */
const OWNS_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), video, audio, [role="slider"], [role="listbox"], [role="menu"], [role="tablist"], [role="grid"], [role="tree"]';

/** Whether something between the target and the page scrolls by itself in this direction. */
function insideScrollable(target: EventTarget | null, down: boolean): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node && node !== document.body;
    node = node.parentElement
  ) {
    if (node.scrollHeight <= node.clientHeight) continue;
    if (!/auto|scroll/.test(getComputedStyle(node).overflowY)) continue;
    if (down ? node.scrollTop + node.clientHeight < node.scrollHeight : node.scrollTop > 0) return true;
  }
  return false;
}

/**
 * Smooth wheel scrolling, where the theme option asks for it (`.super-wrapper.smooth-scroll`): each mouse wheel
 * notch glides the page 140 px over 700 ms, and the up and down arrows 50 px. Never under reduced motion, never
 * for a touchpad (its scrolling is smooth already), inside an element that scrolls by itself, or for keys a
 * form field, editable text or a widget uses.
 */
export const widget: PageWidget = domPageWidget({
  mount({ changes }) {
    let target = scrollY;
    let from = scrollY;
    let start = 0;
    let frame = 0;
    const step = () => {
      const progress = Math.min((performance.now() - start) / SMOOTH_MS, 1);
      scrollTo(scrollX, from + (target - from) * easeOut(progress));
      frame = progress < 1 ? requestAnimationFrame(step) : 0;
    };
    const glide = (pixels: number) => {
      const bottom = document.documentElement.scrollHeight - innerHeight;
      target = Math.min(Math.max((frame ? target : scrollY) + pixels, 0), bottom);
      from = scrollY;
      start = performance.now();
      if (!frame) frame = requestAnimationFrame(step);
    };
    changes.on(
      window,
      'wheel',
      (event) => {
        if (event.defaultPrevented || prefersReducedMotion()) return;
        const pixels = wheelPixels({
          deltaX: event.deltaX,
          deltaY: event.deltaY,
          deltaMode: event.deltaMode,
          wheelDeltaY: (event as WheelEvent & { wheelDeltaY?: number }).wheelDeltaY,
          ctrlKey: event.ctrlKey,
        });
        if (pixels === null || insideScrollable(event.target, pixels > 0)) return;
        event.preventDefault();
        glide(pixels);
      },
      { passive: false },
    );
    changes.on(window, 'keydown', (event) => {
      const down = event.key === 'ArrowDown';
      if ((!down && event.key !== 'ArrowUp') || event.defaultPrevented || prefersReducedMotion()) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const element = event.target instanceof Element ? event.target : null;
      if (element?.closest(OWNS_KEYS) || insideScrollable(element, down)) return;
      event.preventDefault();
      glide(down ? ARROW_STEP : -ARROW_STEP);
    });
    changes.defer(() => cancelAnimationFrame(frame));
  },
});
