/**
 * Waits until the element is rendered (it has a box: neither it nor an ancestor is `display: none`), then calls
 * `then`, whose cancel the returned function calls from then on. A theme's responsive stylesheet hides some
 * parts at some widths (Limitless hides the sticky contact panel below 480 px, the sticky sidebar and the grid
 * filter below 768 px, with `!important`); a widget on such a part mounts when a resize shows it, never working
 * behind the stylesheet's back. A ResizeObserver reports an element's box appearing, whatever showed it.
 */
export function whenRendered(element: Element, then: () => () => void): () => void {
  const rendered = () => element.getClientRects().length > 0;
  if (rendered() || typeof ResizeObserver !== 'function') return then();
  let waiting = true;
  let cancel = () => {
    waiting = false;
    observer.disconnect();
  };
  const observer = new ResizeObserver(() => {
    if (!waiting || !rendered()) return;
    waiting = false;
    observer.disconnect();
    cancel = then();
  });
  observer.observe(element);
  return () => cancel();
}
