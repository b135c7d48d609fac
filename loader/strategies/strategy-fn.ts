import type { Priority } from '../scheduler';

/**
 * One mount strategy: calls `start` once, when the element should mount; returns a function that cancels the
 * wait. Its own file, so each strategy and the table of them (`index.ts`) import it without a circle.
 */
export type StrategyFn = (element: Element, start: (priority: Priority) => void) => () => void;
