import type { Locator, Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { hitAtCentre } from './seen';
import { expectRestoredOnUnmount, installPausedClock, runUntilMounted } from './widget-helpers';

/**
 * The Selene gallery: /roll-top-portfolio/ (a single portfolio's featured gallery: six images with thumbnails,
 * captions, autoplay every 5 s, scrolling) and /sliders/ (the page builder's full-screen gallery, whose captions
 * it asks for as `data-caption`).
 */

const GALLERY = '#portfolio-gallery';

async function expectShown(gallery: Locator, n: number): Promise<void> {
  const count = await gallery.locator('.gallery-item').count();
  await expect(gallery.locator('.gallery-item.active')).toHaveAttribute(
    'aria-label',
    `Slide ${n} of ${count}`,
  );
}

const thumbnails = (gallery: Locator) => gallery.getByRole('list').first().getByRole('button');

test(
  'a thumbnail per item, from data-thumbnail: picking one shows its image and caption',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/roll-top-portfolio/');
    await mounted(page, GALLERY, 'gallery');
    const gallery = page.locator(GALLERY);
    await expect(gallery).toHaveAccessibleName('Gallery');
    await expect(thumbnails(gallery)).toHaveCount(6);
    await expect(gallery.locator('.selene-thumbnails img').first()).toHaveAttribute(
      'src',
      /slides\/workshop-thumb\.svg$/,
    );
    await expect(thumbnails(gallery).first()).toHaveAccessibleName('Slide 1: The workshop');
    await expect(thumbnails(gallery).first()).toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('.gallery-desc:visible')).toHaveText([
      'The workshopWhere the roll-top bag is cut.',
    ]);

    await thumbnails(gallery).nth(3).click();
    await expectShown(gallery, 4);
    await expect(thumbnails(gallery).nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.locator('.selene-thumbnails li').nth(3)).toHaveClass('active');
    await expect(gallery.locator('.gallery-desc:visible')).toHaveText(['Its seamsSaddle stitched by hand.']);
    await gallery.getByRole('button', { name: 'Next' }).click();
    await expectShown(gallery, 5);
    await expect(thumbnails(gallery).nth(4)).toHaveAttribute('aria-current', 'true');
  },
);

test.describe('in a narrow window', () => {
  test.use({ viewport: { width: 420, height: 800 } });

  test('the strip’s arrows scroll it by two thumbnails', async ({ page, open }) => {
    await open('/roll-top-portfolio/');
    await mounted(page, GALLERY, 'gallery');
    const gallery = page.locator(GALLERY);
    await gallery.getByRole('button', { name: 'Pause' }).click();
    const strip = gallery.locator('.selene-thumbnails');
    const pitch = await strip.evaluate((list) => {
      const [first, second] = Array.from(list.children) as HTMLElement[];
      return (second?.offsetLeft ?? 0) - (first?.offsetLeft ?? 0);
    });
    // A thumbnail and the gap after it: the stylesheet's (80 + 6 px with the widget's own, 50 + 6 px under the
    // theme at this width).
    expect(pitch).toBeGreaterThan(40);
    await expect(strip).toHaveJSProperty('scrollLeft', 0);
    // The arrows sit at either end of the strip, each seen and reached by the pointer (the theme's stylesheet
    // took the strip out of the flow: both arrows at its left, the forward one under the strip).
    const back = gallery.getByRole('button', { name: 'Scroll thumbnails back' });
    const forward = gallery.getByRole('button', { name: 'Scroll thumbnails forward' });
    const ends = await gallery.locator('.selene-thumbnails-wrap').evaluate((wrap) => {
      const box = (el: Element | null) => (el as Element).getBoundingClientRect();
      const list = box(wrap.querySelector('ul'));
      const [first, last] = [
        box(wrap.querySelector('.thumb-arrow-left')),
        box(wrap.querySelector('.thumb-arrow-right')),
      ];
      return {
        backBeforeStrip: first.right <= list.left + 1,
        forwardAfterStrip: last.left >= list.right - 1,
      };
    });
    expect(ends).toEqual({ backBeforeStrip: true, forwardAfterStrip: true });
    expect(await hitAtCentre(back)).toBe(true);
    expect(await hitAtCentre(forward)).toBe(true);
    await gallery.getByRole('button', { name: 'Scroll thumbnails forward' }).click();
    // Two thumbnails on, or as far as the strip goes.
    const furthest = await strip.evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(furthest).toBeGreaterThan(0);
    await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBe(Math.min(2 * pitch, furthest));
    await gallery.getByRole('button', { name: 'Scroll thumbnails back' }).click();
    await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBe(0);
  });
});

