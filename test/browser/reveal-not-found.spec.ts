import { expectAccessibleBesideServer } from './accessibility';
import { expect, mounted, test } from './fixtures';
import { holdAnimations, lookOf, transitionsOf } from './motion-helpers';
import { pictures } from './weather-helpers';
import { finishAnimations, installPausedClock, runUntilMounted } from './widget-helpers';

/**
 * The 404 teaser on /not-found/: its digits, which the reveal widget scales in, and its rain weather icons (the
 * reveal widget's other effects: reveal.spec.ts; the weather icons: weather-icon.spec.ts).
 */

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
