import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../dom/motion';
import { THEME_REVEAL_OFFSET, whenReached } from '../dom/reveal-line';

export { THEME_REVEAL_OFFSET, whenReached };

/** True from the moment the element reaches the offset line. */
export function useReached(element: Element | null, offset = THEME_REVEAL_OFFSET): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!element || reached) return;
    return whenReached(element, offset, () => setReached(true));
  }, [element, offset, reached]);
  return reached;
}

/**
 * When a reveal effect (a count, a fill) should show: once the element reaches the reveal line, or at once when
 * the visitor prefers reduced motion, since there is then no animation to wait for and its end state shows.
 */
export function useRevealed(element: Element | null, offset = THEME_REVEAL_OFFSET): boolean {
  const [reduced] = useState(prefersReducedMotion);
  return useReached(reduced ? null : element, offset) || reduced;
}

/** Whether some of the element is in the viewport now, kept current (true where IntersectionObserver is missing). */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * True from the moment the element comes within `margin` of the viewport (the loader's own look-ahead), for
 * work worth doing only for what the visitor may scroll to: a third-party API, a large library.
 */
export function useNear(element: Element | null, margin = '300px 0px'): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
