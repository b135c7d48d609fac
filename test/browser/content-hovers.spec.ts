import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { holdAnimations, lookOf, transitionsOf } from './motion-helpers';
import { hitAtCentre } from './seen';
import { finishAnimations, installPausedClock, runUntilMounted } from './widget-helpers';

/** The content hovers on /content-widgets/: image frames, hover overlays, social icons and text widget icons. */

async function openTeam(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/content-widgets/');
  await mounted(page, '#services', 'power-accordion');
  await mounted(page, '#person-ada .person-info-toggle', 'person-toggle');
}

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

test('a centred header layer’s social icons show, centred in the bar, where the theme hides them until its script ran', async ({
  page,
  open,
}) => {
  await open('/chrome/');
  const list = page.locator('#top-bar ul.top-area-social-list');
  await mounted(page, '#top-bar ul.top-area-social-list', 'content-hovers');
  await finishAnimations(page);
  for (const icon of await list.locator('li a').all()) {
    expect((await lookOf(icon)).opacity).toBe(1);
    expect(await hitAtCentre(icon)).toBe(true);
  }
  // As wide as its icons, in the middle of its layer.
  const [layer, box] = [
    await page.locator('#top-bar div.top_layers.center').boundingBox(),
    await list.boundingBox(),
  ];
  const icons = await list
    .locator('li')
    .evaluateAll((items) => items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0));
  expect(box?.width ?? 0).toBeLessThan(icons + 40);
  expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeCloseTo((layer?.x ?? 0) + (layer?.width ?? 0) / 2, 0);
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
