import type { Strategy } from '../contract/types';
import { idle } from './idle';
import { interaction } from './interaction';
import { now } from './now';
import type { StrategyFn } from './strategy-fn';
import { visible } from './visible';

export const strategies: Record<Strategy, StrategyFn> = { now, visible, idle, interaction };

export function isStrategy(value: string | null): value is Strategy {
  return value !== null && Object.hasOwn(strategies, value);
}
