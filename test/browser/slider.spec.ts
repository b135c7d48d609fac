import type { Locator, Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { hitAtCentre, seenOpacity } from './seen';
import {
  expectRestoredOnUnmount,
  installPausedClock,
  pollWhileRunning,
  runUntilMounted,
  swipe,
} from './widget-helpers';

/**
 * The Quartz slider on Swiper: /home/ (full width, 1060x500, autoplay every 6 s, five slides with captions in
 * every position, the second over a background video), /sliders/ (a slider for every effect, the page builder's
 * post slider, a slider in a tab) and /slider-faults/.
 */

const HOME = '#home-slider';

const slides = (slider: Locator) => slider.locator('.slider-item');
const shownSlide = (slider: Locator) => slider.locator('.slider-item.active');

/** Exactly slide `n` (from 1) shows: the others are inert, and only its caption is displayed. */
async function expectShown(slider: Locator, n: number, step?: string): Promise<void> {
  const count = await slides(slider).count();
  await expect(shownSlide(slider), step).toHaveAttribute('aria-label', `Slide ${n} of ${count}`);
  for (let at = 1; at <= count; at += 1) {
    const slide = slides(slider).nth(at - 1);
    if (at === n) await expect(slide).not.toHaveAttribute('inert');
    else await expect(slide).toHaveAttribute('inert', '');
  }
}

/**
 * A visitor sees slide `n` (from 1) once any change has ended: painted fully opaque, filling the slider's window
 * (not stacked aside by a stylesheet), and what a pointer at its centre reaches. The theme's stylesheet stacks
 * its slides absolutely, which left every slide at opacity 0 after a fade, or the row moved away after a scroll.
 */
async function expectSeen(slider: Locator, n: number, step?: string): Promise<void> {
  const slide = slides(slider).nth(n - 1);
  await expect.poll(() => seenOpacity(slide), step).toBe(1);
  await expect
    .poll(
      () =>
        slider.evaluate((element, at) => {
          // The slider's own box: the holder is the row that moves.
          const holder = element.getBoundingClientRect();
          const box = (
            element.querySelectorAll('.slider-item, .gallery-item')[at] as Element
          ).getBoundingClientRect();
          // Within a pixel: Swiper sizes the slides in whole pixels.
          return [box.left - holder.left, box.top - holder.top, box.width - holder.width].map(
            (difference) => Math.abs(difference) <= 1,
          );
        }, n - 1),
      step,
    )
    .toEqual([true, true, true]);
  await expect.poll(() => hitAtCentre(slide), step).toBe(true);
}

/** Records the slider's events, jQuery's (with their arguments) and the native ones, from now on. */
async function recordEvents(page: Page, selector: string, plugin: 'quartz' | 'selene'): Promise<void> {
  await page.evaluate(
    ([css, name]) => {
      const element = document.querySelector(css);
      const log: string[] = [];
      (window as unknown as { slideEvents: string[] }).slideEvents = log;
      const $ = (window as unknown as { jQuery: (el: unknown) => { on: (t: string, f: unknown) => void } })
        .jQuery;
      $(element).on(`${name}SlideBeforeChange ${name}SlideChanged`, (event: Event, index: number) =>
        log.push(`jQuery ${event.type} ${index}`),
      );
      for (const type of [`${name}:slideBeforeChange`, `${name}:slideChanged`]) {
        element?.addEventListener(type, (event) =>
          log.push(`${type} ${(event as CustomEvent).detail.index}`),
        );
      }
    },
    [selector, plugin] as const,
  );
}

/** Scrolls until the element is wholly above the viewport (the page made long enough for it). */
async function scrollPast(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return;
    const spacer = document.createElement('div');
    spacer.style.height = `${innerHeight * 2}px`;
    document.body.append(spacer);
    window.scrollTo(0, element.getBoundingClientRect().bottom + scrollY + 10);
  }, selector);
  await expect
    .poll(() => page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom < 0))
    .toBe(true);
}

const slideEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { slideEvents: string[] }).slideEvents);

