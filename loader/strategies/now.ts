import type { StrategyFn } from './strategy-fn';

export const now: StrategyFn = (_element, start) => {
  start('high');
  return () => {};
};
