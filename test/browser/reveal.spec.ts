import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { expectAccessible, holdAnimations, lookOf, transitionsOf } from './motion-helpers';
import { expectAsThemePrintsIt } from './printed-look';
import { expectRestoredOnUnmount, finishAnimations, scrollTopTo } from './widget-helpers';

/** Every `.way-animated` effect on the studio page: where it starts from, and how long it takes. */
const WAY: ReadonlyArray<readonly [effect: string, transform: string, ms: number]> = [
  ['fade', 'none', 400],
  ['fade-left', 'matrix(1, 0, 0, 1, -30, 0)', 400],
  ['fade-right', 'matrix(1, 0, 0, 1, 30, 0)', 400],
  ['fade-top', 'matrix(1, 0, 0, 1, 0, -30)', 400],
  ['fade-bottom', 'matrix(1, 0, 0, 1, 0, 30)', 400],
  ['big-fade-left', 'matrix(1, 0, 0, 1, -100, 0)', 700],
  ['big-fade-right', 'matrix(1, 0, 0, 1, 100, 0)', 700],
  ['big-fade-top', 'matrix(1, 0, 0, 1, 0, -100)', 700],
  ['big-fade-bottom', 'matrix(1, 0, 0, 1, 0, 100)', 700],
  ['scale-in', 'matrix(1.5, 0, 0, 1.5, 0, 0)', 400],
  ['scale-out', 'matrix(0.5, 0, 0, 0.5, 0, 0)', 400],
];

const MEDIA: ReadonlyArray<readonly [effect: string, transform: string]> = [
  ['fade', 'none'],
  ['fade-right', 'matrix(1, 0, 0, 1, -20, 0)'],
  ['fade-left', 'matrix(1, 0, 0, 1, 20, 0)'],
  ['fade-grow', 'matrix(0.4, 0, 0, 0.4, 0, 0)'],
];

const REST = { opacity: 1, transform: 'none' };

/** Every element the studio page reveals. */
const REVEALED = [
  ...WAY.map(([effect]) => `#way-${effect}`),
  '#chain .inner-item-wrap',
  ...MEDIA.map(([effect]) => `#media-${effect}`),
  '#props .prop',
  '#magic .icon-area',
  '.title-wrap',
  '.title-block',
  '.title-block .custom-title',
  '.subtitle-block',
];

async function openStudio(page: Page, open: (path: string) => Promise<void>, hold = true): Promise<void> {
  if (hold) await holdAnimations(page);
  await open('/studio/');
  await page.waitForLoadState('load');
  await mounted(page, '#way-fade', 'reveal');
}

async function expectAllShown(page: Page): Promise<void> {
  for (const selector of REVEALED) {
    for (const element of await page.locator(selector).all()) {
      expect(await lookOf(element), selector).toEqual(REST);
      expect(await transitionsOf(element), selector).toEqual([]);
    }
  }
}

test('each scroll effect starts when its element reaches 70% of the viewport, from its own start, once', async ({
  page,
  open,
}) => {
  // A window short enough that every effect starts below the line (the theme sets the text blocks close
  // together, with no margin between them).
  await page.setViewportSize({ width: 1280, height: 480 });
  await openStudio(page, open);
  const line = 0.7 * 480;
  // Below the line: each hidden where its effect starts, and nothing running.
  for (const [effect, transform] of WAY) {
    const element = page.locator(`#way-${effect}`);
    await expect(element).toHaveClass(/wgt-hidden/);
    expect(await lookOf(element), effect).toEqual({ opacity: 0, transform });
    expect(await transitionsOf(element)).toEqual([]);
  }
  for (const [effect, transform, ms] of WAY) {
    const element = page.locator(`#way-${effect}`);
    const delay = Number(await element.getAttribute('data-delay'));
    // The start state's box is what reaches the line: a big fade from the top 100 px early, so with the blocks
    // this close it may have come in with the one before it.
    const top = await element.evaluate((el) => el.getBoundingClientRect().top);
    if (top > line) {
      await expect(element, effect).toHaveClass(/wgt-hidden/);
      // Just past the line.
      await scrollTopTo(page, `#way-${effect}`, 0.68);
    }
    await expect(element).not.toHaveClass(/wgt-hidden/);
    // Held where it started (the page's transitions are held), whenever it started.
    const running = await transitionsOf(element);
    // A plain fade has no transform to move.
    expect(running.map(({ property, duration, delay: wait }) => [property, duration, wait])).toEqual(
      [
        ['opacity', ms, delay],
        ['transform', ms, delay],
      ].slice(0, transform === 'none' ? 1 : 2),
    );
    await element.evaluate((el) => {
      for (const animation of el.getAnimations()) animation.finish();
    });
    expect(await lookOf(element), effect).toEqual(REST);
    // The end state is the theme's (opacity 1 inline); the effect's own marks are gone.
    await expect(element).toHaveAttribute('style', 'opacity: 1;');
    await expect(element).not.toHaveClass(/wgt-reveal/);
  }

  // Once: back to the top and down again, nothing runs a second time.
  await page.mouse.wheel(0, -20000);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await scrollTopTo(page, '#way-scale-out', 0.3);
  for (const [effect] of WAY) {
    expect(await transitionsOf(page.locator(`#way-${effect}`))).toEqual([]);
    expect(await lookOf(page.locator(`#way-${effect}`))).toEqual(REST);
  }
});

