import { useLayoutEffect, useState } from 'react';
import { useInView } from '../../../toolkit/react/in-view';

export interface HoldSetup {
  /** The gallery holds while the pointer is over this element (its image); null: no hover hold. */
  readonly hoverTarget: HTMLElement | null;
}

export interface Hold {
  /** Autoplay waits: keyboard focus inside, the pointer over the hover target, or out of view. */
  readonly held: boolean;
  /** Some of it is in the viewport (its background videos play only then). */
  readonly inView: boolean;
  /** The visitor pressed Play: keyboard focus already inside no longer holds (until it leaves and comes back). */
  release(): void;
}

/**
 * When a carousel's autoplay waits, as the WAI-ARIA carousel pattern and the theme ask: while keyboard focus is
 * inside (a mouse click on a control does not count), while the pointer is over the gallery's image, and while
 * the carousel is out of view.
 */
export function useHold(host: HTMLElement, { hoverTarget }: HoldSetup): Hold {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const inView = useInView(host);

  useLayoutEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    host.addEventListener(
      'focusin',
      (event) => {
        if (event.target instanceof Element && event.target.matches(':focus-visible')) setFocused(true);
      },
      { signal },
    );
    host.addEventListener(
      'focusout',
      (event) => {
        if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) setFocused(false);
      },
      { signal },
    );
    return () => controller.abort();
  }, [host]);

  useLayoutEffect(() => {
    if (!hoverTarget) return;
    const controller = new AbortController();
    hoverTarget.addEventListener('pointerenter', () => setHovered(true), { signal: controller.signal });
    hoverTarget.addEventListener('pointerleave', () => setHovered(false), { signal: controller.signal });
    return () => {
      controller.abort();
      setHovered(false);
    };
  }, [hoverTarget]);

  return { held: focused || hovered || !inView, inView, release: () => setFocused(false) };
}
