import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Priority } from '../../loader/scheduler';

// The visible strategy keeps one IntersectionObserver for every element, made on first use: imported afresh, so
// that it is this file's fake (the unit test files share their modules: vitest.config.ts).
vi.resetModules();
const { isStrategy, strategies } = await import('../../loader/strategies/index');
const { whenRendered } = await import('../../loader/strategies/rendered');

/** happy-dom's IntersectionObserver never reports; this one reports what a test tells it to. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  report(element: Element, isIntersecting: boolean): void {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** The one observer the visible strategy shares between elements (created on first use, then kept). */
function sharedObserver(): FakeIntersectionObserver {
  const [observer, ...others] = FakeIntersectionObserver.instances;
  expect(others).toEqual([]);
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

let element: HTMLElement;
let start: ReturnType<typeof vi.fn<(priority: Priority) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  element = document.createElement('div');
  document.body.append(element);
  start = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('isStrategy', () => {
  test.each([
    { value: 'now', expected: true },
    { value: 'visible', expected: true },
    { value: 'idle', expected: true },
    { value: 'interaction', expected: true },
    { value: 'NOW', expected: false },
    { value: 'soon', expected: false },
    { value: '', expected: false },
    { value: 'toString', expected: false },
    { value: null, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isStrategy(value)).toBe(expected);
  });
});

describe('now', () => {
  test('starts at once, with high priority', () => {
    strategies.now(element, start);
    expect(start).toHaveBeenCalledExactlyOnceWith('high');
  });
});

describe('idle', () => {
  test('without requestIdleCallback: a 200 ms timeout, low priority', () => {
    strategies.idle(element, start);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledExactlyOnceWith('low');
  });

  test('cancelled before it fires: never starts', () => {
    const cancel = strategies.idle(element, start);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
  });

  test('with requestIdleCallback: waits at most 2 s, and cancels through cancelIdleCallback', () => {
    const callbacks: IdleRequestCallback[] = [];
    const requestIdle = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      callbacks.push(callback);
      return 7;
    });
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    try {
      const cancel = strategies.idle(element, start);
      expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
      callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
      expect(start).toHaveBeenCalledExactlyOnceWith('low');
      cancel();
      expect(cancelIdle).toHaveBeenCalledWith(7);
    } finally {
      vi.stubGlobal('requestIdleCallback', undefined);
      vi.stubGlobal('cancelIdleCallback', undefined);
    }
  });
});

