import { useLayoutEffect, useRef } from 'react';
import { tween } from '../../toolkit/dom/motion';
import { useInlineStyle } from '../../toolkit/react/server-dom';

/**
 * Fades a server element in (opacity 0 to 1) each time `shown` turns true after the first render, as jQuery's
 * fadeIn did; its own inline opacity is restored on unmount.
 */
export function useFadeIn(element: HTMLElement | null, shown: boolean, duration: number): void {
  const first = useRef(true);
  useInlineStyle(element, ['opacity']);
  useLayoutEffect(() => {
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!shown) return;
    element.style.setProperty('opacity', '0');
    return tween({
      duration,
      onUpdate: (progress) => element.style.setProperty('opacity', String(progress)),
      onDone: () => element.style.removeProperty('opacity'),
    });
  }, [element, shown, duration]);
}
