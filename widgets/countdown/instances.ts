import { FAILED_ATTRIBUTE, globalReporter, jqueryOnPage } from '../../loader/contract';
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

/**
 * Plugin calls made on a countdown printed in the page before its widget mounted (old code that calls in early):
 * applied in order once the widget's timer is registered and started, as they would have been on the original
 * plugin's instance. An element whose widget registered once is the plugin's as before (after `remove`, a call
 * makes a new instance, as in the plugin).
 */
const queued = new WeakMap<Element, Array<() => void>>();
const registeredOnce = new WeakSet<Element>();

/** Whether a plugin call on this element waits for its markup widget, which has not mounted yet. */
export function awaitsWidget(element: Element): boolean {
  return !registeredOnce.has(element) && element.matches('[data-widget~="countdown"]') && !failed(element);
}

function failed(element: Element): boolean {
  return (element.getAttribute(FAILED_ATTRIBUTE) ?? '').split(' ').includes('countdown');
}

/** Queues a call until the element's widget mounts, and asks the loader to mount it now, as the plugin ran at once. */
export function queueUntilMounted(element: HTMLElement, call: () => void): void {
  const calls = queued.get(element);
  if (calls) {
    calls.push(call);
    return;
  }
  queued.set(element, [call]);
  const api = (window as { wpWidgets?: { mount(root?: ParentNode): Promise<void> } }).wpWidgets;
  void api?.mount(element).then(() => {
    // A widget that could not mount (its options said so) takes no calls: they go with it. One that did
    // applies them when its timer starts (an effect, which may run a frame after the mount).
    if (failed(element)) queued.delete(element);
  });
}

/** Applies the calls queued for the element, now that its widget's timer runs. */
export function runQueuedCalls(element: Element): void {
  const calls = queued.get(element);
  queued.delete(element);
  for (const call of calls ?? []) {
    try {
      call();
    } catch (error) {
      // The caller is gone: the plugin's error (an unknown method, a bad date) is said instead of thrown.
      globalReporter().warn(`$.fn.countdown: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Registers a timer for its element; the returned function forgets it. */
export function registerTimer(element: Element, timer: CountdownTimer): () => void {
  registeredOnce.add(element);
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
