import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import {
  expectRestoredOnUnmount,
  FRAME_MS,
  inlineStyleOf,
  installPausedClock,
  opacityOf,
  runEffects,
  runUntilMounted,
  scrollTopTo,
} from './widget-helpers';

/**
 * The progress bars on /shortcodes/ (contract 13.1): `#bars-materials` (horizontal: 85, 10, 5) and
 * `#bars-vertical` (`data-orientation="vertical"`: 40, 70, 95). When a group's top reaches 70% of the
 * viewport, each bar fills to its `data-fill` percent over 1500 ms (easeInOutQuint), 100 ms after the one
 * before it, then its label fades in (400 ms). Each bar is a WAI-ARIA meter named by its title.
 */

const MATERIALS = '#bars-materials';
const VERTICAL = '#bars-vertical';
const FILL_MS = 1500;
const STAGGER_MS = 100;
const LABEL_FADE_MS = 400;
/** A bar's start lags the clock by up to a frame (preact runs effects after one), its last frame by another. */
const LAG_MS = 3 * FRAME_MS;

interface Bar {
  readonly title: string;
  readonly fill: number;
}

const MATERIAL_BARS: readonly Bar[] = [
  { title: 'Cotton canvas', fill: 85 },
  { title: 'Leather', fill: 10 },
  { title: 'Brass', fill: 5 },
];
const VERTICAL_BARS: readonly Bar[] = [
  { title: '2024', fill: 40 },
  { title: '2025', fill: 70 },
  { title: '2026', fill: 95 },
];

function filler(page: Page, group: string, index: number) {
  return page.locator(`${group} .filler`).nth(index);
}

function label(page: Page, group: string, index: number) {
  return filler(page, group, index).locator('span');
}

/** The filler's animated inline size, in percent. */
async function fillOf(page: Page, group: string, index: number, dimension: 'width' | 'height') {
  const value = await filler(page, group, index).evaluate(
    (el, property) => (el as HTMLElement).style.getPropertyValue(property),
    dimension,
  );
  expect(value).toMatch(/^[\d.e+-]+%$/);
  return Number.parseFloat(value);
}

/** How far along its 1500 ms a bar is, from how full it is: the inverse of easeInOutQuint. */
function elapsedFor(fraction: number): number {
  const progress = fraction < 0.5 ? (fraction / 16) ** (1 / 5) : 1 - (2 * (1 - fraction)) ** (1 / 5) / 2;
  return progress * FILL_MS;
}

async function openBars(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await installPausedClock(page);
  await open('/shortcodes/');
  await runUntilMounted(page, MATERIALS, 'progress-bars');
  await runUntilMounted(page, VERTICAL, 'progress-bars');
  await runEffects(page);
}

test('each bar is a meter named by its title, with its value', BOTH_FLAVOURS, async ({ page, open }) => {
  await open('/shortcodes/');
  await mounted(page, MATERIALS, 'progress-bars');
  await mounted(page, VERTICAL, 'progress-bars');
  for (const [group, bars] of [
    [MATERIALS, MATERIAL_BARS],
    [VERTICAL, VERTICAL_BARS],
  ] as const) {
    await expect(page.locator(group).getByRole('meter')).toHaveCount(bars.length);
    for (const bar of bars) {
      const meter = page.locator(group).getByRole('meter', { name: bar.title, exact: true });
      await expect(meter).toHaveAttribute('aria-valuenow', String(bar.fill));
      await expect(meter).toHaveAttribute('aria-valuemin', '0');
      await expect(meter).toHaveAttribute('aria-valuemax', '100');
      await expect(meter).toHaveAttribute('aria-valuetext', `${bar.fill}%`);
    }
  }
});

test('the bars stay empty, labels hidden, until the group reaches 70% of the viewport', async ({
  page,
  open,
}) => {
  await openBars(page, open);
  const check = async () => {
    for (const index of MATERIAL_BARS.keys()) {
      expect(await fillOf(page, MATERIALS, index, 'width')).toBe(0);
      expect((await filler(page, MATERIALS, index).boundingBox())?.width).toBe(0);
      expect(await opacityOf(label(page, MATERIALS, index))).toBe(0);
    }
  };
  await check();
  await page.clock.runFor(5000);
  await check();
  // In the viewport, below the reveal line.
  await scrollTopTo(page, MATERIALS, 0.8);
  await expect(page.locator(MATERIALS)).toBeInViewport();
  await page.clock.runFor(3000);
  await check();
  // Above it: the first bar starts filling.
  await scrollTopTo(page, MATERIALS, 0.65);
  await page.clock.runFor(1000);
  expect(await fillOf(page, MATERIALS, 0, 'width')).toBeGreaterThan(10);
});

