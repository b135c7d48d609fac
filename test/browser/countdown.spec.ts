import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { afterIntersectionUpdate, installPausedClock, runEffects } from './widget-helpers';

const NOW = new Date('2026-11-22T10:00:00');

/**
 * The countdowns on a clock stopped at NOW: each shows its first value for NOW however long the page took to
 * load, and keeps it for the 100 ms its effects take to run (the seconds left are rounded up).
 */
async function openCountdowns(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await installPausedClock(page, NOW);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
}

test(
  'a countdown shows weeks, days, hours, minutes and seconds, and ticks',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openCountdowns(page, open);
    const launch = page.locator('#launch-countdown');
    // 2027-03-01 09:00 minus 2026-11-22 10:00 = 98 days 23 hours = 14 weeks 0 days 23 hours.
    await expect(launch).toHaveText('14 weeks 00 days 23 hours 00 minutes 00 seconds');
    await expect(launch).toHaveAttribute('role', 'timer');
    await page.clock.runFor(61_000);
    await expect(launch).toHaveText('14 weeks 00 days 22 hours 58 minutes 59 seconds');
  },
);

test('formats, day-first dates, counting up and finished countdowns', async ({ page, open }) => {
  await openCountdowns(page, open);
  await mounted(page, '#sale-countdown', 'countdown');
  // data-date="31/12/2026 23:59:59": a first number over 12 is the day.
  await expect(page.locator('#sale-countdown')).toHaveText('39 days 13:59:59');
  // data-elapse: counting up since 15 January 2026, 00:00.
  await expect(page.locator('#since-countdown')).toHaveText('311 days, 10 hours');
  // A date already past shows zeros and is marked finished.
  await expect(page.locator('#over-countdown')).toHaveText('00 weeks 00 days 00 hours 00 minutes 00 seconds');
  await expect(page.locator('#over-countdown')).toHaveClass(/is-finished/);
});

test(
  'update then finish reach jQuery listeners once each, with the plugin event, and native listeners too',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openCountdowns(page, open);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as { log?: string[] }).log = log;
      const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
      // Delegated from the document, as themes listen; only the countdown added here is followed.
      $(document).on('update.countdown finish.countdown stoped.countdown', (event: JQueryEventLike) => {
        if (event.target.id === 'soon') log.push(`jq:${event.type}:${event.strftime('%S')}:${event.elapsed}`);
      });
      for (const type of ['countdown:update', 'countdown:finish', 'countdown:stoped']) {
        document.addEventListener(type, (event) => {
          if ((event.target as Element).id !== 'soon') return;
          log.push(
            `native:${type}:${(event as CustomEvent<{ offset: { seconds: number } }>).detail.offset.seconds}`,
          );
        });
      }
      const element = document.createElement('p');
      element.id = 'soon';
      element.dataset.widget = 'countdown';
      element.dataset.date = '2026/11/22 10:00:03';
      document.querySelector('.page-content, .rad-holder')?.append(element);
    });
    await mounted(page, '#soon', 'countdown');
    await page.clock.runFor(6000);
    const log = (await page.evaluate(() => (window as { log?: string[] }).log)) ?? [];
    const jq = log.filter((line) => line.startsWith('jq:'));
    const native = log.filter((line) => line.startsWith('native:'));
    expect(jq.filter((line) => line.startsWith('jq:finish'))).toEqual(['jq:finish:00:true']);
    expect(jq.filter((line) => line.startsWith('jq:stoped'))).toEqual(['jq:stoped:00:true']);
    expect(native.filter((line) => line.includes('finish'))).toEqual(['native:countdown:finish:0']);
    // Each change reaches jQuery listeners once: as many jQuery updates as native ones.
    expect(jq.filter((line) => line.startsWith('jq:update')).length).toBe(
      native.filter((line) => line.includes(':update:')).length,
    );
    expect(jq.indexOf('jq:stoped:00:true')).toBeLessThan(jq.indexOf('jq:finish:00:true'));
    await expect(page.locator('#soon')).toHaveText('00 weeks 00 days 00 hours 00 minutes 00 seconds');
  },
);

test(
  '$(el).countdown() controls a markup countdown: stop, start, a new date, remove',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openCountdowns(page, open);
    const launch = page.locator('#launch-countdown');
    await page.evaluate(() =>
      (window as unknown as { jQuery: JQueryStatic }).jQuery('#launch-countdown').countdown('stop'),
    );
    const stopped = await launch.textContent();
    await page.clock.runFor(5000);
    await expect(launch).toHaveText(stopped ?? '');

    await page.evaluate(() =>
      (window as unknown as { jQuery: JQueryStatic }).jQuery('#launch-countdown').countdown('start'),
    );
    await page.clock.runFor(1000);
    await expect(launch).not.toHaveText(stopped ?? '');

    await page.evaluate(() =>
      (window as unknown as { jQuery: JQueryStatic })
        .jQuery('#launch-countdown')
        .countdown('2026/11/22 12:00:00'),
    );
    await page.clock.runFor(1000);
    await expect(launch).toContainText('01 hour 59 minutes');

    const unknown = await page.evaluate(() => {
      try {
        (window as unknown as { jQuery: JQueryStatic }).jQuery('#launch-countdown').countdown('foo');
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(unknown).toBe('Method foo does not exist on jQuery.countdown');

    const data = await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
      const before = $('#launch-countdown').data('countdown-instance');
      $('#launch-countdown').countdown('remove');
      return [typeof before, typeof $('#launch-countdown').data('countdown-instance')];
    });
    expect(data).toEqual(['number', 'undefined']);
  },
);

