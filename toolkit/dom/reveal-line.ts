/**
 * The reveal line without React, for widgets that are plain DOM (the reveal animations): `in-view.ts`'s hooks
 * are built on it.
 */

/**
 * The theme's reveal offset: an effect starts when the element's top reaches this fraction of the viewport
 * height (Waypoints' `offset: '70%'`), or at once if it is already above it.
 */
export const THEME_REVEAL_OFFSET = 0.7;

/** Calls back once, when the element first reaches the offset line; returns a function that cancels. */
export function whenReached(element: Element, offset: number, callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const lineY = (entry.rootBounds?.height ?? innerHeight) * offset;
      if (entry.isIntersecting || entry.boundingClientRect.top < lineY) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: `0px 0px ${-Math.round((1 - offset) * 100)}% 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
