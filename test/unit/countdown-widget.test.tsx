import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ElementWidget, Teardown } from '../../loader/contract/types';
import { ReportedError } from '../../toolkit/dom/options';
import { installJQuery, widget } from '../../widgets/countdown/index';
import { type FakeContext, fakeContext } from './helpers/context';
import jQuery from './helpers/jquery.js';

const START = new Date(2026, 10, 22, 10, 0, 0).getTime();
const SERVER = '<p id="sale" class="sale" data-widget="countdown">Ends on <b>31 December</b>.</p>';

let host: HTMLElement;
let serverHtml: string;
let ctx: FakeContext;
let teardown: Teardown | null;

beforeEach(() => {
  // Only the clock and the timer's interval are fake: React and preact schedule their own work.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
  document.body.innerHTML = SERVER;
  host = document.getElementById('sale') as HTMLElement;
  serverHtml = host.outerHTML;
  ctx = fakeContext('countdown', 'wgt1');
  teardown = null;
});

afterEach(() => {
  if (teardown) act(() => teardown?.());
  vi.useRealTimers();
  delete (globalThis as { jQuery?: unknown }).jQuery;
  document.body.replaceChildren();
});

function mount(attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  act(() => {
    teardown = (widget as ElementWidget).mount(host, ctx);
  });
}

function tick(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}

