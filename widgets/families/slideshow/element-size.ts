import { useLayoutEffect, useState } from 'react';

export interface ElementSize {
  readonly width: number;
  readonly height: number;
}

/** The element's rendered size (its border box), kept current by a ResizeObserver; 0x0 while it is hidden. */
export function useElementSize(element: Element | null): ElementSize {
  const [size, setSize] = useState<ElementSize>(() => measure(element));
  useLayoutEffect(() => {
    if (!element) return;
    setSize(measure(element));
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      const next = measure(element);
      setSize((now) => (now.width === next.width && now.height === next.height ? now : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

function measure(element: Element | null): ElementSize {
  if (!element) return { width: 0, height: 0 };
  const { width, height } = element.getBoundingClientRect();
  return { width: Math.round(width), height: Math.round(height) };
}
