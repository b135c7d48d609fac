import { onIdle } from './idle';
import type { StrategyFn } from './strategy-fn';

/** How far outside the viewport a widget starts mounting, so it is ready when scrolled to. */
const ROOT_MARGIN = '300px 0px';

/** Per element, the waits on it: one element can carry several widgets, each waiting on its own. */
const waiting = new Map<Element, Set<() => void>>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const fire of [...(waiting.get(entry.target) ?? [])]) fire();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

function watch(element: Element, fire: () => void): void {
  const waits = waiting.get(element);
  if (waits) {
    waits.add(fire);
    return;
  }
  waiting.set(element, new Set([fire]));
  sharedObserver().observe(element);
}

function unwatch(element: Element, fire: () => void): void {
  const waits = waiting.get(element);
  if (!waits?.delete(fire) || waits.size > 0) return;
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
  const near = () => fire('high');
  const cancelIdle = onIdle(() => fire('low'));
  const cancel = () => {
    cancelIdle();
    unwatch(element, near);
  };
  watch(element, near);
  return cancel;
};