describe('the countdown widget', () => {
  test('shows weeks, days, hours, minutes and seconds from the first render, and ticks', () => {
    // 98 days 23 hours = 14 weeks 0 days 23 hours.
    mount({ 'data-date': '2027/03/01 09:00:00' });
    expect(host.textContent).toBe('14 weeks 00 days 23 hours 00 minutes 00 seconds');
    expect(host.getAttribute('role')).toBe('timer');
    tick(61_000);
    expect(host.textContent).toBe('14 weeks 00 days 22 hours 58 minutes 59 seconds');
    expect(ctx.fail).not.toHaveBeenCalled();
  });

  test.each([
    { seconds: 1, text: '00 weeks 00 days 00 hours 00 minutes 01 second' },
    { seconds: 3600 + 60 + 1, text: '00 weeks 00 days 01 hour 01 minute 01 second' },
    { seconds: 8 * 86400, text: '01 week 01 day 00 hours 00 minutes 00 seconds' },
  ])('singular labels for 1: $seconds s', ({ seconds, text }) => {
    mount({ 'data-date': String(START + seconds * 1000) });
    expect(host.textContent).toBe(text);
  });

  test.each([
    { format: '%D %!D:day,days; %H:%M:%S', date: '2026/12/31 23:59:59', text: '39 days 13:59:59' },
    { format: '%-H:%M', date: '2026/11/22 13:05:00', text: '3:05' },
    { format: '100%% %S', date: '2026/11/22 10:00:05', text: '100% 05' },
  ])('data-format="$format"', ({ format, date, text }) => {
    mount({ 'data-date': date, 'data-format': format });
    expect(host.textContent).toBe(text);
  });

  test('a day-first date (first number over 12)', () => {
    mount({ 'data-date': '31/12/2026 23:59:59', 'data-format': '%D' });
    expect(host.textContent).toBe('39');
  });

  test('finishes: is-finished, zeros, and countdown:finish once', () => {
    const finish = vi.fn();
    host.addEventListener('countdown:finish', finish);
    mount({ 'data-date': String(START + 2000), 'data-format': '%S' });
    expect(host.classList.contains('is-finished')).toBe(false);
    tick(5000);
    expect(host.textContent).toBe('00');
    expect(host.classList.contains('is-finished')).toBe(true);
    expect(finish).toHaveBeenCalledOnce();
  });

  test('a past date without elapse is finished from the first render', () => {
    mount({ 'data-date': '2026/06/30' });
    expect(host.classList.contains('is-finished')).toBe(true);
    expect(host.textContent).toBe('00 weeks 00 days 00 hours 00 minutes 00 seconds');
  });

  test('data-elapse counts up after the date and never finishes', () => {
    const finish = vi.fn();
    host.addEventListener('countdown:finish', finish);
    mount({ 'data-date': String(START - 10_000), 'data-elapse': 'true', 'data-format': '%T' });
    expect(host.textContent).toBe('10');
    tick(2000);
    expect(host.textContent).toBe('12');
    expect(host.classList.contains('is-finished')).toBe(false);
    expect(finish).not.toHaveBeenCalled();
  });

  test('native listeners hear countdown:update with the event as detail', () => {
    const update = vi.fn();
    host.addEventListener('countdown:update', update);
    mount({ 'data-date': String(START + 60_000) });
    tick(100);
    expect(update).toHaveBeenCalledOnce();
    expect((update.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toMatchObject({
      type: 'update',
      elapsed: false,
      offset: { totalSeconds: 60 },
    });
  });

  test('unmounting puts the server HTML back and stops the timer', () => {
    const update = vi.fn();
    host.addEventListener('countdown:update', update);
    mount({ 'data-date': String(START + 60_000) });
    act(() => teardown?.());
    teardown = null;
    expect(host.outerHTML).toBe(
      serverHtml.replace('data-widget="countdown"', `data-widget="countdown" data-date="${START + 60_000}"`),
    );
    tick(5000);
    expect(update).not.toHaveBeenCalled();
  });

  test.each<{ attributes: Record<string, string>; message: string }>([
    { attributes: {}, message: 'data-date is missing; the server HTML is left as it is.' },
    { attributes: { 'data-date': '' }, message: 'data-date is empty; the server HTML is left as it is.' },
  ])(
    'a missing or empty date: one error, the server HTML untouched ($message)',
    ({ attributes, message }) => {
      expect(() => mount(attributes)).toThrowError(ReportedError);
      expect(ctx.error).toHaveBeenCalledExactlyOnceWith(host, message);
      expect(host.innerHTML).toBe('Ends on <b>31 December</b>.');
    },
  );

  test('a date that cannot be cast: one error naming the attribute, value and the plugin message', () => {
    expect(() => mount({ 'data-date': '2020-10-20T12:34:56' })).toThrowError(ReportedError);
    expect(ctx.error).toHaveBeenCalledOnce();
    expect(ctx.error.mock.calls[0]?.[1]).toBe(
      'data-date="2020-10-20T12:34:56" is not a date: Couldn\'t cast `2020-10-20T12:34:56` to a date object; the server HTML is left as it is.',
    );
  });

  test('a bad data-elapse: a warning, and counting down', () => {
    mount({ 'data-date': String(START + 5000), 'data-elapse': 'sometimes', 'data-format': '%S' });
    expect(ctx.warn).toHaveBeenCalledOnce();
    expect(host.textContent).toBe('05');
  });
});

describe('the jQuery API controls a markup countdown', () => {
  beforeEach(() => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    installJQuery(jQuery);
  });

  test('stop, start and a new date through $(el).countdown; jQuery handlers hear update.countdown', () => {
    const updates = vi.fn();
    jQuery(host).on('update.countdown', updates);
    mount({ 'data-date': String(START + 60_000), 'data-format': '%T' });
    expect(typeof jQuery(host).data('countdown-instance')).toBe('number');
    tick(100);
    expect(updates).toHaveBeenCalledOnce();
    act(() => jQuery(host).countdown('stop'));
    tick(5000);
    expect(updates).toHaveBeenCalledOnce();
    expect(host.textContent).toBe('60');
    act(() => jQuery(host).countdown(String(START + 5100 + 30_000)));
    expect(host.textContent).toBe('30');
    expect(() => jQuery(host).countdown('foo')).toThrowError('Method foo does not exist on jQuery.countdown');
  });

  test("countdown('remove') ends the instance: no data, and unmounting afterwards is clean", () => {
    mount({ 'data-date': String(START + 60_000) });
    act(() => jQuery(host).countdown('remove'));
    expect(jQuery(host).data('countdown-instance')).toBeUndefined();
    act(() => teardown?.());
    teardown = null;
    expect(host.innerHTML).toBe('Ends on <b>31 December</b>.');
  });

  test('unmounting forgets the instance', () => {
    mount({ 'data-date': String(START + 60_000) });
    act(() => teardown?.());
    teardown = null;
    expect(jQuery(host).data('countdown-instance')).toBeUndefined();
  });
});
