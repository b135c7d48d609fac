import type { Locator } from '@playwright/test';
import { anyOf, failingWith, widgetFiles } from './bundle-files';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { hitAtCentre, seenOpacity } from './seen';
import { expectRestoredOnUnmount, holdChunks, installPausedClock, runUntilMounted } from './widget-helpers';

/**
 * The carousels on /carousels/: the later build's `.swiper-container` at data-items 3, 4 and empty (5), each
 * with eight products; 2.5.7's bxSlider lists: the post scroller (seven posts 200 px wide), the testimonials
 * and the tweets (fading, one at a time, playing by themselves).
 */

/** The positions (from 1) of the slides a visitor can reach: those in view are not inert. */
function inView(carousel: Locator): Promise<number[]> {
  return carousel
    .locator('.wp-slideshow-slide')
    .evaluateAll((slides) => slides.flatMap((slide, at) => (slide.hasAttribute('inert') ? [] : [at + 1])));
}

test(
  'a swiper carousel shows data-items at once, moves a view at a time and wraps',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/carousels/');
    await mounted(page, '#carousel-3', 'carousel');
    const carousel = page.locator('#carousel-3');
    await expect(carousel).toHaveAttribute('role', 'region');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // Each carousel is named by the heading printed before it, so a page of them reads apart.
    await expect(carousel).toHaveAccessibleName('Products (3 in view)');
    await expect(page.getByRole('region', { name: 'What customers say' })).toHaveCount(1);
    await expect.poll(() => inView(carousel)).toEqual([1, 2, 3]);
    const next = carousel.getByRole('button', { name: 'Next' });
    await carousel.hover();
    await next.click();
    await expect.poll(() => inView(carousel)).toEqual([4, 5, 6]);
    await next.click();
    await expect.poll(() => inView(carousel)).toEqual([6, 7, 8]);
    await next.click();
    await expect.poll(() => inView(carousel)).toEqual([1, 2, 3]);
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => inView(carousel)).toEqual([6, 7, 8]);
    // Speed 300: the track's transition as it moves.
    const duration = await carousel.evaluate((element) => {
      element.querySelector<HTMLButtonElement>('button[aria-label="Next"]')?.click();
      return getComputedStyle(element.querySelector('.swiper-wrapper') as Element).transitionDuration;
    });
    expect(duration).toBe('0.3s');

    await mounted(page, '#carousel-4', 'carousel');
    await expect.poll(() => inView(page.locator('#carousel-4'))).toEqual([1, 2, 3, 4]);
    await page.locator('#carousel-none').scrollIntoViewIfNeeded();
    await mounted(page, '#carousel-none', 'carousel');
    await expect.poll(() => inView(page.locator('#carousel-none'))).toEqual([1, 2, 3, 4, 5]);
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 600, height: 800 } });
  test('two slides at once up to 767 px wide', async ({ page, open }) => {
    await open('/carousels/');
    await mounted(page, '#carousel-3', 'carousel');
    await expect.poll(() => inView(page.locator('#carousel-3'))).toEqual([1, 2]);
  });
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 400, height: 800 } });
  test('one slide at a time under 479 px', async ({ page, open }) => {
    await open('/carousels/');
    await mounted(page, '#carousel-3', 'carousel');
    await expect.poll(() => inView(page.locator('#carousel-3'))).toEqual([1]);
  });
});

test('the post scroller shows as many posts as fit, moves that many, and stops at both ends', async ({
  page,
  open,
}) => {
  await open('/carousels/');
  const scroller = page.locator('#post-scroller');
  await scroller.scrollIntoViewIfNeeded();
  await mounted(page, '#post-scroller', 'carousel');
  const wrapper = page.locator('.bx-wrapper', { has: scroller });
  await expect(wrapper).toHaveCount(1);
  // 1020 px of column, 200 px posts and their 20 px margin: five in view.
  await expect.poll(() => inView(wrapper)).toEqual([1, 2, 3, 4, 5]);
  await wrapper.hover();
  await expect(wrapper.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await wrapper.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => inView(wrapper)).toEqual([3, 4, 5, 6, 7]);
  await expect(wrapper.getByRole('button', { name: 'Next' })).toBeDisabled();
  await wrapper.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => inView(wrapper)).toEqual([1, 2, 3, 4, 5]);
});

test(
  'the testimonials fade one to the next every 4 s, fitting each one’s height, and can be paused',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await installPausedClock(page);
    await open('/carousels/');
    // (Playwright's own scrolling waits for frames, which a paused clock does not give.)
    await page.locator('#testimonials').evaluate((list) => list.scrollIntoView());
    await runUntilMounted(page, '#testimonials', 'carousel');
    const wrapper = page.locator('.bx-wrapper', { has: page.locator('#testimonials') });
    await page.mouse.move(5, 5);
    await expect.poll(() => inView(wrapper)).toEqual([1]);
    const heights = () =>
      wrapper.evaluate((element) => {
        const track = element.querySelector('#testimonials') as HTMLElement;
        const shown = track.querySelector('li:not([inert])') as HTMLElement;
        return [
          Math.round(track.getBoundingClientRect().height),
          Math.round(shown.getBoundingClientRect().height),
        ];
      });
    await page.clock.runFor(3900);
    await expect.poll(() => inView(wrapper)).toEqual([1]);
    await page.clock.runFor(200);
    await expect.poll(() => inView(wrapper)).toEqual([2]);
    await page.clock.runFor(4000);
    await expect.poll(() => inView(wrapper)).toEqual([3]);
    // The track takes the shown testimonial's height (the third is the longest).
    await expect
      .poll(async () => {
        const [track, shown] = await heights();
        return track === shown;
      })
      .toBe(true);
    // The pointer comes over the carousel, its controls show, and it presses Pause (on a paused clock, with the
    // mouse itself: hover() and click() wait for animation frames).
    const pause = await wrapper.getByRole('button', { name: 'Pause' }).boundingBox();
    await page.mouse.click((pause?.x ?? 0) + 10, (pause?.y ?? 0) + 10);
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    await expect.poll(() => inView(wrapper)).toEqual([3]);
    await expect(wrapper.getByRole('button', { name: 'Play' })).toBeAttached();
  },
);