test('each bar starts 100 ms after the one before it', async ({ page, open }) => {
  await openBars(page, open);
  await scrollTopTo(page, MATERIALS, 0.65);
  await page.clock.runFor(700);
  // All three are read in the same frame: how far along each one is tells when it started.
  const elapsed = [];
  for (const [index, bar] of MATERIAL_BARS.entries()) {
    const fill = await fillOf(page, MATERIALS, index, 'width');
    expect(fill).toBeGreaterThan(0);
    expect(fill).toBeLessThan(bar.fill);
    elapsed.push(elapsedFor(fill / bar.fill));
  }
  const [first = 0, second = 0, third = 0] = elapsed;
  expect(first).toBeGreaterThan(700 - LAG_MS);
  expect(first).toBeLessThanOrEqual(700);
  expect(first - second).toBeCloseTo(STAGGER_MS, 0);
  expect(second - third).toBeCloseTo(STAGGER_MS, 0);
});

test('a bar reaches its data-fill width after 1500 ms, then its label fades in', async ({ page, open }) => {
  await openBars(page, open);
  await scrollTopTo(page, MATERIALS, 0.65);

  await page.clock.runFor(FILL_MS - STAGGER_MS);
  const nearly = await fillOf(page, MATERIALS, 0, 'width');
  expect(nearly).toBeGreaterThan(80);
  expect(nearly).toBeLessThan(85);
  for (const index of MATERIAL_BARS.keys()) expect(await opacityOf(label(page, MATERIALS, index))).toBe(0);

  // Just past 1500 ms: the first bar is full and its label is fading in; the second is 100 ms behind.
  await page.clock.runFor(STAGGER_MS + LAG_MS);
  expect(await fillOf(page, MATERIALS, 0, 'width')).toBe(85);
  const track = (await page.locator(`${MATERIALS} .progress-bar`).first().boundingBox())?.width ?? 0;
  expect((await filler(page, MATERIALS, 0).boundingBox())?.width).toBeCloseTo(track * 0.85, 0);
  const fading = await opacityOf(label(page, MATERIALS, 0));
  expect(fading).toBeLessThan(0.5);
  expect(await fillOf(page, MATERIALS, 1, 'width')).toBeLessThan(10);
  expect(await opacityOf(label(page, MATERIALS, 1))).toBe(0);

  await page.clock.runFor(LABEL_FADE_MS / 2);
  const half = await opacityOf(label(page, MATERIALS, 0));
  expect(half).toBeGreaterThan(fading);
  expect(half).toBeLessThan(1);

  // Every bar full, every label shown, nothing left inline but the fill.
  await page.clock.runFor(2 * STAGGER_MS + LABEL_FADE_MS);
  for (const [index, bar] of MATERIAL_BARS.entries()) {
    expect(await fillOf(page, MATERIALS, index, 'width')).toBe(bar.fill);
    expect(await opacityOf(label(page, MATERIALS, index))).toBe(1);
    expect(await inlineStyleOf(label(page, MATERIALS, index))).toBe('');
  }
});

test('vertical bars grow in height from the bottom', async ({ page, open }) => {
  await openBars(page, open);
  const bar = filler(page, VERTICAL, 0);
  const columnBox = await page.locator(`${VERTICAL} .progress-bar`).first().boundingBox();
  expect((await bar.boundingBox())?.height).toBe(0);

  await scrollTopTo(page, VERTICAL, 0.65);
  await page.clock.runFor(FILL_MS / 2);
  const mid = await bar.boundingBox();
  expect(mid?.height).toBeGreaterThan(0);
  expect(mid?.height).toBeLessThan(0.4 * (columnBox?.height ?? 0));
  // Full width all along: only the height moves.
  expect(mid?.width).toBeCloseTo(columnBox?.width ?? 0, 0);
  expect(await bar.evaluate((el) => (el as HTMLElement).style.width)).toBe('');

  await page.clock.runFor(FILL_MS / 2 + 2 * STAGGER_MS + LAG_MS);
  for (const [index, { fill }] of VERTICAL_BARS.entries()) {
    expect(await fillOf(page, VERTICAL, index, 'height')).toBe(fill);
  }
  const full = await bar.boundingBox();
  expect(full?.height).toBeCloseTo(0.4 * (columnBox?.height ?? 0), 0);
  expect(full?.width).toBeCloseTo(columnBox?.width ?? 0, 0);
  // It grew upwards: its bottom edge (on its title, in the theme's column-reverse layout) stayed put.
  expect((full?.y ?? 0) + (full?.height ?? 0)).toBeCloseTo((mid?.y ?? 0) + (mid?.height ?? 0), 0);
  expect(full?.y).toBeLessThan(mid?.y ?? 0);
});

