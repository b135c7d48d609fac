import type { Strategy } from '../contract/types';
import type { Priority } from '../scheduler';
import { idle } from './idle';
import { interaction } from './interaction';
import { now } from './now';
import { visible } from './visible';

/** Calls `start` once, when the element should mount; returns a function that cancels the wait. */
export type StrategyFn = (element: Element, start: (priority: Priority) => void) => () => void;

export const strategies: Record<Strategy, StrategyFn> = { now, visible, idle, interaction };

export function isStrategy(value: string | null): value is Strategy {
  return value !== null && Object.hasOwn(strategies, value);
}
