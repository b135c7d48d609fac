import type { StrategyFn } from './index';

export const now: StrategyFn = (_element, start) => {
  start('high');
  return () => {};
};
