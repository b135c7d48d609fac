import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import {
  expectRestoredOnUnmount,
  FRAME_MS,
  heightOf,
  inlineStyleOf,
  installPausedClock,
  runEffects,
} from './widget-helpers';

/**
 * The two toggles on /shortcodes/: "Care instructions" (`div.toggle-body.collapse`, closed) and "Warranty"
 * (`.open`). Each title is a WAI-ARIA disclosure button; it slides its body (jQuery's 400 ms slideToggle),
 * swaps the plus/minus icon and keeps the theme's `open` / `collapse` classes in step.
 */

const CARE = '#toggle-care';
const WARRANTY = '#toggle-warranty';
/** jQuery's slideToggle. */
const SLIDE_MS = 400;

function title(page: Page, name: 'Care instructions' | 'Warranty') {
  return page.getByRole('button', { name, exact: true });
}

/** Checks a toggle's state: ARIA, the icon, the body's classes and visibility. */
async function expectToggle(page: Page, host: string, expanded: boolean): Promise<void> {
  const body = page.locator(`${host} > .toggle-body`);
  const bodyId = await body.getAttribute('id');
  const button = page.locator(`${host} > .toggle-title`);
  await expect(button).toHaveAttribute('role', 'button');
  await expect(button).toHaveAttribute('aria-expanded', String(expanded));
  await expect(button).toHaveAttribute('aria-controls', bodyId ?? '');
  const icon = button.locator('i');
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  await expect(icon).toHaveClass(expanded ? /(^| )minusicon-( |$)/ : /(^| )plus-1icon-( |$)/);
  await expect(icon).not.toHaveClass(expanded ? /plus-1icon-/ : /minusicon-/);
  await expect(body).toHaveClass(expanded ? /(^| )open( |$)/ : /(^| )collapse( |$)/);
  await expect(body).not.toHaveClass(expanded ? /(^| )collapse( |$)/ : /(^| )open( |$)/);
  if (expanded) await expect(body).toBeVisible();
  else await expect(body).toBeHidden();
}

test(
  'each toggle title is a disclosure button reflecting the server state',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, `${CARE} > .toggle-title`, 'toggle');
    await mounted(page, `${WARRANTY} > .toggle-title`, 'toggle');
    await expect(title(page, 'Care instructions')).toHaveAttribute('aria-controls', 'toggle-care-body');
    await expect(title(page, 'Warranty')).toHaveAttribute('aria-controls', 'toggle-warranty-body');
    await expectToggle(page, CARE, false);
    await expectToggle(page, WARRANTY, true);
  },
);

test(
  'clicking a title opens and closes its body, without following the link',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, `${CARE} > .toggle-title`, 'toggle');
    await mounted(page, `${WARRANTY} > .toggle-title`, 'toggle');
    const before = page.url();
    await title(page, 'Care instructions').click();
    await expectToggle(page, CARE, true);
    await expect(page.locator('#toggle-care-body')).toHaveText('Brush off dirt; re-wax once a year.');
    // Toggles are independent of each other.
    await expectToggle(page, WARRANTY, true);
    await title(page, 'Care instructions').click();
    await expectToggle(page, CARE, false);
    await title(page, 'Warranty').click();
    await expectToggle(page, WARRANTY, false);
    expect(page.url()).toBe(before);
  },
);

test(
  'keyboard: Tab reaches the titles; Enter and Space toggle them without scrolling',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, `${CARE} > .toggle-title`, 'toggle');
    await mounted(page, `${WARRANTY} > .toggle-title`, 'toggle');
    // The accordion's last header button is the Tab stop before the toggles.
    await page.getByRole('button', { name: 'Do you ship abroad?' }).focus();
    await page.keyboard.press('Tab');
    await expect(title(page, 'Care instructions')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToggle(page, CARE, true);
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    await expectToggle(page, CARE, false);
    await page.keyboard.press(' ');
    await expectToggle(page, CARE, true);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await expect(title(page, 'Care instructions')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(title(page, 'Warranty')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToggle(page, WARRANTY, false);
  },
);

test('the body slides open and closed over 400 ms', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, `${CARE} > .toggle-title`, 'toggle');
  await runEffects(page);
  const body = page.locator('#toggle-care-body');

  await title(page, 'Care instructions').click();
  // The state is announced at once; the body slides.
  await expect(title(page, 'Care instructions')).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(SLIDE_MS / 2);
  const opening = await heightOf(body);
  await page.clock.runFor(SLIDE_MS / 2 + FRAME_MS);
  const full = await heightOf(body);
  expect(full).toBeGreaterThan(20);
  // Halfway through jQuery's swing: half the height (the last frame may be one frame earlier).
  expect(opening).toBeGreaterThan(full * 0.35);
  expect(opening).toBeLessThanOrEqual(full * 0.5 + 0.5);
  expect(await inlineStyleOf(body)).toBe('');
  await expectToggle(page, CARE, true);

  await title(page, 'Care instructions').click();
  await expect(title(page, 'Care instructions')).toHaveAttribute('aria-expanded', 'false');
  await page.clock.runFor(SLIDE_MS / 2);
  const closing = await heightOf(body);
  expect(closing).toBeGreaterThanOrEqual(full * 0.5 - 0.5);
  expect(closing).toBeLessThan(full * 0.65);
  await expect(body).toBeVisible();
  await page.clock.runFor(SLIDE_MS / 2 + FRAME_MS);
  await expectToggle(page, CARE, false);
});

test('with reduced motion the body opens and closes at once', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, `${CARE} > .toggle-title`, 'toggle');
  await runEffects(page);
  const body = page.locator('#toggle-care-body');
  await title(page, 'Care instructions').click();
  // No time passes: the body is fully open at the moment of the click.
  expect(await inlineStyleOf(body)).toBe('');
  expect(await heightOf(body)).toBeGreaterThan(20);
  await expectToggle(page, CARE, true);
  await title(page, 'Care instructions').click();
  await expectToggle(page, CARE, false);
});

test('unmounting puts the server markup back exactly, whatever state the visitor left', async ({
  page,
  open,
}) => {
  await open('/shortcodes/');
  await mounted(page, `${CARE} > .toggle-title`, 'toggle');
  await mounted(page, `${WARRANTY} > .toggle-title`, 'toggle');
  await title(page, 'Care instructions').click();
  await title(page, 'Warranty').click();
  await expectToggle(page, CARE, true);
  await expectToggle(page, WARRANTY, false);
  await expectRestoredOnUnmount(page, CARE);
  await expectRestoredOnUnmount(page, WARRANTY);
  // The server's own state shows again: care closed (by the theme's CSS), warranty open.
  await expect(page.locator('#toggle-care-body')).toBeHidden();
  await expect(page.locator('#toggle-warranty-body')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Warranty' })).toHaveCount(0);
});
