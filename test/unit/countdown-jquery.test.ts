import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installJQuery } from '../../widgets/countdown/jquery-plugin';
import jQuery, { type TestJQueryCollection, type TestJQueryEvent } from './helpers/jquery.js';

const START = new Date(2020, 5, 15, 12, 0, 0).getTime();

let $el: TestJQueryCollection;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  (globalThis as { jQuery?: unknown }).jQuery = jQuery;
  installJQuery(jQuery);
  $el = jQuery('<div class="countdown"></div>').appendTo(document.body);
});

afterEach(() => {
  // Removed elements end their timers on the next tick, as in the plugin.
  document.body.replaceChildren();
  vi.advanceTimersByTime(1000);
  vi.useRealTimers();
  jQuery(document).off();
  delete (globalThis as { jQuery?: unknown }).jQuery;
});

/** Records the jQuery events a handler receives. */
function recorder() {
  const received: TestJQueryEvent[] = [];
  const handler = vi.fn(function (this: HTMLElement, event: TestJQueryEvent) {
    received.push(event);
  });
  return { received, handler, types: () => received.map((event) => event.type) };
}

describe('installJQuery', () => {
  test('the test page has a real jQuery', () => {
    expect(jQuery.fn.jquery).toBe('3.7.1');
    expect(typeof jQuery.fn.countdown).toBe('function');
  });

  test('installs once: a second call keeps the same plugin', () => {
    const first = jQuery.fn.countdown;
    installJQuery(jQuery);
    expect(jQuery.fn.countdown).toBe(first);
  });
});

describe('$(el).countdown(date, callback)', () => {
  test('the callback hears update, then stoped and finish, with the event properties', () => {
    const { received, handler, types } = recorder();
    $el.countdown(START + 2000, handler);
    expect(received).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(types()).toEqual(['update']);
    vi.advanceTimersByTime(3000);
    expect(types()).toEqual(['update', 'update', 'stoped', 'finish']);
    const [update] = received;
    expect(update?.namespace).toBe('countdown');
    expect(update?.elapsed).toBe(false);
    expect((update?.finalDate as Date | undefined)?.getTime()).toBe(START + 2000);
    expect(update?.offset).toMatchObject({ seconds: 2, totalSeconds: 2 });
    expect((update?.strftime as ((format: string) => string) | undefined)?.('%S %!S:second,seconds;')).toBe(
      '02 seconds',
    );
    expect(received.at(-1)?.elapsed).toBe(true);
    expect(handler.mock.contexts[0]).toBe($el[0]);
  });

  test.each([
    { case: 'a Date', input: new Date(2020, 7, 8, 9, 10, 11), shown: 'Aug 08 2020 09:10:11' },
    { case: 'a number', input: new Date(2020, 8, 9, 10, 11, 12).getTime(), shown: 'Sep 09 2020 10:11:12' },
    { case: 'a string of ms', input: String(new Date(2020, 8, 9, 10, 11, 12).getTime()), shown: 'Sep 09' },
    { case: 'YYYY/MM/DD HH:MM:SS', input: '2020/10/20 12:34:56', shown: 'Oct 20 2020 12:34:56' },
    { case: 'YYYY-MM-DD HH:MM:SS', input: '2020-10-20 12:34:56', shown: 'Oct 20 2020 12:34:56' },
    { case: 'YYYY/MM/DD', input: '2020/10/20', shown: 'Oct 20 2020 00:00:00' },
    { case: 'MM/DD/YYYY', input: '11/22/2020', shown: 'Nov 22 2020 00:00:00' },
  ])('event.finalDate from $case', ({ input, shown }) => {
    const { received, handler } = recorder();
    $el.countdown(input, handler);
    vi.advanceTimersByTime(100);
    expect(String(received[0]?.finalDate)).toContain(shown);
  });

  test('options: precision 2000 gives exactly one update in 2000 ms', () => {
    const { handler } = recorder();
    $el.on('update.countdown', handler).countdown(START + 86_400_000, { precision: 2000 });
    vi.advanceTimersByTime(2000);
    expect(handler).toHaveBeenCalledOnce();
  });

  test('options: defer waits for countdown("start")', () => {
    const { handler } = recorder();
    $el.on('update.countdown', handler).countdown(START + 60_000, { defer: true });
    vi.advanceTimersByTime(500);
    expect(handler).not.toHaveBeenCalled();
    $el.countdown('start');
    vi.advanceTimersByTime(100);
    expect(handler).toHaveBeenCalledOnce();
  });

  test('options: elapse with a past date, one update within 500 ms with elapsed true', () => {
    const { received, types } = recorder();
    $el.on('update.countdown finish.countdown', (event) => received.push(event));
    $el.countdown(START - 10_000, { elapse: true });
    vi.advanceTimersByTime(500);
    expect(types()).toEqual(['update']);
    expect(received[0]?.elapsed).toBe(true);
  });

  test('finish with final date = now fires exactly once', () => {
    const { handler } = recorder();
    $el.on('finish.countdown', handler).countdown(new Date());
    vi.advanceTimersByTime(2000);
    expect(handler).toHaveBeenCalledOnce();
  });

  test('listeners on document, bound before init, hear update then finish', () => {
    const { received } = recorder();
    jQuery(document).on('update.countdown finish.countdown', (event) => received.push(event));
    $el.countdown(START + 2000);
    vi.advanceTimersByTime(5000);
    expect(received.map((event) => [event.type, event.elapsed])).toEqual([
      ['update', false],
      ['update', false],
      ['finish', true],
    ]);
    expect(received[0]?.target).toBe($el[0]);
  });

  test('listeners on document, bound after init, hear them too', () => {
    const { received } = recorder();
    $el.countdown(START + 2000);
    jQuery(document).on('update.countdown finish.countdown', (event) => received.push(event));
    vi.advanceTimersByTime(5000);
    expect(received.map((event) => event.type)).toEqual(['update', 'update', 'finish']);
  });

  test('event leaking and collision: click handlers are untouched, a plain trigger has no namespace', () => {
    const click = vi.fn();
    const update = recorder();
    $el
      .countdown(START + 5000)
      .on('click', click)
      .on('update.countdown', update.handler);
    vi.advanceTimersByTime(500);
    expect(click).not.toHaveBeenCalled();
    expect(update.received.map((event) => event.namespace)).toEqual(['countdown']);
    $el.trigger('click');
    expect(click).toHaveBeenCalledOnce();
    expect(update.handler).toHaveBeenCalledOnce();
    // A trigger without the namespace reaches the namespaced handler too.
    $el.trigger('update');
    expect(update.received.map((event) => event.namespace)).toEqual(['countdown', '']);
  });

  test('listeners on a parent and deferred invocation', () => {
    const { received } = recorder();
    $el.countdown(START + 5000, { defer: true });
    jQuery(document).on('update.countdown finish.countdown', (event) => received.push(event));
    vi.advanceTimersByTime(500);
    expect(received).toEqual([]);
    $el.countdown('start');
    vi.advanceTimersByTime(500);
    // 5 s left at 600 ms (the start tick is skipped), 4 s at 1000 ms.
    expect(received.map((event) => [event.type, event.namespace, event.elapsed])).toEqual([
      ['update', 'countdown', false],
      ['update', 'countdown', false],
    ]);
    vi.advanceTimersByTime(5000);
    expect(received.at(-1)).toMatchObject({ type: 'finish', namespace: 'countdown', elapsed: true });
  });

  test('called on several elements, each gets its own instance', () => {
    const $two = jQuery('<div></div><div></div>').appendTo(document.body);
    $two.countdown(START + 60_000);
    const numbers = [jQuery($two[0]).data('countdown-instance'), jQuery($two[1]).data('countdown-instance')];
    expect(numbers.every((number) => typeof number === 'number')).toBe(true);
    expect(numbers[0]).not.toBe(numbers[1]);
  });
});

