import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type CountdownEvent,
  CountdownTimer,
  DEFAULT_TIMER_OPTIONS,
  type TimerOptions,
} from '../../widgets/countdown/timer';

const START = new Date(2020, 5, 15, 12, 0, 0).getTime();

let element: HTMLElement;
let events: CountdownEvent[];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  element = document.createElement('div');
  document.body.append(element);
  events = [];
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  document.body.replaceChildren();
});

function timer(
  finalDate: unknown,
  options: Partial<TimerOptions> = {},
  emit: (event: CountdownEvent, timer: CountdownTimer) => void = () => {},
  onRemove?: () => void,
): CountdownTimer {
  const created: CountdownTimer = new CountdownTimer(
    element,
    finalDate,
    { ...DEFAULT_TIMER_OPTIONS, ...options },
    (event) => {
      events.push(event);
      emit(event, created);
    },
    onRemove,
  );
  return created;
}

const types = () => events.map((event) => event.type);
const count = (type: string) => events.filter((event) => event.type === type).length;

describe('ticking', () => {
  test('the first update arrives one precision interval after start, not at once', () => {
    timer(START + 10_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(99);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(types()).toEqual(['update']);
    expect(events[0]?.offset.seconds).toBe(10);
  });

  test('an update only when the whole seconds left change', () => {
    timer(START + 10_000);
    vi.advanceTimersByTime(3050);
    // 10 at 100 ms, 9 at 1000, 8 at 2000, 7 at 3000.
    expect(events.map((event) => event.offset.totalSeconds)).toEqual([10, 9, 8, 7]);
  });

  test('with precision 2000 there is exactly one update in the first 2000 ms', () => {
    timer(START + 86_400_000, { precision: 2000 });
    vi.advanceTimersByTime(1999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(types()).toEqual(['update']);
  });

  test('defer waits for start()', () => {
    const countdown = timer(START + 10_000, { defer: true });
    vi.advanceTimersByTime(500);
    expect(events).toEqual([]);
    expect(countdown.running).toBe(false);
    countdown.start();
    expect(countdown.running).toBe(true);
    vi.advanceTimersByTime(100);
    expect(types()).toEqual(['update']);
  });

  test('1001 ms left shows 2 seconds (rounded up)', () => {
    timer(START + 1101);
    vi.advanceTimersByTime(100);
    expect(events[0]?.offset.seconds).toBe(2);
  });

  test('the event carries finalDate, elapsed, a copy of the offset and strftime', () => {
    const final = new Date(START + 788_645_000);
    const countdown = timer(final);
    vi.advanceTimersByTime(100);
    const [event] = events;
    expect(event?.type).toBe('update');
    expect(event?.finalDate).toBe(countdown.finalDate);
    expect(event?.finalDate.getTime()).toBe(final.getTime());
    expect(event?.elapsed).toBe(false);
    expect(event?.offset).toMatchObject({ weeks: 1, daysToWeek: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(event?.offset).not.toBe(countdown.offset);
    expect(event?.offset).toEqual(countdown.offset);
    expect(event?.strftime('%w weeks %d days %H:%M:%S')).toBe('01 weeks 02 days 03:04:05');
  });
});

describe('finishing', () => {
  test('final date = now: stoped then finish, exactly once, within 2000 ms', () => {
    const countdown = timer(START);
    vi.advanceTimersByTime(2000);
    expect(types()).toEqual(['stoped', 'finish']);
    expect(countdown.running).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(count('finish')).toBe(1);
  });

  test('a countdown of 2 s: updates, then finish with elapsed true and a zero offset', () => {
    timer(START + 2000);
    vi.advanceTimersByTime(5000);
    expect(types()).toEqual(['update', 'update', 'stoped', 'finish']);
    const finish = events.at(-1);
    expect(finish?.elapsed).toBe(true);
    expect(finish?.offset.totalSeconds).toBe(0);
    expect(finish?.strftime('%S %!S:second,seconds;')).toBe('00 second');
    expect(events[0]?.elapsed).toBe(false);
  });

  test('a past date without elapse finishes at once (after the first skipped tick)', () => {
    timer(START - 60_000);
    vi.advanceTimersByTime(100);
    expect(types()).toEqual(['stoped', 'finish']);
  });

  test('elapse with a past date: one update within 500 ms, elapsed true, counting up', () => {
    const countdown = timer(START - 5000, { elapse: true });
    vi.advanceTimersByTime(500);
    expect(types()).toEqual(['update']);
    expect(events[0]?.elapsed).toBe(true);
    expect(events[0]?.offset.totalSeconds).toBe(5);
    vi.advanceTimersByTime(1000);
    expect(events.at(-1)?.offset.totalSeconds).toBe(6);
    expect(countdown.running).toBe(true);
    expect(count('finish')).toBe(0);
  });

  test('elapse passes zero without finishing', () => {
    timer(START + 2000, { elapse: true });
    vi.advanceTimersByTime(4000);
    expect(count('finish')).toBe(0);
    expect(events.map((event) => [event.offset.totalSeconds, event.elapsed])).toEqual([
      [2, false],
      [1, false],
      [0, true],
      [1, true],
      [2, true],
    ]);
  });

  test('a new date set from a finish handler restarts it: two finishes within 4 s', () => {
    let restarts = 0;
    timer(START + 1000, {}, (event, countdown) => {
      if (event.type === 'finish' && restarts === 0) {
        restarts += 1;
        countdown.setFinalDate(Date.now() + 1000);
        countdown.start();
      }
    });
    vi.advanceTimersByTime(4000);
    expect(count('finish')).toBe(2);
    expect(count('stoped')).toBe(2);
  });
});

describe('stop, toggle, pause, resume', () => {
  test('stop after 550 ms: one update so far; started again, more than 5 in 5 s', () => {
    const countdown = timer(START + 60_000);
    vi.advanceTimersByTime(550);
    countdown.stop();
    expect(types()).toEqual(['update', 'stoped']);
    vi.advanceTimersByTime(2000);
    expect(count('update')).toBe(1);
    countdown.start();
    vi.advanceTimersByTime(5000);
    expect(count('update')).toBeGreaterThan(5);
  });

  test('toggle after 100 ms: one update, none while paused, ticking again after a second toggle', () => {
    const countdown = timer(START + 60_000);
    vi.advanceTimersByTime(100);
    expect(count('update')).toBe(1);
    countdown.toggle();
    expect(countdown.running).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(count('update')).toBe(1);
    countdown.toggle();
    expect(countdown.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(count('update')).toBeGreaterThan(1);
  });

  test.each([
    { method: 'pause', running: false },
    { method: 'resume', running: true },
  ] as const)('$method is an alias', ({ method, running }) => {
    const countdown = timer(START + 60_000, { defer: method === 'resume' });
    countdown[method]();
    expect(countdown.running).toBe(running);
    expect(count('stoped')).toBe(method === 'pause' ? 1 : 0);
  });

  test('halt stops silently', () => {
    const countdown = timer(START + 60_000);
    vi.advanceTimersByTime(100);
    countdown.halt();
    vi.advanceTimersByTime(5000);
    expect(types()).toEqual(['update']);
  });

  test('start twice keeps one interval', () => {
    const countdown = timer(START + 60_000);
    countdown.start();
    countdown.start();
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('removal', () => {
  test('removed from the DOM: the next tick removes it, and no update follows', () => {
    const onRemove = vi.fn();
    const countdown = timer(START + 60_000, {}, undefined, onRemove);
    vi.advanceTimersByTime(100);
    element.remove();
    vi.advanceTimersByTime(5000);
    expect(count('update')).toBe(1);
    expect(onRemove).toHaveBeenCalledOnce();
    expect(countdown.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('remove() stops and calls onRemove once', () => {
    const onRemove = vi.fn();
    const countdown = timer(START + 60_000, {}, undefined, onRemove);
    countdown.remove();
    expect(types()).toEqual(['stoped']);
    expect(onRemove).toHaveBeenCalledOnce();
    expect(countdown.running).toBe(false);
  });
});

describe('dates', () => {
  test('the constructor casts the date, or throws the plugin error', () => {
    expect(timer('2020/10/20 12:34:56', { defer: true }).finalDate.toString()).toContain(
      'Oct 20 2020 12:34:56',
    );
    expect(() => timer('Foo Bar!')).toThrowError("Couldn't cast `Foo Bar!` to a date object.");
  });

  test('setFinalDate casts, and a bad value leaves the date as it was', () => {
    const countdown = timer(START + 60_000, { defer: true });
    countdown.setFinalDate('2021/01/02');
    expect(countdown.finalDate.getTime()).toBe(new Date(2021, 0, 2).getTime());
    expect(() => countdown.setFinalDate('soon')).toThrowError("Couldn't cast `soon` to a date object.");
    expect(countdown.finalDate.getTime()).toBe(new Date(2021, 0, 2).getTime());
  });

  test('snapshot reads the offset at a given time without emitting', () => {
    const countdown = timer(START + 90_000, { defer: true });
    expect(countdown.snapshot(START + 30_000)).toMatchObject({
      totalSeconds: 60,
      elapsed: false,
      offset: { minutes: 1, seconds: 0 },
    });
    expect(countdown.snapshot(START + 90_000).elapsed).toBe(true);
    expect(events).toEqual([]);
  });
});

describe('out of view', () => {
  const types = () => events.map((event) => event.type);

  test('no ticks while out of view; back in view, the time left at once, then ticking again', () => {
    const countdown = timer(new Date(START + 60_000));
    vi.advanceTimersByTime(1000);
    const before = events.length;
    countdown.setInView(false);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(events.length).toBe(before);
    countdown.setInView(true);
    expect(events.length).toBe(before + 1);
    expect(events.at(-1)?.offset.totalSeconds).toBe(49);
    vi.advanceTimersByTime(1000);
    expect(events.length).toBe(before + 2);
  });

  test('out of view it still finishes at zero, on time, exactly once', () => {
    const countdown = timer(new Date(START + 5000));
    countdown.setInView(false);
    vi.advanceTimersByTime(4900);
    expect(types()).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(types()).toEqual(['stoped', 'finish']);
    expect(countdown.running).toBe(false);
    countdown.setInView(true);
    vi.advanceTimersByTime(5000);
    expect(types()).toEqual(['stoped', 'finish']);
  });

  test('a final date months away is reached in steps setTimeout can hold', () => {
    const countdown = timer(new Date(START + 60 * 24 * 3600_000));
    countdown.setInView(false);
    vi.advanceTimersByTime(30 * 24 * 3600_000);
    expect(types()).toEqual(['update']);
    vi.advanceTimersByTime(30 * 24 * 3600_000 + 200);
    expect(types().at(-1)).toBe('finish');
  });

  test('elapsing out of view sets no timer at all', () => {
    const countdown = timer(new Date(START - 1000), { elapse: true });
    countdown.setInView(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
