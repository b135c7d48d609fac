import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { expectRestoredOnUnmount } from './widget-helpers';

/**
 * The theme's scale factor (markup contract §1.3: the `.skeleton`'s width over 1060, 0.7 × the viewport's width
 * over 1060 at 767 px or narrower) on /studio/: builder sections' padding (behaviour spec: "scales by a ratio and
 * is at least 15 px when non-zero"; the page's `style#rad_styler` gives #rps-intro 80/60 px, #rps-values 10/0,
 * #rps-team 0/0, the rest the stylesheet's 20/20) and the props widget's positions and image sizes (§12).
 */
const PRINTED = {
  '#rps-intro': [80, 60],
  '#rps-values': [10, 0],
  '#rps-team': [0, 0],
} as const;
const SECTIONS: Record<string, readonly [number, number]> & { '#rps-media': readonly [number, number] } = {
  ...PRINTED,
  '#rps-media': [0, 0],
};
/**
 * #rps-media has no padding of its own: the stylesheet's `div.page-section` padding (Limitless's style.css 0, the
 * stand-in's 20 px), read from a bare section of the page.
 */
async function stylesheetPadding(page: Page): Promise<readonly [number, number]> {
  return page.evaluate(() => {
    const section = document.createElement('div');
    section.className = 'page-section clearfix';
    document.querySelector('.rad-holder')?.append(section);
    const style = getComputedStyle(section);
    const sides = [Number.parseFloat(style.paddingTop), Number.parseFloat(style.paddingBottom)] as const;
    section.remove();
    return sides;
  });
}

/** The second prop: `data-top="40" data-left="200"`, its image 120 px wide. */
const PROP = '#props .prop:nth-child(2)';

function paddings(page: Page) {
  return page.evaluate((selectors) => {
    const read = (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector) as Element);
      return [Number.parseFloat(style.paddingTop), Number.parseFloat(style.paddingBottom)];
    };
    return Object.fromEntries(selectors.map((selector) => [selector, read(selector)]));
  }, Object.keys(SECTIONS));
}

function placeOf(page: Page) {
  return page.locator(PROP).evaluate((prop) => {
    const style = getComputedStyle(prop);
    const image = prop.querySelector('img') as HTMLImageElement;
    return {
      top: Number.parseFloat(style.top),
      left: Number.parseFloat(style.left),
      image: image.offsetWidth,
    };
  });
}

/** The padding a section should have at `ratio`: scaled, at least 15 px unless the server's was smaller or 0. */
const scaled = (px: number, ratio: number) =>
  px === 0 ? 0 : Math.round(Math.max(Math.min(px, 15), px * ratio));

async function openStudio(page: Page, open: (path: string) => Promise<void>) {
  await open('/studio/');
  await mounted(page, '#rps-intro', 'section-padding');
  await mounted(page, '#props', 'reveal');
  SECTIONS['#rps-media'] = await stylesheetPadding(page);
}

test('at the theme’s full width sections and props keep the server’s sizes', async ({ page, open }) => {
  await openStudio(page, open);
  expect(await paddings(page)).toEqual(SECTIONS);
  expect(await placeOf(page)).toEqual({ top: 40, left: 200, image: 120 });
  await expect(page.locator('#rps-intro')).not.toHaveAttribute('style');
});

test('narrower than the skeleton, section padding and props scale by its width over 1060, padding to 15 px at least', async ({
  page,
  open,
}) => {
  await openStudio(page, open);
  await page.setViewportSize({ width: 900, height: 720 });
  // The factor is the page's skeleton's width over 1060: the window's content box under the stand-in, the
  // theme's 740 px under Limitless (responsive.css, 768 to 979 px).
  const width = await page.evaluate(
    () => document.querySelector('.skeleton')?.getBoundingClientRect().width ?? 0,
  );
  expect(width).toBeGreaterThan(700);
  expect(width).toBeLessThanOrEqual(900);
  const ratio = width / 1060;
  const expected = Object.fromEntries(
    Object.entries(SECTIONS).map(([selector, [top, bottom]]) => [
      selector,
      [scaled(top, ratio), scaled(bottom, ratio)],
    ]),
  );
  await expect.poll(() => paddings(page)).toEqual(expected);
  // 80 px scales to 56 to 68: scaled, not clamped.
  expect(expected['#rps-intro']?.[0]).toBeLessThan(70);
  expect(await placeOf(page)).toEqual({
    top: Math.round(40 * ratio),
    left: Math.round(200 * ratio),
    image: Math.round(120 * ratio),
  });

  // A phone: 0.7 × the viewport over 1060, about a quarter. 60 px and 20 px stop at 15; 10 px stays 10.
  await page.setViewportSize({ width: 375, height: 720 });
  const phone = (0.7 * (await page.evaluate(() => document.documentElement.clientWidth))) / 1060;
  await expect
    .poll(() => paddings(page))
    .toEqual({
      '#rps-intro': [Math.round(80 * phone), 15],
      '#rps-values': [10, 0],
      '#rps-team': [0, 0],
      '#rps-media': SECTIONS['#rps-media'].map((px) => scaled(px, phone)),
    });
  expect((await placeOf(page)).left).toBe(Math.round(200 * phone));

  // Wide again: the server's sizes, and no inline padding left behind.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(() => paddings(page)).toEqual(SECTIONS);
  expect(await placeOf(page)).toEqual({ top: 40, left: 200, image: 120 });
  await expect(page.locator('#rps-intro')).not.toHaveAttribute('style');
});

test('unmounting puts the sections and props back as the server printed them', async ({ page, open }) => {
  await page.setViewportSize({ width: 900, height: 720 });
  await openStudio(page, open);
  await expect.poll(() => page.locator('#rps-intro').getAttribute('style')).toMatch(/padding-top/);
  await expectRestoredOnUnmount(page, '#rps-intro');
  await expectRestoredOnUnmount(page, '#props');
});
