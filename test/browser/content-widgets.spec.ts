import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, serverViolations } from './accessibility';
import { expect, mounted, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { expectAccessible, holdAnimations, lookOf, transitionsOf } from './motion-helpers';
import { expectAsThemePrintsIt } from './printed-look';
import {
  afterIntersectionUpdate,
  finishAnimations,
  installPausedClock,
  runUntilMounted,
  untilScrollRests,
} from './widget-helpers';

const WEATHER = [
  ['#weather-rain', 'Rain'],
  ['#weather-partly-day', 'Partly cloudy day'],
  ['#weather-partly-night', 'Partly cloudy night'],
  ['#weather-clear-day', 'Clear day'],
  ['#weather-clear-night', 'Clear night'],
  ['#weather-cloudy', 'Cloudy'],
  ['#weather-fog', 'Fog'],
  ['#weather-sleet', 'Sleet'],
  ['#weather-snow', 'Snow'],
  ['#weather-wind', 'Wind'],
] as const;

/** What each weather canvas shows now, as PNG addresses. */
function pictures(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (list) => list.map((selector) => (document.querySelector(selector) as HTMLCanvasElement).toDataURL()),
    [...selectors],
  );
}

/**
 * Axe with every motion finished, leaving out what the page had as the server printed it: under Limitless the
 * 404 search field's label is hidden by the theme (style.css `div.error-search label { display: none }`).
 */
async function expectAccessibleBesideServer(page: Page): Promise<void> {
  await finishAnimations(page);
  await expectNoSeriousViolations(page, await serverViolations(page));
}

async function openTeam(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/content-widgets/');
  await mounted(page, '#services', 'power-accordion');
  await mounted(page, '#person-ada .person-info-toggle', 'person-toggle');
}

test('a power accordion heading opens its body in a dialog coloured like it; Escape closes and focus comes back', async ({
  page,
  open,
}) => {
  await openTeam(page, open);
  const heading = page.getByRole('button', { name: 'Brand identity' });
  await heading.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Brand identity' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A name, a mark and the rules that keep them together');
  await expect(dialog).toHaveCSS('background-color', 'rgb(26, 95, 168)');
  await expect(dialog).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(dialog).toHaveCSS('width', '450px');
  // Focus is in the dialog, and Tab stays there (the page behind is inert).
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // The copy has no ids: the page's own body keeps its one.
  await expect(page.locator('#brand-body')).toHaveCount(1);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heading).toBeFocused();

  // Another heading: its own colour and body; the close button and a click on the backdrop close it.
  await page.getByRole('button', { name: 'Book design' }).click();
  const books = page.getByRole('dialog', { name: 'Book design' });
  await expect(books).toHaveCSS('background-color', 'rgb(43, 110, 63)');
  await expect(books).toContainText('Covers, interiors');
  await expect(books).not.toContainText('A name, a mark');
  await books.getByRole('button', { name: 'Close' }).click();
  await expect(books).toBeHidden();
  await expect(page.getByRole('button', { name: 'Book design' })).toBeFocused();
  await page.getByRole('button', { name: 'Websites' }).click();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Websites' })).toBeFocused();
});

test('the dialog scales in over its backdrop in 400 ms, and at once under reduced motion', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await openTeam(page, open);
  await page.getByRole('button', { name: 'Websites' }).click();
  const dialog = page.getByRole('dialog');
  expect((await transitionsOf(dialog)).map((t) => [t.property, t.duration])).toEqual([['wgt-power-in', 400]]);
  await finishAnimations(page);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Websites' }).click();
  expect(await transitionsOf(dialog)).toEqual([]);
});

test('the person toggle is a button that shows and hides the description, swapping its icon', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await openTeam(page, open);
  const toggle = page.getByRole('button', { name: 'Ada Brandt' });
  const desc = page.locator('#person-ada .desc');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(desc).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveClass(/cancel-2icon-/);
  await expect(toggle).not.toHaveClass(/info-2icon-/);
  expect((await transitionsOf(desc)).map((t) => [t.property, t.duration])).toEqual([
    ['opacity', 400],
    ['transform', 400],
  ]);
  await finishAnimations(page);
  await expect(desc).toBeVisible();
  expect(await lookOf(desc)).toEqual({ opacity: 0.95, transform: 'matrix(1, 0, 0, 1, 0, 0)' });
  await expectAccessible(page);
  await page.keyboard.press(' ');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveClass(/info-2icon-/);
  await finishAnimations(page);
  await expect(desc).toBeHidden();
  await toggle.click();
  await finishAnimations(page);
  await expect(desc).toBeVisible();
});