test('the controls show while the pointer is over a carousel or focus is in it', async ({ page, open }) => {
  await open('/carousels/');
  await mounted(page, '#carousel-3', 'carousel');
  const next = page.locator('#carousel-3').getByRole('button', { name: 'Next' });
  // As painted, its row's opacity too (the theme's `.bx-wrapper .bx-controls` starts at 0).
  await page.mouse.move(5, 5);
  await expect.poll(() => seenOpacity(next)).toBe(0);
  await page.locator('#carousel-3').hover();
  await expect.poll(() => seenOpacity(next)).toBe(1);
  expect(await hitAtCentre(next)).toBe(true);
  await page.mouse.move(5, 5);
  await expect.poll(() => seenOpacity(next)).toBe(0);
  await next.focus();
  await expect.poll(() => seenOpacity(next)).toBe(1);
  // The testimonials' controls sit in a row under the words, pause/play as large as the arrows.
  const testimonials = page.locator('.bx-wrapper', { has: page.locator('#testimonials') });
  await testimonials.hover();
  const quote = await page.locator('#testimonials li:not([inert])').boundingBox();
  for (const name of ['Previous', 'Pause', 'Next']) {
    const button = testimonials.getByRole('button', { name });
    await expect.poll(() => seenOpacity(button), name).toBe(1);
    const box = await button.boundingBox();
    expect(box?.y ?? 0, name).toBeGreaterThanOrEqual((quote?.y ?? 0) + (quote?.height ?? 0) - 1);
    expect([box?.width, box?.height], name).toEqual([36, 36]);
    expect(await hitAtCentre(button), name).toBe(true);
  }
});

test('unmounting puts the lists back where bxSlider’s wrapper was, as the server printed them', async ({
  page,
  open,
}) => {
  await open('/carousels/');
  for (const selector of ['#carousel-3', '#post-scroller', '#testimonials']) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await mounted(page, selector, 'carousel');
    await expectRestoredOnUnmount(page, selector);
  }
  await expect(page.locator('.bx-wrapper')).toHaveCount(1);
});

test('before they mount, the first-paint stylesheet lays the carousels out as they will be: the same boxes, the rest of a row scrolled, not hidden', async ({
  page,
  open,
  flavour,
}) => {
  // Each carousel's place and size, in the page as the server printed it and in the page once mounted.
  const boxes = () =>
    page.evaluate(() =>
      ['#carousel-3', '#carousel-4', '#carousel-none', '.rad-testimonials-wrap', '.tweets-wrapper'].map(
        (selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? [Math.round(box.top), Math.round(box.height)] : null;
        },
      ),
    );
  // The carousel's code waits, as on a slow connection, while the visitor already sees the page.
  const release = await holdChunks(page, widgetFiles(flavour, ['carousel']));
  await open('/carousels/');
  await expect(page.locator('link#wp-widget-bundle-css')).toHaveCount(1);
  const before = await boxes();
  // Five slides of the eight in view; the others are in the row, reached by scrolling it.
  const lastSlide = page.locator('#carousel-none .swiper-slide').last();
  await expect(lastSlide).not.toBeInViewport();
  await lastSlide.locator('a').focus();
  await expect(lastSlide).toBeInViewport();
  await page.locator('body').focus();
  release();
  await mounted(page, '#carousel-3', 'carousel');
  await mounted(page, '.tweets-wrapper ul', 'carousel');
  await page.evaluate(() => window.scrollTo(0, 0));
  const after = await boxes();
  // The three Swiper carousels, then the fading lists' heights; the post scroller between them narrows its
  // posts to fit as many as it can once mounted (9 px lower), which no stylesheet can reckon before.
  expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
  expect(after.slice(3).map((box) => box?.[1])).toEqual(before.slice(3).map((box) => box?.[1]));
});

test('when the carousel cannot load, every testimonial and tweet the server printed shows', async ({
  page,
  open,
  flavour,
  expectConsole,
}) => {
  expectConsole(new RegExp(`${anyOf(failingWith(flavour, ['carousel']))}.*could not be loaded`));
  expectConsole(/Failed to load resource/);
  await page.route(widgetFiles(flavour, ['carousel']), (route) => route.abort());
  await open('/carousels/');
  await expect(page.locator('#testimonials')).toHaveAttribute('data-widget-failed', 'carousel');
  for (const item of await page.locator('#testimonials > li, #tweets > li').all())
    await expect(item).toBeVisible();
});
