import { useLayoutEffect, useRef, useState } from 'react';

/** The theme retried its start after 2 and 12 seconds (specification §9): then it shows, loaded or not. */
export const RETRY_MS = [2000, 12000] as const;

export interface ReadySetup {
  /** Every image of the slides; the first is the one that must be ready before the slider shows. */
  readonly images: readonly HTMLImageElement[];
  /** Lays the slider out again (images that arrived late have their size). */
  readonly onRetry: () => void;
  /** One image could not be loaded (called once, for the first). */
  readonly onBroken: (image: HTMLImageElement) => void;
}

function settled(image: HTMLImageElement): boolean {
  return image.complete;
}

/**
 * Whether the slider may show: its first image is loaded (or failed: the server's broken image shows, as it
 * would have without the widget), or 2 seconds have passed. The layout is refreshed at 2 and 12 seconds, as
 * the theme retried its start, so late images neither keep the slider hidden nor leave it laid out wrong.
 */
export function useReady({ images, onRetry, onBroken }: ReadySetup): boolean {
  const first = images[0];
  const [ready, setReady] = useState(() => !first || settled(first));
  const callbacks = useRef({ onRetry, onBroken });
  callbacks.current = { onRetry, onBroken };

  useLayoutEffect(() => {
    const controller = new AbortController();
    let reported = false;
    const broken = (image: HTMLImageElement) => {
      if (reported) return;
      reported = true;
      callbacks.current.onBroken(image);
    };
    for (const image of images) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) broken(image);
      else image.addEventListener('error', () => broken(image), { signal: controller.signal });
    }
    if (first && !settled(first)) {
      const show = () => setReady(true);
      first.addEventListener('load', show, { signal: controller.signal });
      first.addEventListener('error', show, { signal: controller.signal });
    }
    const timers = RETRY_MS.map((delay) =>
      setTimeout(() => {
        setReady(true);
        callbacks.current.onRetry();
      }, delay),
    );
    controller.signal.addEventListener('abort', () => {
      for (const timer of timers) clearTimeout(timer);
    });
    return () => controller.abort();
  }, [images, first]);

  return ready;
}