test('image frames and hover overlays show on hover and on keyboard focus; social icons take their colour', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await openTeam(page, open);
  await mounted(page, '#frame', 'content-hovers');
  const overlay = page.locator('#frame .hover');
  expect((await lookOf(overlay)).opacity).toBe(0);
  await page.locator('#frame').hover();
  expect((await transitionsOf(overlay)).map((t) => [t.property, t.duration])).toEqual([['opacity', 500]]);
  expect((await transitionsOf(overlay.locator('i'))).map((t) => [t.property, t.duration, t.delay])).toEqual([
    ['opacity', 400, 60],
    ['transform', 400, 60],
  ]);
  await finishAnimations(page);
  expect((await lookOf(overlay)).opacity).toBe(0.9);
  await page.mouse.move(5, 5);
  await finishAnimations(page);
  expect((await lookOf(overlay)).opacity).toBe(0);

  // The keyboard reaches the overlay's link, and shows it.
  await page.locator('#hoverable-image a').focus();
  await finishAnimations(page);
  expect((await lookOf(page.locator('#hoverable-image .hover'))).opacity).toBe(0.9);

  const proxy = page.locator('#social li').first().locator('.proxy-color');
  expect((await lookOf(proxy)).opacity).toBe(0);
  await page.locator('#social a').first().hover();
  await finishAnimations(page);
  expect((await lookOf(proxy)).opacity).toBe(1);
});

test('a text widget icon takes its hover class once the pointer rests on it for 100 ms', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/content-widgets/');
  await runUntilMounted(page, '#text-icon [data-icon_hover]', 'content-hovers');
  const wrap = page.locator('#text-icon .icon-wrap');
  await page.locator('#text-icon').scrollIntoViewIfNeeded();
  const box = await page.locator('#text-icon').boundingBox();
  if (!box) throw new Error('no text widget');
  // Nothing hidden lies over it: a hover overlay at opacity 0 caught the pointer here under the theme.
  expect(
    await page.evaluate(
      ({ x, y }) => document.querySelector('#text-icon')?.contains(document.elementFromPoint(x, y)),
      { x: box.x + 10, y: box.y + 10 },
    ),
  ).toBe(true);
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.clock.runFor(60);
  await expect(wrap).not.toHaveClass(/icon-hovered/);
  await page.clock.runFor(60);
  await expect(wrap).toHaveClass(/icon-hovered/);
  await page.mouse.move(2, 2);
  await expect(wrap).not.toHaveClass(/icon-hovered/);
  // Keyboard focus inside the widget does the same.
  await page.locator('#text-icon a').focus();
  await expect(wrap).toHaveClass(/icon-hovered/);
});

test('weather icons move while in view and are named by their weather', async ({ page, open }) => {
  await installPausedClock(page);
  // The theme stacks the icons (style.css `.climacon-shortcode { display: block }`): a window tall enough
  // to hold them all, since only an icon in view moves.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await open('/content-widgets/');
  await page.locator('.weather-row').scrollIntoViewIfNeeded();
  for (const [selector, name] of WEATHER) {
    await runUntilMounted(page, selector, 'weather-icon');
    await expect(page.locator(selector)).toHaveAttribute('role', 'img');
    await expect(page.locator(selector)).toHaveAccessibleName(name);
  }
  const selectors = WEATHER.map(([selector]) => selector);
  await page.clock.runFor(100);
  const before = await pictures(page, selectors);
  await page.clock.runFor(700);
  const after = await pictures(page, selectors);
  // Something drawn, and every icon has moved.
  const blank = await page.evaluate(() => document.createElement('canvas').toDataURL());
  for (const [i, selector] of selectors.entries()) {
    expect(before[i], selector).not.toBe(blank);
    expect(after[i], selector).not.toBe(before[i]);
  }
});

