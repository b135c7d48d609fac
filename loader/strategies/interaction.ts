import type { StrategyFn } from './strategy-fn';

/** The first sign a visitor is about to use the widget; the triggering event is not replayed. */
const EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

export const interaction: StrategyFn = (element, start) => {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    start('high');
  };
  for (const type of EVENTS) {
    element.addEventListener(type, fire, { once: true, passive: true, signal: controller.signal });
  }
  return () => controller.abort();
};