test('a reveal halfway through: the transition moves opacity and transform only, on the theme’s curve', async ({
  page,
  open,
}) => {
  await openStudio(page, open);
  const element = page.locator('#way-big-fade-left');
  await scrollTopTo(page, '#way-big-fade-left', 0.5);
  await expect(element).not.toHaveClass(/wgt-hidden/);
  // Held halfway (after its 200 ms delay, 350 of its 700 ms).
  const look = await element.evaluate((el) => {
    for (const animation of el.getAnimations()) {
      animation.pause();
      animation.currentTime = 200 + 350;
    }
    const style = getComputedStyle(el);
    return { opacity: Number(style.opacity), x: new DOMMatrix(style.transform).m41 };
  });
  expect(look.opacity).toBeGreaterThan(0.3);
  expect(look.opacity).toBeLessThan(1);
  expect(look.x).toBeGreaterThan(-100);
  expect(look.x).toBeLessThan(0);
});

test('a chain’s items come in 100 ms apart when the list reaches 80%, and media and props with their effects', async ({
  page,
  open,
}) => {
  await openStudio(page, open);
  const items = page.locator('#chain .inner-item-wrap');
  await expect(items.first()).toHaveClass(/wgt-hidden/);
  expect(await lookOf(items.first())).toEqual({ opacity: 0, transform: 'matrix(1, 0, 0, 1, 0, 30)' });
  // At 85% it is not yet reached; at 75% it is.
  await scrollTopTo(page, '#chain', 0.85);
  await expect(items.first()).toHaveClass(/wgt-hidden/);
  await scrollTopTo(page, '#chain', 0.75);
  await expect(items.first()).not.toHaveClass(/wgt-hidden/);
  const delays = [];
  for (const item of await items.all())
    delays.push((await transitionsOf(item)).map((t) => [t.property, t.delay]));
  expect(delays).toEqual(
    [0, 100, 200, 300].map((delay) => [
      ['opacity', delay],
      ['transform', delay],
    ]),
  );

  for (const [effect, transform] of MEDIA) {
    const media = page.locator(`#media-${effect}`);
    expect(await lookOf(media), effect).toEqual({ opacity: 0, transform });
  }
  // The theme stacks the media one under another: the last one past the line brings all four.
  await scrollTopTo(page, '#media-fade-grow', 0.6);
  for (const [effect, transform] of MEDIA) {
    const running = await transitionsOf(page.locator(`#media-${effect}`));
    expect(
      running.map(({ property, duration }) => [property, duration]),
      effect,
    ).toEqual(
      [
        ['opacity', 400],
        ['transform', 400],
      ].slice(0, transform === 'none' ? 1 : 2),
    );
  }

  const props = page.locator('#props .prop');
  expect(await lookOf(props.nth(0))).toEqual({ opacity: 0, transform: 'matrix(1, 0, 0, 1, -100, 0)' });
  expect(await lookOf(props.nth(1))).toEqual({ opacity: 0, transform: 'matrix(0.5, 0, 0, 0.5, 0, 0)' });
  await scrollTopTo(page, '#props', 0.6);
  expect((await transitionsOf(props.nth(0))).map((t) => [t.duration, t.delay])).toEqual([
    [700, 0],
    [700, 0],
  ]);
  expect((await transitionsOf(props.nth(1))).map((t) => [t.duration, t.delay])).toEqual([
    [400, 300],
    [400, 300],
  ]);
  // Stacked in order, as the theme did.
  await expect(props.nth(1)).toHaveCSS('z-index', '2');

  // The magic list's icons pop in 200 ms apart, in 500 ms, taking their colour.
  const icons = page.locator('#magic .icon-area');
  expect((await transitionsOf(icons.nth(2))).map((t) => [t.duration, t.delay])).toEqual([
    [500, 400],
    [500, 400],
  ]);
  await finishAnimations(page);
  await expect(icons.nth(0)).toHaveCSS('background-color', 'rgb(26, 95, 168)');
  expect(await lookOf(icons.nth(2))).toEqual(REST);
});