test(
  'the home slider is a carousel of five slides, the first shown with its caption and the others inert',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/home/');
    await mounted(page, HOME, 'slider');
    const slider = page.locator(HOME);
    await expect(slider).toBeVisible();
    await expect(slider).toHaveAttribute('role', 'region');
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slider).toHaveAccessibleName('Slider');
    await expect(slider.getByRole('group', { name: 'Slide 1 of 5' })).toBeVisible();
    await expectShown(slider, 1);
    await expect(slider.locator('.slider-desc').first()).toBeVisible();
    await expect(slider.locator('.slider-desc:visible')).toHaveCount(1);
    for (const name of ['Previous', 'Next', 'Pause', 'Slide 1', 'Slide 5']) {
      await expect(slider.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(slider.getByRole('button', { name: 'Slide 1', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The theme's markup carries the states: the shown slide's class, the bullets' list.
    await expect(slider.locator('.quartz-bullets > li.active')).toHaveCount(1);
    await expect(slider.locator('.quartz-controls-wrap .slider-pause')).toHaveClass(/pause-2icon-/);
  },
);

test(
  'autoplay moves on after data-duration, 6 s, and sends the theme’s events once each',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await installPausedClock(page);
    await open('/home/');
    await runUntilMounted(page, HOME, 'slider');
    const slider = page.locator(HOME);
    await recordEvents(page, HOME, 'quartz');
    // Mounting took a few frames of the clock: 5.5 s more is short of the 6.
    await page.clock.runFor(5500);
    await expectShown(slider, 1);
    await page.clock.runFor(600);
    await expectShown(slider, 2);
    await expect
      .poll(() => slideEvents(page))
      .toEqual([
        'quartz:slideBeforeChange 1',
        'jQuery quartzSlideBeforeChange 1',
        'quartz:slideChanged 1',
        'jQuery quartzSlideChanged 1',
      ]);
    // The bar grows over the whole wait, and started again with the new slide.
    const bar = slider.locator('.progress-bar');
    expect(
      await bar.evaluate((element) => {
        const [growth] = element.getAnimations();
        return [growth?.playState, growth?.effect?.getTiming().duration];
      }),
    ).toEqual(['running', 6000]);
  },
);

test('Pause stops autoplay and empties the bar; Play starts the whole wait again', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/home/');
  await runUntilMounted(page, HOME, 'slider');
  const slider = page.locator(HOME);
  await page.clock.runFor(3000);
  await slider.getByRole('button', { name: 'Pause' }).click();
  await expect(slider.getByRole('button', { name: 'Play' })).toHaveClass(/play-2icon-/);
  await expect(slider.locator('.progress-bar')).toHaveCSS('width', '0px');
  await page.clock.runFor(20_000);
  await expectShown(slider, 1);
  await slider.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(5900);
  await expectShown(slider, 1);
  await page.clock.runFor(200);
  await expectShown(slider, 2);
});

test(
  'Previous, Next and the bullets move, wrapping at both ends; the keyboard reaches and works them',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/sliders/');
    const slider = page.locator('#slider-scroll');
    await mounted(page, '#slider-scroll', 'slider');
    await expect(slider).toHaveAccessibleName('Effect: scroll');
    await slider.getByRole('button', { name: 'Previous' }).click();
    await expectShown(slider, 3);
    await slider.getByRole('button', { name: 'Next' }).click();
    await expectShown(slider, 1);
    await slider.getByRole('button', { name: 'Slide 2', exact: true }).click();
    await expectShown(slider, 2);
    await expect(slider.getByRole('button', { name: 'Slide 2', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Tab reaches the controls; Enter and Space press them; the arrow keys move while focus is inside.
    await slider.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Tab');
    await expect(slider.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectShown(slider, 3);
    await page.keyboard.press('Space');
    await expectShown(slider, 1);
    await page.keyboard.press('ArrowLeft');
    await expectShown(slider, 3);
    await page.keyboard.press('ArrowRight');
    await expectShown(slider, 1);
  },
);

test('the wheel over the slider: down moves on, up goes back, one slide per gesture', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/sliders/');
  await runUntilMounted(page, '#slider-fade', 'slider');
  const slider = page.locator('#slider-fade');
  const box = await slider.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 100);
  // A touchpad's stream of wheel events is one gesture: one slide.
  for (let i = 0; i < 5; i += 1) {
    await page.mouse.wheel(0, 40);
    await page.clock.runFor(50);
  }
  await expectShown(slider, 2);
  await page.clock.runFor(300);
  await page.mouse.wheel(0, -100);
  await expectShown(slider, 1);
  await page.clock.runFor(300);
  await page.mouse.wheel(0, -100);
  await expectShown(slider, 3);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 700, height: 800 } });

  test(
    'a swipe of 75 px moves, a shorter one springs back, and both ends wrap',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await installPausedClock(page);
      await open('/sliders/');
      await runUntilMounted(page, '#slider-scroll', 'slider');
      const slider = page.locator('#slider-scroll');
      // The slider, not its holder: the holder moves as it scrolls.
      const track = slider;
      await swipe(page, track, { dx: -60 });
      await expectShown(slider, 1, '60 px left');
      await swipe(page, track, { dx: -75 });
      await expectShown(slider, 2, '75 px left');
      await swipe(page, track, { dx: 90 });
      await expectShown(slider, 1, '90 px right');
      await swipe(page, track, { dx: 90 });
      await expectShown(slider, 3, '90 px right, wrapping');
      await swipe(page, track, { dx: -90 });
      await expectShown(slider, 1, '90 px left, wrapping');
      // An up or down swipe is the page's: it leaves the slider where it was.
      await swipe(page, track, { dx: 20, dy: -120 });
      await expectShown(slider, 1, 'up');
    },
  );
});

