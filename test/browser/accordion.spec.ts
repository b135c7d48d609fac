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
 * The FAQ accordion on /shortcodes/ (`div.ioa_accordion#accordion-faq`, jQuery UI accordion in the theme):
 * a WAI-ARIA accordion whose headings hold buttons, one section open at a time (not collapsible, so the open
 * one is aria-disabled), sliding over 300 ms, with the theme's classes and its down/up icon swap.
 */

const ACCORDION = '#accordion-faq';
const QUESTIONS = ['How long does delivery take?', 'Can I return an item?', 'Do you ship abroad?'] as const;
/** jQuery UI's accordion animation. */
const SLIDE_MS = 300;

function button(page: Page, index: number) {
  return page.locator(ACCORDION).getByRole('button', { name: QUESTIONS[index] ?? '', exact: true });
}

function panel(page: Page, index: number) {
  return page.locator(`${ACCORDION} > .accordion-body`).nth(index);
}

/** Checks that exactly section `open` is expanded: ARIA states, the theme's classes and icons, visibility. */
async function expectOpen(page: Page, open: number): Promise<void> {
  const accordion = page.locator(ACCORDION);
  for (const index of QUESTIONS.keys()) {
    const expanded = index === open;
    const header = accordion.locator('> h3').nth(index);
    await expect(button(page, index)).toHaveAttribute('aria-expanded', String(expanded));
    // Not collapsible: the open section's button cannot close it, and says so.
    if (expanded) await expect(button(page, index)).toHaveAttribute('aria-disabled', 'true');
    else await expect(button(page, index)).not.toHaveAttribute('aria-disabled');
    if (expanded) await expect(header).toHaveClass(/(^| )ui-accordion-header-active( |$)/);
    else await expect(header).not.toHaveClass(/(^| )ui-accordion-header-active( |$)/);
    const icon = header.locator('i');
    await expect(icon).toHaveClass(expanded ? /(^| )up-diricon-( |$)/ : /(^| )down-diricon-( |$)/);
    await expect(icon).not.toHaveClass(expanded ? /down-diricon-/ : /up-diricon-/);
    if (expanded) await expect(panel(page, index)).toBeVisible();
    else await expect(panel(page, index)).toBeHidden();
  }
  // Closed panels leave the accessibility tree; the open one is a region named by its heading's button.
  await expect(accordion.getByRole('region')).toHaveCount(1);
  await expect(accordion.getByRole('region', { name: QUESTIONS[open] ?? '', exact: true })).toBeVisible();
}

test(
  'each heading holds a button that controls its region; the first section is open',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, ACCORDION, 'accordion');
    const accordion = page.locator(ACCORDION);
    for (const [index, question] of QUESTIONS.entries()) {
      const heading = accordion.getByRole('heading', { level: 3, name: question, exact: true });
      await expect(heading.getByRole('button')).toHaveCount(1);
      const controls = await button(page, index).getAttribute('aria-controls');
      expect(controls).toBeTruthy();
      await expect(panel(page, index)).toHaveAttribute('id', controls ?? '');
      await expect(panel(page, index)).toHaveAttribute('role', 'region');
      await expect(panel(page, index)).toHaveAttribute(
        'aria-labelledby',
        (await button(page, index).getAttribute('id')) ?? '',
      );
      // The icon is decoration.
      await expect(heading.locator('i')).toHaveAttribute('aria-hidden', 'true');
    }
    await expectOpen(page, 0);
  },
);

test(
  'clicking a heading opens its section and closes the open one; the open heading stays open',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, ACCORDION, 'accordion');
    await page.locator(ACCORDION).getByRole('heading', { name: QUESTIONS[1] }).click();
    await expectOpen(page, 1);
    await expect(panel(page, 1)).toHaveText('Yes, within 30 days, unworn and with its label.');
    await button(page, 2).click();
    await expectOpen(page, 2);
    // Not collapsible: clicking the open heading again leaves it open.
    await page.locator(ACCORDION).getByRole('heading', { name: QUESTIONS[2] }).click();
    await expectOpen(page, 2);
  },
);

test(
  'keyboard: Tab reaches each header button; arrows, Home and End move focus; Enter and Space open',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, ACCORDION, 'accordion');
    // The open tab panel is the last Tab stop before the accordion, once the tabs have made it one.
    await mounted(page, '#tabs-product', 'tabs');
    await page.locator('#tab-description').focus();
    await page.keyboard.press('Tab');
    await expect(button(page, 0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button(page, 1)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button(page, 0)).toBeFocused();

    // Arrows move focus only.
    await page.keyboard.press('ArrowDown');
    await expect(button(page, 1)).toBeFocused();
    await expectOpen(page, 0);
    await page.keyboard.press('Enter');
    await expectOpen(page, 1);
    await expect(button(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(button(page, 2)).toBeFocused();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    await expectOpen(page, 2);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    // Wraps at both ends.
    await page.keyboard.press('ArrowDown');
    await expect(button(page, 0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(button(page, 2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(button(page, 0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(button(page, 2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(button(page, 1)).toBeFocused();
    // The open section is locked: Enter on it keeps it open.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectOpen(page, 2);
    // Focus never moved the open section.
    await page.keyboard.press('Home');
    await expectOpen(page, 2);
  },
);

test('sections slide over 300 ms: the new one opens as the old one closes', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, ACCORDION, 'accordion');
  await runEffects(page);
  const first = panel(page, 0);
  const second = panel(page, 1);
  const firstFull = await heightOf(first);
  expect(firstFull).toBeGreaterThan(0);

  await button(page, 1).click();
  // The state is announced at once; the slide follows.
  await expect(button(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(SLIDE_MS / 2);
  const opening = await heightOf(second);
  const closing = await heightOf(first);
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();

  await page.clock.runFor(SLIDE_MS / 2 + FRAME_MS);
  await expect(first).toBeHidden();
  await expect(second).toBeVisible();
  const secondFull = await heightOf(second);
  // Halfway through the swing easing: half of each height (the last frame may be one frame earlier).
  expect(opening).toBeGreaterThan(secondFull * 0.35);
  expect(opening).toBeLessThanOrEqual(secondFull * 0.5 + 0.5);
  expect(closing).toBeGreaterThanOrEqual(firstFull * 0.5 - 0.5);
  expect(closing).toBeLessThan(firstFull * 0.65);
  // The slide leaves no inline height or overflow behind.
  expect(await inlineStyleOf(second)).toBe('');
  await expectOpen(page, 1);
});

test('with reduced motion a section opens and closes at once', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, ACCORDION, 'accordion');
  await runEffects(page);
  await button(page, 2).click();
  // No time passes: every check below holds at the moment of the click.
  await expect(panel(page, 0)).toBeHidden();
  expect(await inlineStyleOf(panel(page, 2))).toBe('');
  expect(await heightOf(panel(page, 2))).toBeGreaterThan(20);
  await expectOpen(page, 2);
});

test('unmounting puts the server markup back exactly', async ({ page, open }) => {
  await open('/shortcodes/');
  await mounted(page, ACCORDION, 'accordion');
  await button(page, 2).click();
  await expectOpen(page, 2);
  await expectRestoredOnUnmount(page, ACCORDION);
  // All three answers show again, and the headings are plain headings.
  for (const index of QUESTIONS.keys()) await expect(panel(page, index)).toBeVisible();
  await expect(page.locator(ACCORDION).getByRole('button')).toHaveCount(0);
});