test('the title area runs its effects once the window has loaded: its background, a curtain, then the subtitle', async ({
  page,
  open,
}) => {
  await openStudio(page, open);
  const wrap = page.locator('.title-wrap');
  // animate-bg: the background moves to data-position over data-duration (4 s), linearly.
  await expect(wrap).toHaveAttribute('style', /background-position: 100% 0/);
  // Across, from 0 to 100%. The theme's background starts at 0% 0% (the stand-in's at 0 0): its vertical
  // 0% to 0 is listed as a transition too, moving nothing.
  const moves = await transitionsOf(wrap);
  expect(moves.find((t) => t.property === 'background-position-x')).toEqual({
    property: 'background-position-x',
    duration: 4000,
    delay: 0,
    easing: 'linear',
  });
  for (const t of moves)
    expect([t.property, t.duration, t.easing]).toEqual([
      expect.stringMatching(/^background-position-[xy]$/),
      4000,
      'linear',
    ]);
  const startY = await wrap.evaluate((el) => {
    const move = el
      .getAnimations()
      .find((a) => (a as CSSTransition).transitionProperty === 'background-position-y');
    if (!move) return null;
    move.pause();
    move.currentTime = 0;
    const value = getComputedStyle(el).backgroundPositionY;
    move.play();
    return value;
  });
  // Nothing moves up or down: a vertical transition, if any, starts at the top as well.
  expect([null, '0%', '0px']).toContain(startY);
  // curtain-show on the title block: it opens in 500 ms after 200 ms + one 0.3 s increment; its title slides
  // in 600 ms later, in 200 ms. The subtitle (scale-in) starts an increment after.
  const block = await transitionsOf(page.locator('.title-block'));
  expect(block.map((t) => [t.property, t.duration, t.delay])).toEqual([
    ['opacity', 500, 500],
    ['transform', 500, 500],
  ]);
  const title = await transitionsOf(page.locator('.title-block .custom-title'));
  expect(title.map((t) => [t.property, t.duration, t.delay])).toEqual([
    ['opacity', 200, 1100],
    ['transform', 200, 1100],
  ]);
  const subtitle = page.locator('.subtitle-block');
  expect((await transitionsOf(subtitle)).map((t) => [t.duration, t.delay])).toEqual([
    [400, 800],
    [400, 800],
  ]);
  const held = await subtitle.evaluate((el) => {
    for (const animation of el.getAnimations()) animation.pause();
    return getComputedStyle(el).transform;
  });
  expect(held).toBe('matrix(1.2, 0, 0, 1.2, 0, 0)');
  await finishAnimations(page);
  for (const selector of ['.title-block', '.title-block .custom-title', '.subtitle-block']) {
    expect(await lookOf(page.locator(selector)), selector).toEqual(REST);
  }
});

/** Every title-area effect (markup contract §5), which content-title.php prints as a class of its block too. */
const TITLE_EFFECTS = [
  'fade',
  'fade-left',
  'fade-right',
  'rotate-left',
  'rotate-right',
  'scale-in',
  'scale-out',
  'metro',
  'curtain-fade',
  'curtain-show',
] as const;

/** Opens the studio page with its subtitle's effect (its class and its data-effect) set to `effect`. */
async function openStudioWithSubtitle(page: Page, open: (path: string) => Promise<void>, effect: string) {
  await page.route('**/studio/', async (route) => {
    const response = await route.fetch();
    const printed = await response.text();
    const body = printed.replace(
      'class="subtitle-block scale-in animate-block" data-effect="scale-in"',
      `class="subtitle-block ${effect} animate-block" data-effect="${effect}"`,
    );
    expect(body, 'the subtitle as the fixture prints it').not.toBe(printed);
    await route.fulfill({ response, body });
  });
  await openStudio(page, open, false);
}