const EFFECTS = [
  'fade',
  'scroll',
  'slide',
  'overlap-left',
  'overlap-right',
  'overlap-top',
  'overlap-bottom',
  'scroll-perspective',
];

// One test per effect: each a page of its own, so that a slow machine gives each its own time.
for (const effect of EFFECTS) {
  test(`the ${effect} effect takes 700 ms and ends on the chosen slide`, async ({ page, open }) => {
    await open('/sliders/');
    const selector = `#slider-${effect}`;
    await page.locator(selector).scrollIntoViewIfNeeded();
    await mounted(page, selector, 'slider');
    await recordEvents(page, selector, 'quartz');
    // The durations Swiper gives the moving elements as the change starts.
    const durations = await page.locator(selector).evaluate((slider) => {
      slider.querySelector<HTMLButtonElement>('button[aria-label="Slide 3"]')?.click();
      const moving = [slider.querySelector('.items-holder'), ...slider.querySelectorAll('.slider-item')];
      return [...new Set(moving.map((element) => getComputedStyle(element as Element).transitionDuration))];
    });
    expect(durations).toContain('0.7s');
    await expect.poll(() => slideEvents(page)).toContain('quartz:slideChanged 2');
    await expectShown(page.locator(selector), 3);
    await expectSeen(page.locator(selector), 3, effect);
    await page.locator(selector).getByRole('button', { name: 'Next' }).click();
    await expectSeen(page.locator(selector), 1, `${effect}, Next wrapping`);
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('autoplay starts stopped (its Play control works) and changes are instant', async ({ page, open }) => {
    await installPausedClock(page);
    await open('/home/');
    await runUntilMounted(page, HOME, 'slider');
    const slider = page.locator(HOME);
    await expect(slider.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expectShown(slider, 1);
    const duration = await slider.evaluate((element) => {
      element.querySelector<HTMLButtonElement>('button[aria-label="Next"]')?.click();
      return getComputedStyle(element.querySelectorAll('.slider-item')[1] as Element).transitionDuration;
    });
    expect(duration).toBe('0s');
    await expectShown(slider, 2);
    await expectSeen(slider, 2);
    await slider.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(6100);
    await expectShown(slider, 3);
  });
});

test('autoplay waits while keyboard focus is inside, and while the slider is out of view', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/home/');
  await runUntilMounted(page, HOME, 'slider');
  const slider = page.locator(HOME);
  // Keyboard focus on a control: the wait holds.
  await page
    .locator('#main-content')
    .focus()
    .catch(() => {});
  await slider.getByRole('button', { name: 'Next' }).focus();
  await expect(slider.locator(':focus-visible')).toHaveCount(1);
  await page.clock.runFor(30_000);
  await expectShown(slider, 1);
  await expect(slider.locator('.items-holder')).toHaveAttribute('aria-live', 'polite');
  // Focus leaves: the wait goes on from where it was.
  await page.locator('.home-posts a').first().focus();
  await page.clock.runFor(6100);
  await expectShown(slider, 2);
  await expect(slider.locator('.items-holder')).toHaveAttribute('aria-live', 'off');
  // Scrolled away: held again.
  await scrollPast(page, HOME);
  await pollWhileRunning(page, () => slider.locator('.items-holder').getAttribute('aria-live')).toBe(
    'polite',
  );
  await page.clock.runFor(30_000);
  await expectShown(slider, 2);
});

test('its slide’s background video plays only while that slide shows and the slider is in view', async ({
  page,
  open,
}) => {
  await open('/home/');
  await mounted(page, HOME, 'slider');
  const slider = page.locator(HOME);
  const video = page.locator('#slide-video');
  const paused = () => video.evaluate((element) => (element as HTMLVideoElement).paused);
  await slider.getByRole('button', { name: 'Pause' }).click();
  expect(await paused()).toBe(true);
  await slider.getByRole('button', { name: 'Slide 2', exact: true }).click();
  await expect.poll(paused).toBe(false);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await scrollPast(page, HOME);
  await expect.poll(paused).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(paused).toBe(false);
  await slider.getByRole('button', { name: 'Slide 3', exact: true }).click();
  await expect.poll(paused).toBe(true);
});

test('its box: as wide as designed (or its column, or full width), as tall as the server printed it at every width, else keeping its shape', async ({
  page,
  open,
}) => {
  await open('/home/');
  await mounted(page, HOME, 'slider');
  const holder = page.locator(`${HOME} .items-holder`);
  const size = async () => {
    const box = await holder.boundingBox();
    return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
  };
  expect(await size()).toEqual([1280, 500]);
  await expect(page.locator(HOME)).toHaveClass(/(^| )full-stretch( |$)/);
  await expect(page.locator(HOME)).toHaveClass(/wp-slideshow--captions-normal/);
  // The server printed the holder 500 px tall, and laid the page out so before the bundle ran: the slider keeps
  // that height as it narrows, so nothing below it moves when it mounts on a tablet or a phone.
  await page.setViewportSize({ width: 800, height: 720 });
  await expect.poll(size).toEqual([800, 500]);
  await page.setViewportSize({ width: 500, height: 720 });
  await expect(page.locator(HOME)).toHaveClass(/wp-slideshow--captions-compact/);
  await expect(page.locator(HOME)).not.toHaveClass(/wp-slideshow--captions-normal/);
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.locator(HOME)).toHaveClass(/wp-slideshow--captions-small/);

  // Not full width: at most its designed width.
  await open('/sliders/');
  await mounted(page, '#slider-fade', 'slider');
  await page.setViewportSize({ width: 1280, height: 720 });
  const box = await page.locator('#slider-fade .items-holder').boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([600, 300]);

  // Printed with no height (widget markup on another theme): the designed shape, 600 x 300, as the column narrows.
  await open('/any-theme/');
  await mounted(page, '#any-slider', 'slider');
  await page.setViewportSize({ width: 375, height: 720 });
  const anyHolder = page.locator('#any-slider .items-holder');
  await expect
    .poll(async () => {
      const { width = 0, height = 0 } = (await anyHolder.boundingBox()) ?? {};
      return Math.abs(width / height - 2) < 0.02;
    })
    .toBe(true);
});

