import type { StrategyFn } from './strategy-fn';

/** The longest a widget waits for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

export function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

export const idle: StrategyFn = (_element, start) => onIdle(() => start('low'));
