import type { Locator } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { FRAME_MS, installPausedClock } from './widget-helpers';

/** The loading bar and the splash screen (`page-loader`, issue 16) on /splash/, and /chrome-left/ without them. */

/** The splash bar's (or the top bar's) scale, 0 to 1. */
function scaleOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
}

test('the splash creeps to 80% over 60 s, then 1 s after the load completes and hides in 700 ms, with the top bar', async ({
  page,
  flavour,
}) => {
  await installPausedClock(page);
  // The page's image held back: the window has not loaded yet.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/slides/workshop.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/splash/?flavour=${flavour}`, { waitUntil: 'domcontentloaded' });
  await mounted(page, '.splash-screen', 'page-loader');
  const splash = page.locator('.splash-screen');
  const bar = splash.locator('.splash-bar');
  const top = page.locator('#nprogress .bar');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveAttribute('aria-hidden', 'true');
  // The page beneath is there for screen readers from the start.
  await expect(page.getByRole('heading', { name: 'Bags made to last' })).toBeAttached();
  await page.clock.runFor(30_000);
  expect(await scaleOf(bar)).toBeCloseTo(0.4, 2);
  expect(await scaleOf(top)).toBeCloseTo(0.4, 2);
  await page.clock.runFor(40_000);
  expect(await scaleOf(bar)).toBeCloseTo(0.8, 5);
  release();
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.clock.runFor(900);
  await expect(splash).toBeVisible();
  expect(await scaleOf(bar)).toBeCloseTo(0.8, 5);
  await page.clock.runFor(100 + 350);
  const midway = await scaleOf(bar);
  expect(midway).toBeGreaterThan(0.8);
  expect(midway).toBeLessThan(1);
  await page.clock.runFor(350 + FRAME_MS);
  await expect(splash).toBeHidden();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('under reduced motion the splash just goes when the page has loaded, with no top bar', async ({
  page,
  open,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/splash/');
  await mounted(page, '.splash-screen', 'page-loader');
  await expect(page.locator('.splash-screen')).toBeHidden();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('no top bar where .super-wrapper has no-np-loader', async ({ page, open }) => {
  await open('/chrome-left/');
  await mounted(page, '#sidebar', 'sticky-sidebar');
  await expect(page.locator('.super-wrapper')).toHaveClass(/no-np-loader/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('[data-widget-mounted~="page-loader"]')).toHaveCount(0);
});