for (const width of [1280, 1024]) {
  test(`at ${width} px every title effect comes to rest shown, whatever its class does under the theme`, async ({
    page,
    open,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const effect of TITLE_EFFECTS) {
      await openStudioWithSubtitle(page, open, effect);
      await finishAnimations(page);
      const subtitle = page.locator('.subtitle-block');
      await expect.poll(() => lookOf(subtitle), effect).toEqual(REST);
      await expect(subtitle, effect).toHaveCSS('margin-left', '0px');
      expect(await lookOf(subtitle.locator('h3')), effect).toEqual(REST);
      await page.unrouteAll();
    }
  });
}

test('under reduced motion every element is simply shown, nothing hidden or moving', async ({
  page,
  open,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openStudio(page, open);
  await expectAllShown(page);
  await scrollTopTo(page, '#magic', 0.6);
  await expectAllShown(page);
  // Where it was printed: 0 0 (the theme computes it as 0% 0%, the stand-in as 0px 0px).
  await expect(page.locator('.title-wrap')).toHaveCSS('background-position', /^0(px|%) 0(px|%)$/);
  await expect(page.locator('.title-wrap')).not.toHaveAttribute('style', /background-position/);
});

test('at 1024 px wide every element is simply shown', async ({ page, open }) => {
  await page.setViewportSize({ width: 1024, height: 720 });
  await openStudio(page, open);
  await expectAllShown(page);
  await scrollTopTo(page, '#magic', 0.6);
  await expectAllShown(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content shows as the server printed it', async ({ page, open }) => {
    await open('/studio/');
    // At rest under the stand-in; Limitless hides its reveal elements until its script runs (style.css
    // `.way-animated, .chain-animated .chain-link`, `.magic-list-wrapper ul li div.icon-area`): only its rules.
    for (const selector of REVEALED) {
      for (const element of await page.locator(selector).all()) {
        await expectAsThemePrintsIt(element, selector);
      }
    }
    await expect(page.locator('#way-fade p')).toBeVisible();
  });
});

test('the page does not shift as elements reveal (CLS 0), and axe finds nothing serious', async ({
  page,
  open,
}) => {
  await recordLayoutShifts(page);
  await openStudio(page, open);
  for (const selector of ['#way-fade', '#way-big-fade-bottom', '#chain', '#media-fade', '#props']) {
    await scrollTopTo(page, selector, 0.5);
  }
  await finishAnimations(page);
  expect(await layoutShifts(page)).toEqual([]);
  await expectAccessible(page);
});

test('unmounting puts the server’s markup back', async ({ page, open }) => {
  await openStudio(page, open, false);
  await scrollTopTo(page, '#way-fade-left', 0.5);
  await finishAnimations(page);
  for (const selector of ['#way-fade-left', '#way-scale-out', '#media-fade-grow']) {
    await expectRestoredOnUnmount(page, selector);
  }
});

test('the metro portfolio: its projects scale in on load, 20 ms apart, and the row scrolls sideways to its last', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await open('/portfolio-metro/');
  await page.waitForLoadState('load');
  await mounted(page, '.portfolio-metro', 'reveal');
  const projects = page.locator('.portfolio-metro > ul > li');
  await expect(projects).toHaveCount(8);
  const delays = [];
  for (const project of (await projects.all()).slice(0, 3)) {
    delays.push((await transitionsOf(project)).map((t) => [t.property, t.duration, t.delay]));
  }
  expect(delays).toEqual(
    [0, 20, 40].map((delay) => [
      ['opacity', 700, delay],
      ['transform', 700, delay],
    ]),
  );
  await finishAnimations(page);
  // Limitless keeps them transparent (style.css `div.portfolio-metro ul li { opacity: 0 }`): shown now.
  for (const project of await projects.all()) expect(await lookOf(project)).toEqual(REST);
  const wrapper = page.locator('.metro-wrapper');
  const sizes = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // As wide as its wider list, not the theme's 2000em.
  expect(sizes.scroll).toBeLessThan(5000);
  await wrapper.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(projects.nth(3).locator('h2 a')).toBeInViewport();
});

test('at 1024 px the metro portfolio’s projects simply show; on a phone they stack', async ({
  page,
  open,
}) => {
  for (const width of [1024, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await open('/portfolio-metro/');
    await mounted(page, '.portfolio-metro', 'reveal');
    for (const project of await page.locator('.portfolio-metro > ul > li').all()) {
      expect(await lookOf(project)).toEqual(REST);
    }
  }
});
