import { onIdle } from './idle';
import type { StrategyFn } from './index';

/** How far outside the viewport a widget starts mounting, so it is ready when scrolled to. */
const ROOT_MARGIN = '300px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) waiting.get(entry.target)?.();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

function unobserve(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Near the viewport: mounts first. Further down: when it comes near, or when the page is idle. */
export const visible: StrategyFn = (element, start) => {
  if (typeof IntersectionObserver !== 'function') {
    start('high');
    return () => {};
  }
  const fire = (priority: 'high' | 'low') => {
    cancel();
    start(priority);
  };
  const cancelIdle = onIdle(() => fire('low'));
  const cancel = () => {
    cancelIdle();
    unobserve(element);
  };
  waiting.set(element, () => fire('high'));
  sharedObserver().observe(element);
  return cancel;
};
