import type { JQueryCollection, JQueryLike } from '../../loader/contract';
import { awaitsWidget, emitCountdownEvent, queueUntilMounted, registerTimer, timerFor } from './instances';
import {
  CountdownTimer,
  DEFAULT_TIMER_OPTIONS,
  TIMER_METHODS,
  type TimerMethod,
  type TimerOptions,
} from './timer';

const IDENTIFIER = /^[$A-Z_][0-9A-Z_$]*$/i;
const INSTALLED = Symbol.for('wp-widgets.countdown');

function isMethod(value: unknown): value is TimerMethod {
  return typeof value === 'string' && (TIMER_METHODS as readonly string[]).includes(value);
}

type Callback = (this: HTMLElement, event: unknown) => void;

/**
 * `$(el).countdown(finalDate[, options | callback])` and `$(el).countdown('<method>', ...)`, as in The Final
 * Countdown 2.2: a method name runs it, anything that is not an identifier is a new final date (and restarts),
 * any other identifier throws "Method foo does not exist on jQuery.countdown". A callback listens to update,
 * stoped and finish. The plugin renders nothing itself: the callback (or markup widget) does.
 */
export function installJQuery(jQuery: JQueryLike): void {
  const existing = jQuery.fn.countdown as { [INSTALLED]?: true } | undefined;
  if (existing?.[INSTALLED]) return;

  const create = (element: HTMLElement, finalDate: unknown, second: unknown) => {
    let options: TimerOptions = DEFAULT_TIMER_OPTIONS;
    if (typeof second === 'function') {
      jQuery(element).on('update.countdown stoped.countdown finish.countdown', second as Callback);
    } else if (typeof second === 'object' && second !== null) {
      options = { ...DEFAULT_TIMER_OPTIONS, ...(second as Partial<TimerOptions>) };
    }
    let forget = () => {};
    const timer = new CountdownTimer(
      element,
      finalDate,
      { ...options, defer: true },
      (event) => emitCountdownEvent(element, event),
      () => forget(),
    );
    forget = registerTimer(element, timer);
    if (!options.defer) timer.start();
  };

  const call = (element: HTMLElement, args: unknown[]) => {
    const timer = timerFor(element);
    const [method, ...rest] = args;
    if (!timer) {
      create(element, method, rest[0]);
    } else if (isMethod(method)) {
      (timer[method] as (...values: unknown[]) => void)(...rest);
    } else if (!IDENTIFIER.test(String(method))) {
      timer.setFinalDate(method);
      timer.start();
    } else {
      jQuery.error(`Method ${String(method)} does not exist on jQuery.countdown`);
    }
  };

  const plugin = function (this: JQueryCollection, ...args: unknown[]): JQueryCollection {
    return this.each(function () {
      if (!timerFor(this) && awaitsWidget(this)) queueUntilMounted(this, () => call(this, args));
      else call(this, args);
    });
  };
  Object.defineProperty(plugin, INSTALLED, { value: true });
  jQuery.fn.countdown = plugin;
}
