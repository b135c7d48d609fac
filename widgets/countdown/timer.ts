import { castToDate } from './cast-date';
import { computeOffset, type Offset, secondsLeft } from './offset';
import { strftime } from './strftime';

export type CountdownEventType = 'update' | 'finish' | 'stoped';

/** What the plugin put on its jQuery event object, and what native listeners get as `detail`. */
export interface CountdownEvent {
  readonly type: CountdownEventType;
  readonly finalDate: Date;
  readonly elapsed: boolean;
  readonly offset: Offset;
  strftime(format: string): string;
}

export interface TimerOptions {
  /** Milliseconds between ticks. */
  readonly precision: number;
  /** Keep counting (up) after the final date instead of finishing. */
  readonly elapse: boolean;
  /** Wait for `start()`. */
  readonly defer: boolean;
}

/** The longest delay setTimeout keeps (2^31 - 1 ms). */
const MAX_DELAY_MS = 2_147_483_647;

export const DEFAULT_TIMER_OPTIONS: TimerOptions = { precision: 100, elapse: false, defer: false };

/** The methods `$(el).countdown('<name>', ...)` may call. */
export const TIMER_METHODS = [
  'start',
  'stop',
  'toggle',
  'pause',
  'resume',
  'remove',
  'setFinalDate',
  'update',
] as const;
export type TimerMethod = (typeof TIMER_METHODS)[number];

/**
 * The Final Countdown's ticking, without jQuery: a tick every `precision` ms, an event only when the whole
 * seconds left change, and at zero `stoped` then `finish`, exactly once. As in the plugin (HEAD), the tick at
 * start is skipped, so the first `update` arrives one precision interval after it. A countdown the widget
 * reports out of view (`setInView`) skips its ticks until it is back, but still finishes on time.
 */
export class CountdownTimer {
  finalDate: Date;
  elapsed = false;
  offset: Offset;
  private ticking = false;
  private inView = true;
  private interval: ReturnType<typeof setInterval> | null = null;
  private wake: ReturnType<typeof setTimeout> | null = null;
  private totalSeconds: number | null = null;
  private firstTick = true;

  constructor(
    private readonly element: Element,
    finalDate: unknown,
    private readonly options: TimerOptions,
    private readonly emit: (event: CountdownEvent) => void,
    /** Called when `remove()` ends this instance, so whoever registered it can forget it. */
    private readonly onRemove: () => void = () => {},
  ) {
    this.finalDate = castToDate(finalDate);
    this.offset = this.snapshot(Date.now()).offset;
    if (!options.defer) this.start();
  }

  get running(): boolean {
    return this.ticking;
  }

  start(): void {
    this.ticking = true;
    this.update();
    this.schedule();
  }

  stop(): void {
    this.halt();
    this.dispatch('stoped');
  }

  toggle(): void {
    if (this.ticking) this.stop();
    else this.start();
  }

  pause(): void {
    this.stop();
  }

  resume(): void {
    this.start();
  }

  remove(): void {
    this.stop();
    this.onRemove();
  }

  setFinalDate(value: unknown): void {
    this.finalDate = castToDate(value);
    if (this.ticking) this.schedule();
  }

  /** Stops ticking without an event: the widget is being unmounted. */
  halt(): void {
    this.ticking = false;
    this.clearTimers();
  }

  /**
   * Out of view, a countdown stops ticking (500 of them ticking every 100 ms would keep the page busy), except
   * that it still finishes at zero on time; back in view it shows the time left at once and ticks again.
   */
  setInView(inView: boolean): void {
    if (this.inView === inView) return;
    this.inView = inView;
    if (!this.ticking) return;
    if (inView) this.update();
    if (this.ticking) this.schedule();
  }

  private clearTimers(): void {
    if (this.interval !== null) clearInterval(this.interval);
    if (this.wake !== null) clearTimeout(this.wake);
    this.interval = null;
    this.wake = null;
  }

  /** The next ticks: every `precision` ms in view; out of view, one at the final date (none when elapsing). */
  private schedule(): void {
    this.clearTimers();
    if (!this.ticking) return;
    if (this.inView) {
      this.interval = setInterval(() => this.update(), this.options.precision);
      return;
    }
    if (this.options.elapse) return;
    // setTimeout's longest delay is about 24.8 days: a later date is reached in steps.
    const left = Math.max(0, this.finalDate.getTime() - Date.now()) + this.options.precision;
    this.wake = setTimeout(
      () => {
        this.update();
        this.schedule();
      },
      Math.min(MAX_DELAY_MS, left),
    );
  }

  /** What the countdown shows at `now`, without ticking or dispatching. */
  snapshot(now: number): { offset: Offset; elapsed: boolean; totalSeconds: number } {
    const totalSeconds = secondsLeft(this.finalDate, now, this.options.elapse);
    return {
      totalSeconds,
      elapsed: now >= this.finalDate.getTime(),
      offset: computeOffset(totalSeconds, this.finalDate, new Date(now)),
    };
  }

  update(): void {
    if (!this.element.isConnected) {
      this.remove();
      return;
    }
    const now = Date.now();
    const { totalSeconds, elapsed, offset } = this.snapshot(now);
    if (this.totalSeconds === totalSeconds || this.firstTick) {
      this.firstTick = false;
      return;
    }
    this.totalSeconds = totalSeconds;
    this.elapsed = elapsed;
    this.offset = offset;
    if (!this.options.elapse && totalSeconds === 0) {
      this.stop();
      this.dispatch('finish');
    } else {
      this.dispatch('update');
    }
  }

  private dispatch(type: CountdownEventType): void {
    const offset = { ...this.offset };
    this.emit({
      type,
      finalDate: this.finalDate,
      elapsed: this.elapsed,
      offset,
      strftime: (format) => strftime(format, offset),
    });
  }
}
