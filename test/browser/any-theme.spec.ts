import type { Locator, Page } from '@playwright/test';
import { expectSettledPageAccessible } from './accessibility';
import { anyOf, failingWith, widgetFiles } from './bundle-files';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { hitAtCentre, seenOpacity } from './seen';
import {
  holdChunks,
  installPausedClock,
  runEffects,
  runUntilAllMounted,
  runUntilSettled,
  scrollThroughPage,
} from './widget-helpers';

/*
 * A site on another theme (/any-theme/): Twenty Twenty-One's markup, none of Limitless's stylesheets, classes or
 * scripts, no jQuery. Each widget, enabled by data-widget, must work and be legible with its own CSS alone: the
 * stylesheets a theme author can count on are only the bundle's.
 */

/** The element's box, in the page's coordinates. */
const box = async (element: Locator) => {
  const found = await element.boundingBox();
  if (!found) throw new Error('no box: the element is not rendered');
  return found;
};

/** Whether `inner`'s box lies within `outer`'s. */
const within = (
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** A control a visitor can see and press: visible, opaque, not covered at its centre. */
async function expectUsable(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  // Controls fade in (a CSS transition, in real time).
  await expect.poll(() => seenOpacity(control)).toBe(1);
  expect(await hitAtCentre(control)).toBe(true);
}

async function openSettled(page: Page, open: (path: string) => Promise<unknown>): Promise<void> {
  await installPausedClock(page);
  await open('/any-theme/');
  await runEffects(page);
  await scrollThroughPage(page);
  await runUntilAllMounted(page);
  await runUntilSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('the page is on another theme: none of Limitless’s stylesheets, wrappers or jQuery', async ({
  page,
  open,
}) => {
  await open('/any-theme/');
  await expect(page.locator('link[href*="/sprites/stylesheets/"], link[href$="style.css"]')).toHaveCount(0);
  await expect(page.locator('.super-wrapper')).toHaveCount(0);
  expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
});

test(
  'the slider shows its caption over the slide and its controls, and Next shows the next slide',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openSettled(page, open);
    const slider = page.locator('#any-slider');
    await mounted(page, '#any-slider', 'slider');
    const shown = slider.locator('.slider-item.active');
    const caption = shown.locator('.slider-desc');
    await expect(caption).toBeVisible();
    expect(within(await box(caption), await box(slider))).toBe(true);
    expect(await seenOpacity(caption)).toBe(1);
    for (const name of ['Previous', 'Next'])
      await expectUsable(slider.getByRole('button', { name, exact: true }));
    await slider.getByRole('button', { name: 'Next', exact: true }).click();
    await runUntilSettled(page);
    await expect(slider.locator('.slider-item.active .slider-desc h3')).toHaveText('Leather');
    // The fade ends with the slide fully shown.
    await expect.poll(() => seenOpacity(slider.locator('.slider-item.active'))).toBe(1);
  },
);

test('the gallery shows its caption, its thumbnails, and the image a thumbnail picks', async ({
  page,
  open,
}) => {
  await openSettled(page, open);
  const gallery = page.locator('#any-gallery');
  await mounted(page, '#any-gallery', 'gallery');
  const caption = gallery.locator('.gallery-item.active .gallery-desc');
  await expect(caption).toBeVisible();
  expect(within(await box(caption), await box(gallery))).toBe(true);
  const thumbnails = gallery.getByRole('list').first().getByRole('button');
  await expect(thumbnails).toHaveCount(3);
  // A thumbnail not picked is dimmed by design, not hidden.
  await thumbnails.nth(2).scrollIntoViewIfNeeded();
  await expect(thumbnails.nth(2)).toBeVisible();
  expect(await seenOpacity(thumbnails.nth(2))).toBeGreaterThan(0.5);
  expect(await hitAtCentre(thumbnails.nth(2))).toBe(true);
  await thumbnails.nth(2).click();
  await runUntilSettled(page);
  await expect(gallery.locator('.gallery-item.active .gallery-desc h3')).toHaveText('Shipping');
});

test(
  'the tabs are a row of tabs over one panel, and a click or an arrow key changes the panel',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openSettled(page, open);
    const tabs = page.locator('#any-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, 'the tabs sit on one row').toBe(1);
    const [one, two, three] = await Promise.all([0, 1, 2].map((index) => box(tabs.nth(index))));
    expect(one && two && three && one.x + one.width <= two.x && two.x + two.width <= three.x).toBe(true);
    // A tab looks like a tab: a box drawn around it, not a bare link in a bulleted list.
    const look = await tabs.first().evaluate((el) => {
      const style = getComputedStyle(el);
      const item = el.closest('li');
      return {
        border: style.borderTopStyle,
        bullet: item ? getComputedStyle(item).listStyleType : 'none',
      };
    });
    expect(look).toEqual({ border: 'solid', bullet: 'none' });
    await expect(page.locator('#any-tabs').getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByText('Brush off dirt; wax once a year.')).toBeVisible();

    await tabs.nth(1).click();
    await expect(page.getByText('Free repairs for the first five years.')).toBeVisible();
    await expect(page.getByText('Brush off dirt; wax once a year.')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(page.getByText('Thirty days, in the original packaging.')).toBeVisible();
  },
);

test('the accordion’s headings are buttons marked as opening, and open their answers', async ({
  page,
  open,
}) => {
  await openSettled(page, open);
  const second = page.locator('#any-accordion').getByRole('button', { name: 'Can I visit the workshop?' });
  await expectUsable(second);
  const mark = (button: Locator) =>
    button.evaluate((el) => getComputedStyle(el, '::after').content.replace(/\s*\/\s*""$/, ''));
  expect(await mark(second)).toBe('"+"');
  await expect(page.getByText('On Saturdays, from ten to one.')).toBeHidden();
  await second.click();
  await runUntilSettled(page);
  await expect(page.getByText('On Saturdays, from ten to one.')).toBeVisible();
  expect(await mark(second)).toBe('"−"');
});

test('the toggle opens its body', async ({ page, open }) => {
  await openSettled(page, open);
  const title = page.locator('#any-toggle .toggle-title');
  await expect(page.getByText('Brush off dirt. Wax once a year.')).toBeHidden();
  await title.click();
  await runUntilSettled(page);
  await expect(page.getByText('Brush off dirt. Wax once a year.')).toBeVisible();
});

test('the progress bars are drawn: a track, a filled part as long as its figure, its title and figure legible', async ({
  page,
  open,
}) => {
  await openSettled(page, open);
  const bars = page.locator('#any-bars div.progress-bar');
  await bars.first().scrollIntoViewIfNeeded();
  await runUntilSettled(page);
  for (const [index, fill] of [
    [0, 80],
    [1, 20],
  ] as const) {
    const bar = bars.nth(index);
    const filler = bar.locator('div.filler');
    const drawn = await bar.evaluate((el) => {
      const filled = el.querySelector('div.filler') as HTMLElement;
      const colour = (element: Element) => getComputedStyle(element).backgroundColor;
      return {
        track: getComputedStyle(el).backgroundImage !== 'none' || colour(el) !== 'rgba(0, 0, 0, 0)',
        filled: colour(filled) !== 'rgba(0, 0, 0, 0)',
      };
    });
    expect(drawn).toEqual({ track: true, filled: true });
    const ratio = (await box(filler)).width / (await box(bar)).width;
    expect(ratio).toBeCloseTo(fill / 100, 1);
    const title = bar.locator('.progress-bar-title');
    await expect(title).toBeVisible();
    const figure = filler.locator('span');
    await expect(figure).toBeVisible();
    expect(await seenOpacity(figure)).toBe(1);
    // The title does not cover the bar: it sits above it.
    expect((await box(title)).y + (await box(title)).height).toBeLessThanOrEqual((await box(filler)).y + 0.5);
  }
});

test('the carousel shows its controls to a pointer over it, and Next moves it on', async ({ page, open }) => {
  await openSettled(page, open);
  const carousel = page.locator('#any-carousel');
  await mounted(page, '#any-carousel', 'carousel');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await runUntilSettled(page);
  const next = carousel.getByRole('button', { name: 'Next' });
  await expectUsable(next);
  const first = await box(carousel.locator('.wp-slideshow-slide').first());
  await next.click();
  await runUntilSettled(page);
  expect((await box(carousel.locator('.wp-slideshow-slide').first())).x).toBeLessThan(first.x);
});

test(
  'the lightbox opens the picture over the page and Escape closes it',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/any-theme/');
    await page.locator('#any-lightbox').scrollIntoViewIfNeeded();
    await mounted(page, '#any-lightbox', 'lightbox');
    await page.locator('#any-lightbox').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const picture = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img');
    await expect(picture).toBeVisible();
    expect(await hitAtCentre(picture)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test('the settled page has no serious accessibility violation', BOTH_FLAVOURS, async ({ page, open }) => {
  await openSettled(page, open);
  await expectSettledPageAccessible(page);
});

test('before the slider and the gallery mount, the first-paint stylesheet gives them their mounted box and first image', async ({
  page,
  open,
  flavour,
}) => {
  const release = await holdChunks(page, widgetFiles(flavour, ['slider', 'gallery']));
  await open('/any-theme/');
  const parts = [
    '#any-slider',
    '#any-slider .slider-item img',
    '#any-gallery',
    '#any-gallery .gallery-item img',
  ];
  const boxes = () => Promise.all(parts.map((selector) => box(page.locator(selector).first())));
  const before = await boxes();
  // Only the first image shows, no caption yet.
  await expect(page.locator('#any-slider .slider-item').nth(1)).toBeHidden();
  await expect(page.locator('#any-slider .slider-desc').first()).toBeHidden();
  release();
  await mounted(page, '#any-slider', 'slider');
  await mounted(page, '#any-gallery', 'gallery');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await boxes()).toEqual(before);
});

test('when the slider and the gallery cannot load, every slide and caption the server printed shows', async ({
  page,
  open,
  flavour,
  expectConsole,
}) => {
  expectConsole(new RegExp(`${anyOf(failingWith(flavour, ['slider', 'gallery']))}.*could not be loaded`));
  expectConsole(/Failed to load resource/);
  await page.route(widgetFiles(flavour, ['slider', 'gallery']), (route) => route.abort());
  await open('/any-theme/');
  await expect(page.locator('#any-slider')).toHaveAttribute('data-widget-failed', 'slider');
  await expect(page.locator('#any-gallery')).toHaveAttribute('data-widget-failed', 'gallery');
  for (const item of await page.locator('.slider-item, .gallery-item, .slider-desc, .gallery-desc').all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeVisible();
  }
});
