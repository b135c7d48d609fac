import { jqueryOnPage } from '../../loader/contract';
import { dispatchContractEvent } from '../../toolkit/dom/contract-events';
import type { CountdownEvent, CountdownTimer } from './timer';

/**
 * Every running countdown on the page, whether a markup widget or created by `$(el).countdown(date)`, so the
 * plugin API controls both. The plugin's `countdown-instance` jQuery data key is kept for code that reads it.
 */
const DATA_KEY = 'countdown-instance';
/** Forgotten timers leave no slot behind: countdowns mounted and unmounted a thousand times do not grow it. */
const timers = new Map<number, CountdownTimer>();
const numbers = new WeakMap<Element, number>();
let nextNumber = 0;

export function timerFor(element: Element): CountdownTimer | undefined {
  const number = numbers.get(element);
  return number === undefined ? undefined : timers.get(number);
}

/** Registers a timer for its element; the returned function forgets it. */
export function registerTimer(element: Element, timer: CountdownTimer): () => void {
  const number = nextNumber++;
  timers.set(number, timer);
  numbers.set(element, number);
  jqueryOnPage()?.data(element, DATA_KEY, number);
  return () => {
    if (numbers.get(element) !== number) return;
    timers.delete(number);
    numbers.delete(element);
    jqueryOnPage()?.removeData(element, DATA_KEY);
  };
}

/** `countdown:update|finish|stoped` natively; `update.countdown` (and so on) to jQuery listeners. */
export function emitCountdownEvent(element: Element, event: CountdownEvent): void {
  dispatchContractEvent(element, {
    native: `countdown:${event.type}`,
    detail: event,
    jquery: `${event.type}.countdown`,
    jqueryProps: {
      finalDate: event.finalDate,
      elapsed: event.elapsed,
      offset: event.offset,
      strftime: event.strftime,
    },
  });
}