test('under reduced motion weather icons are drawn once and stay still', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/content-widgets/');
  await page.locator('#weather-rain').scrollIntoViewIfNeeded();
  const selectors = WEATHER.map(([selector]) => selector);
  for (const selector of selectors) await runUntilMounted(page, selector, 'weather-icon');
  const before = await pictures(page, selectors);
  await page.clock.runFor(1500);
  expect(await pictures(page, selectors)).toEqual(before);
});

test('the 404 teaser’s digits scale in 150 ms apart, its rain icons move, and under reduced motion all is still', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await open('/not-found/');
  await mounted(page, '.not-found-teaser', 'reveal');
  const digits = page.locator('.not-found-teaser h4 > span');
  await expect(digits.nth(2)).not.toHaveClass(/wgt-hidden/);
  for (const [i, digit] of (await digits.all()).entries()) {
    const running = await transitionsOf(digit);
    expect(running.map((t) => [t.property, t.duration, t.delay])).toEqual([
      ['opacity', 400, i * 150],
      ['transform', 400, i * 150],
    ]);
    expect(running[0]?.easing).toBe('cubic-bezier(0.175, 0.885, 0.32, 1.275)');
  }
  const held = await digits.first().evaluate((el) => getComputedStyle(el).transform);
  expect(held).toBe('matrix(0, 0, 0, 0, 0, 0)');
  await finishAnimations(page);
  expect(await lookOf(digits.nth(1))).toEqual({ opacity: 1, transform: 'none' });
  await mounted(page, '#icon404', 'weather-icon');
  await expect(page.locator('#icon404')).toHaveAccessibleName('Rain');
  await expectAccessibleBesideServer(page);
});

test('on the not-found page (body.error404) the teaser plays as the page loads, even out of view', async ({
  page,
  open,
}) => {
  // A window so short that the teaser sits below the theme's 70% line.
  await page.setViewportSize({ width: 1280, height: 100 });
  await holdAnimations(page);
  await open('/not-found/');
  await page.waitForLoadState('load');
  await mounted(page, '.not-found-teaser', 'reveal');
  const teaser = page.locator('.not-found-teaser');
  expect(await teaser.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(0.7 * 100);
  for (const digit of await teaser.locator('h4 > span').all())
    await expect(digit).not.toHaveClass(/wgt-hidden/);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('the 404 page under reduced motion: digits shown at once, rain icons still', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/not-found/');
  await runUntilMounted(page, '#icon404', 'weather-icon');
  await runUntilMounted(page, '.not-found-teaser', 'reveal');
  for (const digit of await page.locator('.not-found-teaser h4 > span').all()) {
    expect(await lookOf(digit)).toEqual({ opacity: 1, transform: 'none' });
  }
  const before = await pictures(page, ['#icon404', '#icon404-subset']);
  await page.clock.runFor(1000);
  expect(await pictures(page, ['#icon404', '#icon404-subset'])).toEqual(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 digits and a person’s description show as printed', async ({ page, open }) => {
    await open('/not-found/');
    for (const digit of await page.locator('.not-found-teaser h4 > span').all()) {
      expect(await lookOf(digit)).toEqual({ opacity: 1, transform: 'none' });
    }
    await open('/content-widgets/');
    // Shown by the stand-in; Limitless hides it until its script runs (style.css `div.person p.desc`).
    await expectAsThemePrintsIt(page.locator('#person-ada .desc'), 'the description');
  });
});

for (const [path, revealed] of [
  ['/content-widgets/', '.title-wrap'],
  ['/not-found/', '.not-found-teaser'],
] as const) {
  test(`${path}: no layout shift (CLS 0), and axe finds nothing serious`, async ({ page, open }) => {
    await recordLayoutShifts(page);
    await open(path);
    await page.waitForLoadState('load');
    // The reveals have started (at load, or as the scroll reaches them) before they are finished: one mounted
    // after that would fade its text in under axe.
    await mounted(page, revealed, 'reveal');
    await page.mouse.wheel(0, 2000);
    await untilScrollRests(page);
    await afterIntersectionUpdate(page.locator('body'));
    await finishAnimations(page);
    expect(await layoutShifts(page)).toEqual([]);
    await expectAccessibleBesideServer(page);
  });
}