describe('errors', () => {
  test('countdown("Foo Bar!") throws the cast error', () => {
    expect(() => $el.countdown('Foo Bar!')).toThrowError("Couldn't cast `Foo Bar!` to a date object.");
  });

  test('countdown() without a date throws', () => {
    expect(() => jQuery('<div/>').countdown()).toThrowError("Couldn't cast `undefined` to a date object.");
  });

  test.each(['foo', 'Foo', '$bar', '_baz1'])('an unknown method %s throws', (name) => {
    $el.countdown(START + 60_000);
    expect(() => $el.countdown(name)).toThrowError(`Method ${name} does not exist on jQuery.countdown`);
  });
});

describe('methods on an existing instance', () => {
  test('stop after 550 ms: one update; start again, more than 5 updates after 5 s', () => {
    const { handler, types } = recorder();
    $el.countdown(START + 60_000, handler);
    vi.advanceTimersByTime(550);
    $el.countdown('stop');
    expect(types()).toEqual(['update', 'stoped']);
    $el.countdown('start');
    vi.advanceTimersByTime(5000);
    expect(types().filter((type) => type === 'update').length).toBeGreaterThan(5);
  });

  test('toggle after 100 ms pauses; the count is unchanged a second later', () => {
    const { handler } = recorder();
    $el.on('update.countdown', handler).countdown(START + 60_000);
    vi.advanceTimersByTime(100);
    $el.countdown('toggle');
    expect(handler).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(handler).toHaveBeenCalledOnce();
    $el.countdown('toggle');
    vi.advanceTimersByTime(1000);
    expect(handler.mock.calls.length).toBeGreaterThan(1);
  });

  test.each([
    { method: 'pause', updatesAfter: 0 },
    { method: 'resume', updatesAfter: 3 },
  ])('$method', ({ method, updatesAfter }) => {
    const { handler } = recorder();
    $el.on('update.countdown', handler).countdown(START + 60_000, { defer: method === 'resume' });
    $el.countdown(method);
    vi.advanceTimersByTime(2000);
    expect(handler).toHaveBeenCalledTimes(updatesAfter);
  });

  test('a value that is not an identifier is a new date, and restarts', () => {
    const { received } = recorder();
    $el.on('update.countdown', (event) => received.push(event)).countdown(START + 60_000);
    vi.advanceTimersByTime(100);
    $el.countdown('2020/06/15 12:00:10');
    expect(received.map((event) => event.offset)).toMatchObject([{ totalSeconds: 60 }, { totalSeconds: 10 }]);
    expect((received[1]?.finalDate as Date | undefined)?.getTime()).toBe(START + 10_000);
  });

  test('setFinalDate changes the date without restarting', () => {
    const { received } = recorder();
    $el.on('update.countdown', (event) => received.push(event)).countdown(START + 60_000, { defer: true });
    $el.countdown('setFinalDate', START + 5000);
    $el.countdown('start');
    vi.advanceTimersByTime(100);
    expect(received[0]?.offset).toMatchObject({ totalSeconds: 5 });
  });

  test('a new date set from a finish handler restarts: two finishes within 4 s (issue #38)', () => {
    const twoSecondsFromNow = () => Date.now() + 2000;
    const finishes = vi.fn(() => {
      if (finishes.mock.calls.length < 2) $el.countdown(twoSecondsFromNow());
    });
    $el.countdown(twoSecondsFromNow()).on('finish.countdown', finishes);
    vi.advanceTimersByTime(4000);
    expect(finishes).toHaveBeenCalledTimes(2);
  });

  test('calling it again with a new date: later events carry the new date', () => {
    const { received } = recorder();
    $el.countdown('2020/10/20').on('update.countdown', (event) => received.push(event));
    vi.advanceTimersByTime(500);
    $el
      .off('update.countdown')
      .countdown('2021/10/20')
      .on('update.countdown', (event) => received.push(event));
    vi.advanceTimersByTime(500);
    expect(received.map((event) => String(event.finalDate).slice(4, 15))).toEqual([
      'Oct 20 2020',
      'Oct 20 2021',
    ]);
  });

  test("remove: data('countdown-instance') becomes undefined, and a new call starts afresh", () => {
    $el.countdown(START + 60_000);
    expect(typeof $el.data('countdown-instance')).toBe('number');
    $el.countdown('remove');
    expect($el.data('countdown-instance')).toBeUndefined();
    // No instance any more: 'foo' is read as a date again, not as a method.
    expect(() => $el.countdown('foo')).toThrowError("Couldn't cast `foo` to a date object.");
  });

  test('removing the element from the DOM: no further updates, and the instance is gone', () => {
    const { handler } = recorder();
    $el.on('update.countdown', handler).countdown(START + 60_000);
    vi.advanceTimersByTime(100);
    expect(handler).toHaveBeenCalledOnce();
    $el[0]?.remove();
    vi.advanceTimersByTime(5000);
    expect(handler).toHaveBeenCalledOnce();
    expect($el.data('countdown-instance')).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('events reach jQuery and native listeners once each, under different names', () => {
  test('update.countdown once per change for jQuery, countdown:update for native listeners', () => {
    const element = $el[0] as HTMLElement;
    const jqueryUpdate = vi.fn();
    const jqueryPlain = vi.fn();
    const nativeUpdate = vi.fn();
    const nativeNamespaced = vi.fn();
    const nativeOnDocument = vi.fn();
    $el.on('update.countdown', jqueryUpdate).on('countdown:update', jqueryPlain);
    element.addEventListener('update', nativeUpdate);
    element.addEventListener('countdown:update', nativeNamespaced);
    document.addEventListener('countdown:update', nativeOnDocument);
    $el.countdown(START + 60_000);
    vi.advanceTimersByTime(2050);
    document.removeEventListener('countdown:update', nativeOnDocument);

    // Changes at 100 ms (60), 1000 ms (59) and 2000 ms (58).
    expect(jqueryUpdate).toHaveBeenCalledTimes(3);
    expect(nativeNamespaced).toHaveBeenCalledTimes(3);
    expect(nativeOnDocument).toHaveBeenCalledTimes(3);
    expect(nativeUpdate).not.toHaveBeenCalled();
    // A jQuery handler bound to the native name hears the native event, once.
    expect(jqueryPlain).toHaveBeenCalledTimes(3);

    const native = nativeNamespaced.mock.calls[0]?.[0] as CustomEvent<{ type: string; offset: unknown }>;
    expect(native).toBeInstanceOf(CustomEvent);
    expect(native.bubbles).toBe(true);
    expect(native.detail.type).toBe('update');
    expect(native.detail.offset).toMatchObject({ totalSeconds: 60 });
  });

  test.each(['stoped', 'finish'])('%s reaches both worlds once', (type) => {
    const jquery = vi.fn();
    const native = vi.fn();
    $el.on(`${type}.countdown`, jquery);
    $el[0]?.addEventListener(`countdown:${type}`, native);
    $el.countdown(START + 1000);
    vi.advanceTimersByTime(3000);
    expect(jquery).toHaveBeenCalledOnce();
    expect(native).toHaveBeenCalledOnce();
  });
});