test('autoplay waits while the pointer is over the image, and goes on when it leaves', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/roll-top-portfolio/');
  await runUntilMounted(page, GALLERY, 'gallery');
  const gallery = page.locator(GALLERY);
  await page.clock.runFor(2000);
  await gallery.locator('.gallery-holder').hover();
  await page.clock.runFor(20_000);
  await expectShown(gallery, 1);
  await page.mouse.move(5, 5);
  // The 3 seconds it still had to wait.
  await page.clock.runFor(2900);
  await expectShown(gallery, 1);
  await page.clock.runFor(200);
  await expectShown(gallery, 2);
});

test(
  'Selene’s events, for theme code: seleneSlideBeforeChange and seleneSlideChanged, once each',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/roll-top-portfolio/');
    await mounted(page, GALLERY, 'gallery');
    await page.evaluate((css) => {
      const element = document.querySelector(css);
      const log: string[] = [];
      (window as unknown as { galleryEvents: string[] }).galleryEvents = log;
      const $ = (window as unknown as { jQuery: (el: unknown) => { on: (t: string, f: unknown) => void } })
        .jQuery;
      $(element).on('seleneSlideBeforeChange seleneSlideChanged', (event: Event, index: number) =>
        log.push(`jQuery ${event.type} ${index}`),
      );
      for (const type of ['selene:slideBeforeChange', 'selene:slideChanged', 'quartzSlideChanged']) {
        element?.addEventListener(type, (event) =>
          log.push(`${type} ${(event as CustomEvent).detail?.index}`),
        );
      }
    }, GALLERY);
    await page.locator(GALLERY).getByRole('button', { name: 'Previous' }).click();
    await expectShown(page.locator(GALLERY), 6);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { galleryEvents: string[] }).galleryEvents))
      .toEqual([
        'selene:slideBeforeChange 5',
        'jQuery seleneSlideBeforeChange 5',
        'selene:slideChanged 5',
        'jQuery seleneSlideChanged 5',
      ]);
  },
);

test('the theme’s loader beside the gallery goes once it is ready', async ({ page, open }) => {
  await open('/roll-top-portfolio/');
  await mounted(page, GALLERY, 'gallery');
  await expect(page.locator('.featured-gallery > .loader')).toHaveCount(0);
  await expectRestoredOnUnmount(page, '.featured-gallery');
});

test('the page builder’s full-screen gallery fills the window below it, and shows the captions it asks for', async ({
  page,
  open,
}) => {
  await open('/sliders/');
  const gallery = page.locator('#builder-gallery');
  await gallery.scrollIntoViewIfNeeded();
  await mounted(page, '#builder-gallery', 'gallery');
  const height = async (p: Page) =>
    p.locator('#builder-gallery .gallery-holder').evaluate((holder) => {
      const host = holder.closest('.ioa-gallery') as HTMLElement;
      const top = host.getBoundingClientRect().top + window.scrollY;
      return [
        Math.round(holder.getBoundingClientRect().height),
        Math.max(250, Math.round(innerHeight - top)),
      ];
    });
  const [actual, expected] = await height(page);
  expect(actual).toBe(expected);
  await expect(gallery.locator('.gallery-desc:visible')).toHaveText(['Canvas']);
  // The builder's links (its lowercase prettyphoto[…]) stay links inside the slides.
  await expect(gallery.locator('a.lightbox').first()).toHaveAttribute('href', /canvas\.svg$/);
});

test('a single portfolio’s full-screen gallery, printed without options, takes the ones custom.js gave it', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/portfolio-full-screen-single/');
  await runUntilMounted(page, '.spfs-gallery', 'gallery');
  const gallery = page.locator('.spfs-gallery');
  // Not playing by itself: no pause or play control, and the first picture stays.
  await expect(gallery.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await page.clock.runFor(12_000);
  await expectShown(gallery, 1);
  // As wide as the window, as tall as what is left below the header less 83 px.
  const [box, expected] = await gallery.locator('.gallery-holder').evaluate((holder) => {
    const header = document.querySelector('div.theme-header:not(.compact-bar)');
    const left = innerHeight - (header ? Math.round(header.getBoundingClientRect().height) : 0) - 83;
    const { width, height } = holder.getBoundingClientRect();
    return [
      [Math.round(width), Math.round(height)],
      [innerWidth, left < 200 ? 250 : left],
    ];
  });
  expect(box).toEqual(expected);
  // Captions and thumbnails, as the theme had them.
  await expect(gallery.locator('.gallery-desc h4:visible')).toHaveText(['The front']);
  await expect(thumbnails(gallery)).toHaveCount(3);
});