test('with reduced motion the bars are full and labelled at once, without waiting to be scrolled to', async ({
  page,
  open,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openBars(page, open);
  for (const [group, bars, dimension] of [
    [MATERIALS, MATERIAL_BARS, 'width'],
    [VERTICAL, VERTICAL_BARS, 'height'],
  ] as const) {
    for (const [index, bar] of bars.entries()) {
      expect(await fillOf(page, group, index, dimension)).toBe(bar.fill);
      expect(await opacityOf(label(page, group, index))).toBe(1);
    }
  }
});

test('unmounting puts the server markup back exactly, mid-fill or full', async ({ page, open }) => {
  await openBars(page, open);
  await scrollTopTo(page, VERTICAL, 0.65);
  await page.clock.runFor(800);
  expect(await fillOf(page, MATERIALS, 0, 'width')).toBeGreaterThan(0);
  await expectRestoredOnUnmount(page, MATERIALS);
  // The animation stopped with it: nothing is written into the server's markup afterwards.
  const restored = await page.locator(MATERIALS).evaluate((el) => el.outerHTML);
  await page.clock.runFor(3000);
  await expect(page.locator(MATERIALS)).toHaveJSProperty('outerHTML', restored);

  await expect(page.locator(VERTICAL).getByRole('meter')).toHaveCount(3);
  expect(await fillOf(page, VERTICAL, 2, 'height')).toBe(95);
  await expectRestoredOnUnmount(page, VERTICAL);
  await expect(page.locator(VERTICAL).getByRole('meter')).toHaveCount(0);
});

test(
  'a visitor sees each full bar, in its colour, with its label beside its end (the theme hides both until filled)',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openBars(page, open);
    await scrollTopTo(page, MATERIALS, 0.65);
    await scrollTopTo(page, VERTICAL, 0.65);
    await page.clock.runFor(FILL_MS + 2 * STAGGER_MS + LABEL_FADE_MS + LAG_MS);
    for (const [group, bars] of [
      [MATERIALS, MATERIAL_BARS],
      [VERTICAL, VERTICAL_BARS],
    ] as const) {
      for (const index of bars.keys()) {
        const bar = filler(page, group, index);
        await expect(bar).toBeVisible();
        expect(await opacityOf(bar)).toBe(1);
        const barBox = await bar.boundingBox();
        expect(barBox?.width).toBeGreaterThan(0);
        expect(barBox?.height).toBeGreaterThan(0);
        const text = label(page, group, index);
        await expect(text).toBeVisible();
        expect(await opacityOf(text)).toBe(1);
        await expect(text).toHaveText(`${bars[index]?.fill}%`);
      }
    }
    // Laid out as Limitless lays them out: a 35 px track, the 30 px filler at its top, its title over it.
    for (const index of MATERIAL_BARS.keys()) {
      const track = filler(page, MATERIALS, index).locator('xpath=..');
      const [trackBox, fillerBox, titleBox] = await Promise.all([
        track.boundingBox(),
        filler(page, MATERIALS, index).boundingBox(),
        track.locator('.progress-bar-title').boundingBox(),
      ]);
      expect(trackBox?.height).toBe(35);
      expect(fillerBox?.height).toBe(30);
      expect(fillerBox?.y).toBe(trackBox?.y);
      expect((titleBox?.y ?? 0) - (trackBox?.y ?? 0)).toBe(5);
    }
    // Vertical bars stand side by side, each growing from the same foot.
    const boxes = await Promise.all(
      VERTICAL_BARS.map((_, index) => filler(page, VERTICAL, index).boundingBox()),
    );
    for (const [index, box] of boxes.entries()) {
      if (index === 0) continue;
      expect(box?.x).toBeGreaterThan((boxes[index - 1]?.x ?? 0) + (boxes[index - 1]?.width ?? 0) - 1);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0), 0);
    }
    expect(boxes[2]?.height).toBeGreaterThan(boxes[0]?.height ?? 0);
  },
);