describe('interaction', () => {
  test.each(['pointerover', 'pointerdown', 'focusin', 'touchstart'])(
    '%s starts it once, with high priority',
    (type) => {
      strategies.interaction(element, start);
      element.dispatchEvent(new Event(type, { bubbles: true }));
      element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(start).toHaveBeenCalledExactlyOnceWith('high');
    },
  );

  test('an event on a descendant counts', () => {
    const child = document.createElement('button');
    element.append(child);
    strategies.interaction(element, start);
    child.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
  });

  test('other events and timers do not start it; cancel stops listening', () => {
    const cancel = strategies.interaction(element, start);
    element.dispatchEvent(new Event('click', { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    cancel();
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('visible', () => {
  test('near the viewport: starts with high priority and stops observing', () => {
    strategies.visible(element, start);
    const observer = sharedObserver();
    expect(observer.options).toEqual({ rootMargin: '300px 0px' });
    expect(observer.observed.has(element)).toBe(true);
    observer.report(element, true);
    expect(start).toHaveBeenCalledExactlyOnceWith('high');
    expect(observer.observed.has(element)).toBe(false);
    // The idle fallback was cancelled with it.
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledOnce();
  });

  test('an entry that is not intersecting does not start it', () => {
    strategies.visible(element, start);
    sharedObserver().report(element, false);
    expect(start).not.toHaveBeenCalled();
  });

  test('further down: starts at idle with low priority, and stops observing', () => {
    strategies.visible(element, start);
    vi.advanceTimersByTime(200);
    expect(start).toHaveBeenCalledExactlyOnceWith('low');
    expect(sharedObserver().observed.has(element)).toBe(false);
    sharedObserver().report(element, true);
    expect(start).toHaveBeenCalledOnce();
  });

  test('one observer serves every element', () => {
    const other = document.createElement('div');
    const otherStart = vi.fn();
    strategies.visible(element, start);
    strategies.visible(other, otherStart);
    const observer = sharedObserver();
    expect([...observer.observed]).toEqual(expect.arrayContaining([element, other]));
    observer.report(other, true);
    expect(otherStart).toHaveBeenCalledWith('high');
    expect(start).not.toHaveBeenCalled();
  });

  test('two widgets on one element: coming near starts both, each once, with high priority', () => {
    const second = vi.fn();
    strategies.visible(element, start);
    strategies.visible(element, second);
    sharedObserver().report(element, true);
    expect(start).toHaveBeenCalledExactlyOnceWith('high');
    expect(second).toHaveBeenCalledExactlyOnceWith('high');
    expect(sharedObserver().observed.has(element)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  test('two widgets on one element: cancelling one keeps watching for the other', () => {
    const second = vi.fn();
    const cancelFirst = strategies.visible(element, start);
    strategies.visible(element, second);
    cancelFirst();
    expect(sharedObserver().observed.has(element)).toBe(true);
    sharedObserver().report(element, true);
    expect(second).toHaveBeenCalledExactlyOnceWith('high');
    expect(start).not.toHaveBeenCalled();
    expect(sharedObserver().observed.has(element)).toBe(false);
  });

  test('cancel: neither the observer nor idle starts it', () => {
    const cancel = strategies.visible(element, start);
    cancel();
    expect(sharedObserver().observed.has(element)).toBe(false);
    sharedObserver().report(element, true);
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
  });

  test('without IntersectionObserver: starts at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    try {
      strategies.visible(element, start);
      expect(start).toHaveBeenCalledExactlyOnceWith('high');
    } finally {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    }
  });
});

describe('whenRendered', () => {
  /** A ResizeObserver that reports when a test says the element's box changed. */
  class FakeResizeObserver {
    static last: FakeResizeObserver | null = null;
    readonly observed = new Set<Element>();
    constructor(readonly callback: ResizeObserverCallback) {
      FakeResizeObserver.last = this;
    }
    observe(element: Element): void {
      this.observed.add(element);
    }
    unobserve(element: Element): void {
      this.observed.delete(element);
    }
    disconnect(): void {
      this.observed.clear();
    }
    report(): void {
      if (this.observed.size > 0) this.callback([], this as unknown as ResizeObserver);
    }
  }

  /** An element whose box a test switches on and off (happy-dom lays nothing out). */
  function element(rendered: boolean): { el: HTMLElement; show: () => void } {
    const el = document.createElement('div');
    const state = { rendered };
    el.getClientRects = () => (state.rendered ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
    return {
      el,
      show: () => {
        state.rendered = true;
      },
    };
  }

  beforeEach(() => {
    FakeResizeObserver.last = null;
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.stubGlobal('ResizeObserver', undefined);
  });

  test('a rendered element starts at once, without an observer', () => {
    const then = vi.fn(() => () => {});
    whenRendered(element(true).el, then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakeResizeObserver.last).toBeNull();
  });

  test('a hidden element waits until its box appears, then starts once and stops observing', () => {
    const { el, show } = element(false);
    const cancelled = vi.fn();
    const then = vi.fn(() => cancelled);
    const cancel = whenRendered(el, then);
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    expect(observer.observed.has(el)).toBe(true);
    observer.report();
    expect(then).not.toHaveBeenCalled();
    show();
    observer.report();
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer.observed.size).toBe(0);
    // From then on, cancelling cancels the strategy it started.
    cancel();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  test('cancelled while hidden: it never starts, and observes nothing', () => {
    const { el, show } = element(false);
    const then = vi.fn(() => () => {});
    const cancel = whenRendered(el, then);
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    cancel();
    expect(observer.observed.size).toBe(0);
    show();
    observer.report();
    expect(then).not.toHaveBeenCalled();
  });
});
