import type { Page } from '@playwright/test';
import { formatCount, valueAt } from '../../widgets/counter/count';
import { BOTH_FLAVOURS, expect, test } from './fixtures';
import {
  expectRestoredOnUnmount,
  FRAME_MS,
  installPausedClock,
  runEffects,
  runUntilMounted,
  scrollTopTo,
} from './widget-helpers';

/**
 * The counters on /shortcodes/ (Appendix B's `.counter[data-start][data-end][data-time][data-step]`, and the
 * 2.5.7 `div.ioa_counter`): each counts from start to end in steps over `time` ms once its top reaches 70% of
 * the viewport (the theme's reveal line), ending exactly on `end`. Screen readers get the end value at once.
 */

interface Counter {
  readonly selector: string;
  readonly start: number;
  readonly end: number;
  readonly time: number;
  readonly step: number;
  readonly decimals: number;
}

const BAGS: Counter = { selector: '#counter-bags', start: 0, end: 12500, time: 2000, step: 50, decimals: 0 };
const RATING: Counter = {
  selector: '#counter-rating',
  start: 0,
  end: 4.8,
  time: 1500,
  step: 0.1,
  decimals: 1,
};
/** `data-start="10" data-end="40"`; no `data-time` / `data-step`: 2000 ms in steps of 1. */
const LEGACY: Counter = { selector: '#counter-legacy', start: 10, end: 40, time: 2000, step: 1, decimals: 0 };
const COUNTERS = [BAGS, RATING, LEGACY];
/** The page's `<html lang>`. */
const LOCALE = 'en-US';
/**
 * A count starts at the moment its element is reached (React) or at the next frame (preact runs effects
 * after a frame), and the number shown is the one of the last frame: it lags the clock by up to three frames.
 */
const LAG_MS = 3 * FRAME_MS;

const format = (counter: Counter, value: number) => formatCount(value, counter.decimals, LOCALE);

/** What the visitor sees: the running number (the end value beside it is for screen readers only). */
function shown(page: Page, counter: Counter) {
  return page.locator(`${counter.selector} > [aria-hidden="true"]`);
}

/** The number shown, checked to be one `count.ts` gives between `elapsed - LAG_MS` and `elapsed` ms. */
async function expectCountAt(page: Page, counter: Counter, elapsed: number): Promise<number> {
  const { start, end, step, time } = counter;
  const text = (await shown(page, counter).textContent()) ?? '';
  const value = Number(text.replaceAll(',', ''));
  const lowest = valueAt(start, end, step, (elapsed - LAG_MS) / time);
  const highest = valueAt(start, end, step, elapsed / time);
  expect(value, `${counter.selector} after ${elapsed} ms`).toBeGreaterThanOrEqual(lowest);
  expect(value, `${counter.selector} after ${elapsed} ms`).toBeLessThanOrEqual(highest);
  // A whole number of steps from the start, shown with the step's decimals.
  const steps = Math.abs(value - start) / step;
  expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
  expect(text).toBe(format(counter, value));
  return value;
}

async function openCounters(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await installPausedClock(page);
  await open('/shortcodes/');
  for (const counter of COUNTERS) await runUntilMounted(page, counter.selector, 'counter');
  await runEffects(page);
}

test('a counter shows its start value until its top reaches 70% of the viewport', async ({ page, open }) => {
  await openCounters(page, open);
  for (const counter of COUNTERS)
    await expect(shown(page, counter)).toHaveText(format(counter, counter.start));
  // Time alone does not start them.
  await page.clock.runFor(5000);
  for (const counter of COUNTERS)
    await expect(shown(page, counter)).toHaveText(format(counter, counter.start));

  // In the viewport but below the theme's reveal line: still waiting.
  await scrollTopTo(page, BAGS.selector, 0.8);
  await expect(page.locator(BAGS.selector)).toBeInViewport();
  await page.clock.runFor(3000);
  await expect(shown(page, BAGS)).toHaveText('0');

  // Above the line: it counts; the rating, lower on the page and still below the line, waits.
  await scrollTopTo(page, BAGS.selector, 0.65);
  await page.clock.runFor(500);
  await expectCountAt(page, BAGS, 500);
  await expect(shown(page, RATING)).toHaveText('0.0');
});

test(
  'screen readers get the end value from the start, not the running number',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openCounters(page, open);
    await expect(page.getByText('Bags sold:')).toMatchAriaSnapshot('- paragraph: "Bags sold: 12,500"');
    await expect(page.getByText('Average rating:')).toMatchAriaSnapshot('- paragraph: "Average rating: 4.8"');
    await scrollTopTo(page, LEGACY.selector, 0.5);
    await page.clock.runFor(1000);
    await expect(shown(page, BAGS)).not.toHaveText('12,500');
    await expect(page.getByText('Bags sold:')).toMatchAriaSnapshot('- paragraph: "Bags sold: 12,500"');
  },
);

test(
  'it counts in whole steps over data-time and ends exactly on data-end',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openCounters(page, open);
    // Every counter's top above the line at once: they start together.
    await scrollTopTo(page, LEGACY.selector, 0.5);

    await page.clock.runFor(1000);
    for (const counter of COUNTERS) {
      const value = await expectCountAt(page, counter, 1000);
      // Mid-way: neither where it started nor where it ends.
      expect(value).toBeGreaterThan(counter.start);
      expect(value).toBeLessThan(counter.end);
    }

    // The rating (1500 ms) has finished; the others (2000 ms) have not.
    await page.clock.runFor(950);
    await expect(shown(page, RATING)).toHaveText('4.8');
    await expectCountAt(page, BAGS, 1950);
    await expectCountAt(page, LEGACY, 1950);
    await expect(shown(page, BAGS)).not.toHaveText('12,500');

    await page.clock.runFor(50 + LAG_MS);
    await expect(shown(page, BAGS)).toHaveText('12,500');
    await expect(shown(page, RATING)).toHaveText('4.8');
    await expect(shown(page, LEGACY)).toHaveText('40');
    // And it stays there.
    await page.clock.runFor(5000);
    await expect(shown(page, BAGS)).toHaveText('12,500');
  },
);

test('with reduced motion the end values show at once, without waiting to be scrolled to', async ({
  page,
  open,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openCounters(page, open);
  // Nothing to animate, so nothing to wait for: the end state from the first frame, far below the fold too.
  await expect(shown(page, BAGS)).toHaveText('12,500');
  await expect(shown(page, RATING)).toHaveText('4.8');
  await expect(shown(page, LEGACY)).toHaveText('40');
});

test('unmounting mid-count puts the server markup back exactly, and the count stops', async ({
  page,
  open,
}) => {
  await openCounters(page, open);
  await scrollTopTo(page, LEGACY.selector, 0.5);
  await page.clock.runFor(700);
  await expect(shown(page, BAGS)).not.toHaveText('0');
  await expectRestoredOnUnmount(page, BAGS.selector);
  await expect(page.locator(BAGS.selector)).toHaveText('12500');
  await page.clock.runFor(3000);
  await expect(page.locator(BAGS.selector)).toHaveText('12500');

  // A finished one too; the empty 2.5.7 counter is empty again.
  await expect(shown(page, RATING)).toHaveText('4.8');
  await expectRestoredOnUnmount(page, RATING.selector);
  await expectRestoredOnUnmount(page, LEGACY.selector);
  await expect(page.locator(LEGACY.selector)).toBeEmpty();
});