test('$(el).countdown(date, callback) works on any element, and bad calls throw the plugin errors', async ({
  page,
  open,
}) => {
  await openCountdowns(page, open);
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
    $('<div id="plain-clock"></div>')
      .appendTo('.rad-holder')
      .countdown('2026/11/22 10:01:00', function (this: HTMLElement, event: JQueryEventLike) {
        $(this).text(event.strftime('%M:%S'));
      });
  });
  await page.clock.runFor(1000);
  await expect(page.locator('#plain-clock')).toHaveText('00:59');
  await page.clock.runFor(59_000);
  await expect(page.locator('#plain-clock')).toHaveText('00:00');

  const errors = await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
    const attempt = (call: () => void) => {
      try {
        call();
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    };
    return [attempt(() => $('<div/>').countdown()), attempt(() => $('<div/>').countdown('Foo Bar!'))];
  });
  expect(errors).toEqual([
    "Couldn't cast `undefined` to a date object.",
    "Couldn't cast `Foo Bar!` to a date object.",
  ]);
});

test('on a page without countdowns, the first $.fn.countdown call loads the widget and is replayed', async ({
  page,
  open,
}) => {
  await installPausedClock(page, NOW);
  await open('/about/');
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
    $('<p id="late-clock"></p>')
      .appendTo('.mutual-content-wrap .page-content')
      .countdown('2026/11/22 10:00:30', function (this: HTMLElement, event: JQueryEventLike) {
        $(this).text(event.strftime('%S seconds'));
      });
  });
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return page.locator('#late-clock').textContent();
    })
    .toMatch(/^\d\d seconds$/);
});

/** The little of jQuery these tests call inside the page. */
interface JQueryEventLike {
  type: string;
  target: Element;
  elapsed: boolean;
  strftime(format: string): string;
}
interface JQueryCollectionLike {
  countdown(...args: unknown[]): JQueryCollectionLike;
  appendTo(target: string): JQueryCollectionLike;
  text(value: string): JQueryCollectionLike;
  on(events: string, handler: (event: JQueryEventLike) => void): JQueryCollectionLike;
  data(key: string): unknown;
}
type JQueryStatic = (target: unknown) => JQueryCollectionLike;

test('a countdown out of view stops ticking (no update events) but still finishes on time', async ({
  page,
  open,
}) => {
  await installPausedClock(page, new Date('2027-03-01T08:59:50'));
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
  await page.evaluate(() => {
    const element = document.getElementById('launch-countdown') as HTMLElement;
    Object.assign(window, { updates: 0, finished: 0 });
    element.addEventListener('countdown:update', () => {
      (window as unknown as { updates: number }).updates += 1;
    });
    element.addEventListener('countdown:finish', () => {
      (window as unknown as { finished: number }).finished += 1;
    });
    // Room to scroll it out of view.
    const room = document.createElement('div');
    room.style.height = '4000px';
    document.body.append(room);
  });
  const updates = () => page.evaluate(() => (window as unknown as { updates: number }).updates);
  await page.clock.runFor(2000);
  expect(await updates()).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await afterIntersectionUpdate(page.locator('#launch-countdown'));
  const before = await updates();
  await page.clock.runFor(3000);
  expect(await updates()).toBe(before);
  // Out of view at 8:59:55, it reaches 9:00 and finishes all the same.
  await page.clock.runFor(6000);
  expect(await page.evaluate(() => (window as unknown as { finished: number }).finished)).toBe(1);
  expect(await updates()).toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterIntersectionUpdate(page.locator('#launch-countdown'));
  await expect(page.locator('#launch-countdown')).toHaveClass(/is-finished/);
});

test('a countdown out of view shows the time left at once when it comes back', async ({ page, open }) => {
  await installPausedClock(page, new Date('2027-02-28T12:00:00'));
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await runEffects(page);
  const seconds = () => page.locator('#launch-countdown .wgt-countdown__value').last().textContent();
  await page.evaluate(() => {
    const room = document.createElement('div');
    room.style.height = '4000px';
    document.body.append(room);
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await afterIntersectionUpdate(page.locator('#launch-countdown'));
  const shownWhenLeft = await seconds();
  await page.clock.runFor(7000);
  expect(await seconds()).toBe(shownWhenLeft);
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterIntersectionUpdate(page.locator('#launch-countdown'));
  // preact runs effects after a frame: the paused clock gives it one.
  await runEffects(page);
  await expect.poll(seconds).not.toBe(shownWhenLeft);
});