test('the home page does not shift as the slider starts: CLS 0', BOTH_FLAVOURS, async ({ page, open }) => {
  await recordLayoutShifts(page);
  await open('/home/');
  await mounted(page, HOME, 'slider');
  await expect(page.locator(HOME)).toHaveCSS('visibility', 'visible');
  expect(await layoutShifts(page)).toEqual([]);
});

test('bullets come in one by one above 1024 px wide, and at once at 1024 or narrower', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/home/');
  await runUntilMounted(page, HOME, 'slider');
  const bullets = page.locator(`${HOME} .quartz-bullets > li`);
  const opacities = () =>
    bullets.evaluateAll((items) => items.map((item) => Number(getComputedStyle(item).opacity)));
  const start = await opacities();
  expect(start[0]).toBeLessThan(1);
  expect(start.slice(1)).toEqual([0, 0, 0, 0]);
  // 170 ms apart: at 400 ms the first has come in, the last (from 680 ms) not yet.
  await page.clock.runFor(400);
  const early = await opacities();
  expect(early[0]).toBe(1);
  expect(early[4]).toBe(0);
  await page.clock.runFor(1000);
  expect(await opacities()).toEqual([1, 1, 1, 1, 1]);

  await page.setViewportSize({ width: 1024, height: 720 });
  await open('/home/');
  await runUntilMounted(page, HOME, 'slider');
  expect(await opacities()).toEqual([1, 1, 1, 1, 1]);
});

