import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { FRAME_MS, heightOf, installPausedClock, runEffects, unmount } from './widget-helpers';

/**
 * The notices on /shortcodes/: two dismissible boxes (`div.ioa_box_wrapper` with an empty `a.close` icon
 * link) and one without a close link. Closing slides the box up (jQuery's 400 ms slideUp) and removes it;
 * keyboard focus moves on to what follows instead of being lost.
 */

const INFO = '#box-info';
const WARNING = '#box-warning';
const PERMANENT = '#box-permanent';
/** jQuery's slideUp. */
const SLIDE_MS = 400;

test(
  'a close icon link is a button named "Close"; a box without one has none',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    for (const box of [INFO, WARNING, PERMANENT]) await mounted(page, box, 'notification-box');
    for (const box of [INFO, WARNING]) {
      const close = page.locator(box).getByRole('button', { name: 'Close', exact: true });
      await expect(close).toHaveCount(1);
      await expect(close).toHaveClass(/(^| )close( |$)/);
    }
    await expect(page.locator(PERMANENT).getByRole('button')).toHaveCount(0);
    await expect(page.locator(PERMANENT)).toBeVisible();
  },
);

test('clicking Close removes the box and only that box', async ({ page, open }) => {
  await open('/shortcodes/');
  await mounted(page, INFO, 'notification-box');
  const before = page.url();
  await page.locator(INFO).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator(INFO)).toHaveCount(0);
  await expect(page.locator(WARNING)).toBeVisible();
  await expect(page.locator(PERMANENT)).toBeVisible();
  // The close link's href="#" is not followed.
  expect(page.url()).toBe(before);
  // Focus, which the click put on the close link, moves on to the next box's close button.
  await expect(page.locator(WARNING).getByRole('button', { name: 'Close' })).toBeFocused();
});

test(
  'keyboard: Enter and Space dismiss; focus moves to the next focusable element',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, INFO, 'notification-box');
    await mounted(page, WARNING, 'notification-box');
    await mounted(page, '#tabs-product', 'tabs');
    const infoClose = page.locator(INFO).getByRole('button', { name: 'Close' });
    const warningClose = page.locator(WARNING).getByRole('button', { name: 'Close' });

    await infoClose.focus();
    await page.keyboard.press('Tab');
    await expect(warningClose).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(infoClose).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.locator(INFO)).toHaveCount(0);
    await expect(warningClose).toBeFocused();

    await page.keyboard.press(' ');
    await expect(page.locator(WARNING)).toHaveCount(0);
    // The permanent box has nothing to focus: the next stop is the open tab.
    await expect(page.getByRole('tab', { name: 'Description' })).toBeFocused();
    expect(page.url()).not.toContain('#');
  },
);

test('focus moves to what the Tab key would reach next, skipping elements out of the tab order', async ({
  page,
  open,
}) => {
  await open('/shortcodes/');
  await mounted(page, WARNING, 'notification-box');
  await mounted(page, '#tabs-product', 'tabs');
  // With the second tab open, the first tab link is out of the tab order (tabindex="-1").
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await page.locator(WARNING).getByRole('button', { name: 'Close' }).press('Enter');
  await expect(page.locator(WARNING)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Specifications' })).toBeFocused();
});

test('the box slides up over 400 ms, then leaves the DOM', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, INFO, 'notification-box');
  await runEffects(page);
  const box = page.locator(INFO);
  const full = await heightOf(box);
  expect(full).toBeGreaterThan(20);
  await box.getByRole('button', { name: 'Close' }).click();

  await page.clock.runFor(SLIDE_MS / 2);
  // Halfway through jQuery's swing: half the height (the last frame may be one frame earlier).
  const half = await heightOf(box);
  expect(half).toBeGreaterThanOrEqual(full * 0.5 - 0.5);
  expect(half).toBeLessThan(full * 0.65);
  await expect(box).toHaveCount(1);

  await page.clock.runFor(SLIDE_MS / 2 - 2 * FRAME_MS);
  await expect(box).toHaveCount(1);
  expect(await heightOf(box)).toBeLessThan(half);

  await page.clock.runFor(3 * FRAME_MS);
  await expect(box).toHaveCount(0);
});

test('with reduced motion the box goes at once', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, WARNING, 'notification-box');
  await runEffects(page);
  await page.locator(WARNING).getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  // No time passes.
  await expect(page.locator(WARNING)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Description' })).toBeFocused();
});

// That unmounting puts each box's server markup back exactly: test/unit/restored-on-unmount.test.tsx.
test('unmounted, the close link is a plain link again', async ({ page, open }) => {
  await open('/shortcodes/');
  await mounted(page, INFO, 'notification-box');
  await mounted(page, PERMANENT, 'notification-box');
  await unmount(page, INFO);
  await unmount(page, PERMANENT);
  const close = page.locator(`${INFO} a.close`);
  await expect(close).not.toHaveAttribute('role');
  await close.click();
  // Nothing listens any more: the browser follows href="#" and the box stays.
  await expect(page).toHaveURL(/#$/);
  await expect(page.locator(INFO)).toBeVisible();
});