test('the page builder’s post slider: an empty data-autoplay is off, without bullets, scrolling', async ({
  page,
  open,
}) => {
  await open('/sliders/');
  const slider = page.locator('#post-slider');
  await slider.scrollIntoViewIfNeeded();
  await mounted(page, '#post-slider', 'slider');
  await expect(slider.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(slider.locator('.progress-bar')).toHaveCount(0);
  await expect(slider.locator('.quartz-bullets')).toHaveCount(0);
  await slider.getByRole('button', { name: 'Next' }).click();
  await expectShown(slider, 2);
  // Scrolling: the holder moves by a slide's width.
  await expect
    .poll(() => slider.locator('.items-holder').evaluate((holder) => getComputedStyle(holder).transform))
    .toMatch(/^matrix\(1, 0, 0, 1, -900, 0\)$/);
});

test('a slider in a closed tab is laid out when the tab opens', async ({ page, open }) => {
  await open('/sliders/');
  const slider = page.locator('#tab-slider');
  await page.locator('#slider-tabs').scrollIntoViewIfNeeded();
  await page.getByRole('tab', { name: 'Pictures' }).click();
  await mounted(page, '#tab-slider', 'slider');
  await expect(slider).toBeVisible();
  await expect
    .poll(() =>
      slider
        .locator('.slider-item')
        .first()
        .evaluate((slide) => slide.getBoundingClientRect().width),
    )
    .toBe(600);
  await slider.getByRole('button', { name: 'Next' }).click();
  await expectShown(slider, 2);
  // The second slide has come into the slider's window.
  await expect
    .poll(() =>
      slider.evaluate(
        (element) =>
          (element.querySelectorAll('.slider-item')[1] as Element).getBoundingClientRect().left -
          element.getBoundingClientRect().left,
      ),
    )
    .toBe(0);
});

test('a slider that keeps its first image waiting shows after 2 s, laid out again at 12 s', async ({
  page,
  flavour,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/slides\/workshop\.svg$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await installPausedClock(page);
  // The page's load event waits for the image too.
  await page.goto(`/home/?flavour=${flavour}`, { waitUntil: 'domcontentloaded' });
  await runUntilMounted(page, HOME, 'slider');
  await expect(page.locator(HOME)).toHaveCSS('visibility', 'hidden');
  await page.clock.runFor(1800);
  await expect(page.locator(HOME)).toHaveCSS('visibility', 'hidden');
  await page.clock.runFor(300);
  await expect(page.locator(HOME)).toHaveCSS('visibility', 'visible');
  release();
});

test('faults: a missing image, no slides and misprinted options are each reported once; the rest works', async ({
  page,
  open,
  consoleLog,
  expectConsole,
}) => {
  expectConsole(/status of 404/);
  expectConsole(/missing\.jpg\) could not be loaded/);
  expectConsole(/#empty-slider|id="empty-slider"/);
  expectConsole(/misprinted-slider/);
  await open('/slider-faults/');
  await mounted(page, '#working-slider', 'slider');
  await mounted(page, '#broken-image-slider', 'slider');
  await mounted(page, '#misprinted-slider', 'slider');
  await expect(page.locator('#empty-slider')).toHaveAttribute('data-widget-failed', 'slider');

  const messages = consoleLog
    .filter((entry) => entry.text.includes('[wp-widgets]'))
    .map((entry) => entry.text);
  expect(messages.filter((text) => text.includes('broken-image-slider'))).toEqual([
    expect.stringContaining(
      'the image of slide 1 (/wp-content/themes/limitless/fixture-assets/slides/missing.jpg) could not be loaded',
    ),
  ]);
  expect(messages.filter((text) => text.includes('empty-slider'))).toEqual([
    expect.stringContaining('its div.items-holder has no div.slider-item'),
  ]);
  expect(messages.filter((text) => text.includes('misprinted-slider'))).toEqual([
    expect.stringContaining('data-width="wide" is not a number; using the default 600.'),
    expect.stringContaining('data-duration="soon" is not a number; using the default 8.'),
    expect.stringContaining('data-effect_type="scroll-persepctive" is not one of'),
  ]);
  // The empty slider shows what the server printed, though the theme's stylesheet hides sliders.
  await expect(page.locator('#empty-slider')).toHaveCSS('visibility', 'visible');
  await expect(page.getByText('No slides were chosen for this slider.')).toBeVisible();
  // The others work.
  for (const selector of ['#broken-image-slider', '#misprinted-slider', '#working-slider']) {
    const slider = page.locator(selector);
    await expect(slider).toBeVisible();
    await slider.getByRole('button', { name: 'Next' }).click();
    await expectShown(slider, 2);
  }
});

test('unmounting puts the server’s slider back exactly as it was', BOTH_FLAVOURS, async ({ page, open }) => {
  await open('/home/');
  await mounted(page, HOME, 'slider');
  await page.locator(HOME).getByRole('button', { name: 'Next' }).click();
  await expectShown(page.locator(HOME), 2);
  await expectRestoredOnUnmount(page, HOME);
});

/** The boxes of the slider's shown caption parts and of its controls, as the page lays them out. */
function controlsAndCaption(slider: Locator) {
  return slider.evaluate((element) => {
    const box = (el: Element) => {
      const { left, top, right, bottom } = el.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const caption = Array.from(element.querySelectorAll('.active .slider-desc > *'))
      .filter((el) => el.getClientRects().length > 0)
      .map(box);
    const controls = Array.from(element.querySelectorAll('.wp-slideshow-overlay button')).map(box);
    const pill = element.querySelector('ul.quartz-bullets');
    return { slider: box(element), caption, controls, pill: pill ? box(pill) : null };
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the controls keep clear of the caption shown, and the bullets to the slider’s foot', async ({
      page,
      open,
    }) => {
      await open('/sliders/');
      for (const id of ['#slider-fade', '#slider-scroll']) {
        const slider = page.locator(id);
        await slider.scrollIntoViewIfNeeded();
        await mounted(page, id, 'slider');
        await slider.getByRole('button', { name: 'Next' }).click();
        await expectSeen(slider, 2, id);
        const { slider: frame, caption, controls, pill } = await controlsAndCaption(slider);
        const overlaps = caption.flatMap((part) =>
          controls.filter(
            (control) =>
              control.left < part.right &&
              part.left < control.right &&
              control.top < part.bottom &&
              part.top < control.bottom,
          ),
        );
        expect(overlaps, id).toEqual([]);
        // The bullets' pill lies in the slider's last 60 px, not over the middle of the picture.
        expect(pill, id).not.toBeNull();
        expect(pill?.bottom ?? 0, id).toBeLessThanOrEqual(frame.bottom);
        expect(pill?.top ?? 0, id).toBeGreaterThanOrEqual(frame.bottom - 72);
        for (const name of ['Previous', 'Next', 'Slide 1']) {
          expect(await hitAtCentre(slider.getByRole('button', { name })), `${id} ${name}`).toBe(true);
        }
      }
    });
  });
}

test.describe('on a site whose theme does not place the captions', () => {
  test.beforeEach(async ({ page }) => {
    // Limitless's stylesheets (or the stand-in for them) served empty: only the widget's own CSS is left.
    await page.route(
      /\/wp-content\/themes\/limitless\/(style\.css|sprites\/stylesheets\/|fixture-theme\.css)/,
      (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
  });

  test('the widget lays the shown caption over its slide, light on dark, clear of the controls', async ({
    page,
    open,
  }) => {
    await open('/sliders/');
    const slider = page.locator('#slider-scroll');
    await slider.scrollIntoViewIfNeeded();
    await mounted(page, '#slider-scroll', 'slider');
    await slider.getByRole('button', { name: 'Next' }).click();
    await expectSeen(slider, 2);
    const caption = slider.locator('.active .slider-desc');
    await expect(caption).toBeVisible();
    expect(await seenOpacity(caption)).toBe(1);
    const { slider: frame, caption: parts, controls } = await controlsAndCaption(slider);
    const within = (box: { left: number; top: number; right: number; bottom: number }) =>
      box.left >= frame.left &&
      box.right <= frame.right &&
      box.top >= frame.top &&
      box.bottom <= frame.bottom;
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every(within)).toBe(true);
    expect(
      parts.some((part) =>
        controls.some(
          (control) =>
            control.left < part.right &&
            part.left < control.right &&
            control.top < part.bottom &&
            part.top < control.bottom,
        ),
      ),
    ).toBe(false);
    expect(
      await caption.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]),
    ).toEqual(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0.75)']);
  });
});
