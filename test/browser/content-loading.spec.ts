import type { Page } from '@playwright/test';
import type { PublicApi } from '../../loader/contract';
import { expectSettledPageAccessible } from './accessibility';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { hitAtCentre, seenOpacity } from './seen';
import { callsTo, holdNext, recordCalls } from './shop-helpers';
import { installPausedClock, pollWhileRunning, runEffects, runUntilMounted } from './widget-helpers';

/**
 * 2.5.7's incremental loading (markup contract §10, §11.1): the blog timeline, loaded as its circle reaches the
 * bottom of the window, and the Modelie portfolio strip, loaded on boot and from its button.
 */

const TIMELINE = '/blog-timeline/';
const POSTS = '.posts-timeline > .timeline-post';
const MODELIE = '/portfolio-modelie/';
const ITEMS = '.portfolio-modelie .inner-view-pane > ul > li.post';
const FAILED = 'The posts could not be loaded. Press the button to try again.';
const isListener = (url: URL) => url.pathname === '/wp-admin/admin-ajax.php';

/** Scrolls down with the wheel, as a visitor does, until `done` holds. */
async function scrollUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await page.mouse.move(200, 200);
  await expect
    .poll(async () => {
      if (await done()) return true;
      await page.mouse.wheel(0, 1500);
      return done();
    })
    .toBe(true);
}

const countIs = (page: Page, selector: string, count: number) => async () =>
  (await page.locator(selector).count()) === count;

test(
  'the timeline loads four posts at a time as its circle reaches the bottom of the window, to h4.post-end',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const calls = recordCalls(page);
    await open(TIMELINE);
    await mounted(page, '.blog-format10-posts', 'timeline');
    await expect(page.locator(POSTS)).toHaveCount(4);
    // The circle is below the window: nothing is asked before the visitor scrolls.
    expect(
      await page.locator('.blog-format10-posts .circle').evaluate((el) => el.getBoundingClientRect().top),
    ).toBeGreaterThan(await page.evaluate(() => innerHeight));
    expect(callsTo(calls, 'listener:posts-timeline')).toHaveLength(0);

    await scrollUntil(page, countIs(page, POSTS, 8));
    await scrollUntil(page, countIs(page, POSTS, 11));
    await expect(page.locator('.posts-timeline h4.post-end')).toHaveText('No more posts');
    expect(callsTo(calls, 'listener:posts-timeline').map((call) => call.fields)).toEqual([
      {
        action: 'ioalistener',
        type: 'posts-timeline',
        id: '160',
        post_type: 'post',
        offset: '4',
        month: '2026-10',
      },
      {
        action: 'ioalistener',
        type: 'posts-timeline',
        id: '160',
        post_type: 'post',
        offset: '8',
        month: '2026-08',
      },
    ]);
    // Months are labelled once each, in order; the posts keep alternating sides.
    expect(await page.locator('.posts-timeline h4.month-label').allTextContents()).toEqual([
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
    ]);
    await expect(page.locator(POSTS).nth(9)).toHaveClass(/right-post/);
    // The appended posts' widgets mount: each picture's overlay is a lightbox link.
    await mounted(page, `${POSTS}:last-of-type a.hover`, 'lightbox');
    // At the end, more scrolling asks for nothing.
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, -200);
    await page.mouse.wheel(0, 200);
    await expect(page.locator(POSTS)).toHaveCount(11);
    expect(callsTo(calls, 'listener:posts-timeline')).toHaveLength(2);
  },
);

test('under the theme, each post’s dot and tip grow in by the line once it reaches the middle of the window, then its connector reaches the line', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open(TIMELINE);
  await runUntilMounted(page, '.blog-format10-posts', 'timeline');
  const line = await page.locator('.posts-tree > span.line').boundingBox();
  const lineX = (line?.x ?? 0) + (line?.width ?? 0) / 2;
  const posts = page.locator(POSTS);
  // The last printed post is below the middle of the window: its marks wait, as style.css keeps them (display none).
  const last = posts.nth(3);
  expect(await last.evaluate((el) => el.getBoundingClientRect().top > innerHeight / 2)).toBe(true);
  await page.clock.runFor(100);
  expect(await seenOpacity(last.locator('span.dot'))).toBe(0);
  // Past the middle: they grow in, and the connector reaches from the tip to the line.
  await last.evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight * 0.3),
  );
  await expect.poll(() => seenOpacity(last.locator('span.dot'))).toBe(1);
  await expect
    .poll(async () => {
      const connector = await last.locator('span.connector').boundingBox();
      return Math.round(connector?.x ?? 0);
    })
    .toBeCloseTo(Math.round(lineX), -1);
  for (const at of [0, 3]) {
    const dot = await posts.nth(at).locator('span.dot').boundingBox();
    expect(Math.abs((dot?.x ?? 0) + (dot?.width ?? 0) / 2 - lineX)).toBeLessThanOrEqual(1);
    expect(await seenOpacity(posts.nth(at).locator('span.tip'))).toBe(1);
  }
  // The circle sits under the line.
  const circle = await page.locator('.posts-tree > span.circle').boundingBox();
  expect(Math.abs((circle?.x ?? 0) + (circle?.width ?? 0) / 2 - lineX)).toBeLessThanOrEqual(1);
});

test('the timeline sends one request while one is under way, however much the visitor scrolls', async ({
  page,
  open,
}) => {
  const calls = recordCalls(page);
  await open(TIMELINE);
  await mounted(page, '.blog-format10-posts', 'timeline');
  const held = await holdNext(page, isListener);
  await page.mouse.move(200, 200);
  await scrollUntil(page, async () => callsTo(calls, 'listener:posts-timeline').length === 1);
  await held.held;
  await expect(page.locator('.posts-timeline')).toHaveAttribute('aria-busy', 'true');
  for (let turn = 0; turn < 4; turn += 1) {
    await page.mouse.wheel(0, -300);
    await page.mouse.wheel(0, 600);
  }
  await held.release();
  await expect(page.locator(POSTS)).toHaveCount(8);
  await expect(page.locator('.posts-timeline')).not.toHaveAttribute('aria-busy');
  expect(new Set(await page.locator(`${POSTS} h3`).allTextContents()).size).toBe(8);
  expect(callsTo(calls, 'listener:posts-timeline')[0]?.fields.offset).toBe('4');
});

for (const fault of [
  { name: 'no network', answer: null },
  { name: 'an HTTP error', answer: { status: 500, body: '<p>There has been a critical error.</p>' } },
  { name: 'an answer that is not HTML', answer: { status: 200, body: '0' } },
]) {
  test(`timeline, ${fault.name}: the failure is said, and its button tries again`, async ({
    page,
    open,
    expectConsole,
  }) => {
    expectConsole(
      /timeline on <div class="blog-format10-posts[^"]*">: the posts could not be loaded|ERR_|500/,
    );
    // The clock stands still: the retry button must answer a press in the very commit that shows it (preact
    // runs plain effects only after a frame).
    await installPausedClock(page);
    await open(TIMELINE);
    await mounted(page, '.blog-format10-posts', 'timeline');
    await runEffects(page);
    await page.route(
      '**/wp-admin/admin-ajax.php',
      (route) =>
        fault.answer
          ? route.fulfill({ status: fault.answer.status, contentType: 'text/html', body: fault.answer.body })
          : route.abort('internetdisconnected'),
      { times: 1 },
    );
    await scrollUntil(page, async () => (await page.getByRole('alert').count()) > 0);
    await expect(page.getByRole('alert')).toHaveText(FAILED);
    await expect(page.locator(POSTS)).toHaveCount(4);
    const retry = page.getByRole('button', { name: 'Load More' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(POSTS)).toHaveCount(8);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The button went with the failure: focus is on the first new post.
    await pollWhileRunning(page, () =>
      page.locator(`${POSTS}:nth-of-type(5) h3 a`).evaluate((link) => link === document.activeElement),
    ).toBe(true);
  });
}

test(
  'Modelie asks for its strip on boot, then four more per press of its button, to li.end-more-posts',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const calls = recordCalls(page);
    await open(MODELIE);
    await expect(page.locator(ITEMS)).toHaveCount(4);
    await expect(page.locator('.view-pane > span.loader')).toBeHidden();
    const button = page.getByRole('button', { name: 'More projects' });
    const held = await holdNext(page, isListener);
    await button.click();
    await held.held;
    await expect(page.locator('a.load-more-posts-button')).toHaveText('Loading...');
    await expect(page.locator('a.load-more-posts-button')).toHaveAttribute('aria-disabled', 'true');
    // A double click while it loads sends nothing more.
    await page.locator('a.load-more-posts-button').dblclick({ force: true });
    await held.release();
    await expect(page.locator(ITEMS)).toHaveCount(8);
    expect(new Set(await page.locator(`${ITEMS} h2`).allTextContents()).size).toBe(8);
    await page.getByRole('button', { name: 'More projects' }).click();
    await expect(page.locator(ITEMS)).toHaveCount(11);
    await expect(page.locator('.portfolio-modelie li.end-more-posts')).toHaveCount(1);
    await expect(page.locator('a.load-more-posts-button')).toHaveCount(0);
    const viewport = page.viewportSize();
    const sent = callsTo(calls, 'listener:portfolio_modelie').map((call) => call.fields);
    expect(sent.map((fields) => fields.offset)).toEqual(['0', '4', '8']);
    expect(sent[0]).toMatchObject({ action: 'ioalistener', id: '170', width: String(viewport?.width) });
    expect(Number(sent[0]?.height)).toBeGreaterThan(0);
    expect(Number(sent[0]?.height)).toBeLessThan(viewport?.height ?? 0);
    // Each project links to its page, from its picture and from its overlay.
    const last = page.locator(`${ITEMS}.post-111`);
    await expect(last.locator('a.imageholder')).toHaveAttribute('href', /^\/portfolio\/[a-z-]+\/$/);
    await expect(last.locator('a.hover-lightbox')).toHaveAttribute(
      'href',
      (await last.locator('a.imageholder').getAttribute('href')) ?? '',
    );
  },
);

test('Modelie under the theme: its projects fade in 90 ms apart, and the strip scrolls sideways', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open(MODELIE);
  await runUntilMounted(page, '.portfolio-modelie .view-pane', 'modelie');
  await pollWhileRunning(page, () => page.locator(ITEMS).count()).toBe(4);
  // Limitless keeps each project's inner wrap transparent until its script fades it in: 700 ms, 90 ms apart.
  const wraps = page.locator(`${ITEMS} > .inner-item-wrap`);
  await page.clock.runFor(350);
  const halfway = await Promise.all([0, 3].map((at) => seenOpacity(wraps.nth(at))));
  expect(halfway[0]).toBeGreaterThan(0);
  expect(halfway[0]).toBeLessThan(1);
  expect(halfway[1]).toBeLessThan(halfway[0] ?? 0);
  await page.clock.runFor(1000);
  for (const at of [0, 1, 2, 3]) {
    expect(await seenOpacity(wraps.nth(at).locator('img'))).toBe(1);
    await expect(page.locator(ITEMS).nth(at).locator('span.loader')).toHaveCount(0);
  }
  // The strip is a row as tall as the window less the header and 20 px, scrolled sideways to its last project.
  const pane = page.locator('.portfolio-modelie .view-pane');
  const sizes = await pane.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await pane.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByRole('button', { name: 'More projects' })).toBeInViewport();
});

test('Modelie: a project’s overlay shows while it is hovered, and while Tab is on its links', async ({
  page,
  open,
}) => {
  await open(MODELIE);
  await expect(page.locator(ITEMS)).toHaveCount(4);
  const first = page.locator(ITEMS).first();
  const title = first.locator('div.hover h2 a');
  await expect.poll(() => seenOpacity(first.locator('img'))).toBe(1);
  expect(await seenOpacity(title)).toBe(0);
  await first.hover();
  await expect.poll(() => seenOpacity(title)).toBeGreaterThan(0.8);
  expect(await hitAtCentre(title)).toBe(true);
  await page.mouse.move(5, 5);
  await expect.poll(() => seenOpacity(title)).toBe(0);
  await title.focus();
  await expect.poll(() => seenOpacity(title)).toBeGreaterThan(0.8);
  // The lightbox link sits in the middle of the project.
  const link = await first.locator('a.hover-lightbox').boundingBox();
  const item = await first.boundingBox();
  expect((link?.x ?? 0) + (link?.width ?? 0) / 2).toBeCloseTo((item?.x ?? 0) + (item?.width ?? 0) / 2, 0);
});

test('Modelie, a failed boot: the failure is said with a button that tries again', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/modelie on <div class="view-pane[^"]*">: the posts could not be loaded|ERR_/);
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await open(MODELIE);
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  // Said where the visitor looks: the empty strip does not keep the window's height, pushing it out of view.
  await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Load More' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Load More' }).press('Enter');
  await expect(page.locator(ITEMS)).toHaveCount(4);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The pressed button went: focus goes to the first new project's link, not to the page, in view.
  await expect(page.locator(`${ITEMS} a`).first()).toBeFocused();
  await expect(page.locator(`${ITEMS} a`).first()).toBeInViewport();
});

test('Modelie, a failed press: the label comes back, the failure is said, the next press tries again', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/modelie on <div class="view-pane[^"]*">: the posts could not be loaded|500/);
  await open(MODELIE);
  await expect(page.locator(ITEMS)).toHaveCount(4);
  await page.route(
    '**/wp-admin/admin-ajax.php',
    (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'error' }),
    { times: 1 },
  );
  const button = page.getByRole('button', { name: 'More projects' });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  await expect(page.locator('a.load-more-posts-button')).toHaveText('More projects');
  await expect(page.locator(ITEMS)).toHaveCount(4);
  await button.click();
  await expect(page.locator(ITEMS)).toHaveCount(8);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const path of [TIMELINE, MODELIE]) {
  test(`${path} with everything loaded has no serious accessibility violation`, async ({ page, open }) => {
    await installPausedClock(page);
    await open(path);
    const list = path === TIMELINE ? POSTS : ITEMS;
    if (path === TIMELINE) {
      await runUntilMounted(page, '.blog-format10-posts', 'timeline');
      // On the paused clock, time moves too as the visitor scrolls on: each batch's entrance ends, and the
      // circle is watched again.
      await page.mouse.move(200, 200);
      await pollWhileRunning(page, async () => {
        const count = await page.locator(POSTS).count();
        if (count < 8) await page.mouse.wheel(0, 1500);
        return count;
      }).toBeGreaterThanOrEqual(8);
    } else {
      await pollWhileRunning(page, () => page.locator(list).count()).toBe(4);
    }
    await expectSettledPageAccessible(page);
  });
}

/** What custom.js measured below the header: the window less `div.theme-header` (250 where under 200). */
function belowHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('div.theme-header:not(.compact-bar)');
    const left = innerHeight - (header ? Math.round(header.getBoundingClientRect().height) : 0);
    return left < 200 ? 250 : left;
  });
}

for (const [path, type, id, effect] of [
  ['/portfolio-full-screen/', 'portfolio_fullscreen', '144', 'fade'],
  ['/portfolio-proportional/', 'single_portfolio_fullscreen', '131', 'scroll'],
] as const) {
  test(
    `${path}: its pane is filled on boot (type=${type}) with a gallery sized to it, which mounts`,
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      const calls = recordCalls(page);
      // The gallery plays by itself: on a paused clock, the first picture stays until the test moves it on.
      await installPausedClock(page);
      await open(path);
      const gallery = page.locator('.seleneGallery');
      await runUntilMounted(page, '.seleneGallery', 'gallery');
      const pane = page.locator('.full-screen-view-pane, .single-prop-screen-view-pane');
      await expect(pane.locator(':scope > span.loader')).toBeHidden();
      // No spinner left behind it: the proportional pane's own (style.css: its loader.gif background) goes too.
      await expect(pane).toHaveCSS('background-image', 'none');
      // Filled on boot, the pane leaves focus where it was (only a retry's answer takes it, the button gone).
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await expect(pane).not.toHaveAttribute('tabindex');
      const sent = callsTo(calls, `listener:${type}`).map((call) => call.fields);
      expect(sent).toHaveLength(1);
      const height = (await belowHeader(page)) - 83;
      expect(sent[0]).toEqual({
        action: 'ioalistener',
        type,
        id,
        height: String(height),
        width: String(page.viewportSize()?.width),
      });
      await expect(gallery).toHaveAttribute('data-effect_type', effect);
      await expect(gallery).toHaveAttribute('data-height', String(height));
      // The gallery the answer brought is the visitor's: shown, with its thumbnails to pick a picture.
      await pollWhileRunning(page, () =>
        seenOpacity(gallery.locator('.gallery-item').first().locator('img')),
      ).toBe(1);
      await expect(gallery.getByRole('button', { name: /Slide 2/ })).toBeVisible();
      // Unmounted and mounted again, the pane keeps its gallery and asks for nothing more, its loader hidden.
      await pane.evaluate((el) => {
        const api = (window as unknown as { wpWidgets: PublicApi }).wpWidgets;
        api.unmount(el);
        return api.mount(el);
      });
      await expect(pane.locator('.seleneGallery')).toHaveCount(1);
      // Hidden by the widgets themselves, not only by the stylesheet's rule for a filled pane: Modelie hides it, or
      // the gallery has set it aside, as it does its own loaders.
      await pollWhileRunning(page, () =>
        pane
          .locator(':scope > span.loader')
          .evaluateAll((loaders) => loaders.every((loader) => loader.style.display === 'none')),
      ).toBe(true);
      expect(callsTo(calls, `listener:${type}`)).toHaveLength(1);
    },
  );
}

test('a gallery pane whose boot fails says so, with a button that tries again', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(
    /modelie on <div class="full-screen-view-pane[^"]*"[^>]*>: the posts could not be loaded|ERR_/,
  );
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await open('/portfolio-full-screen/');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  // Said where the visitor looks: the empty pane does not keep the window's height, pushing it out of view.
  await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Load More' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Load More' }).press('Enter');
  await mounted(page, '.seleneGallery', 'gallery');
  // The pressed button went: focus goes to the pane, not to the page; the next Tab reaches the gallery.
  await expect(page.locator('.full-screen-view-pane')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('.seleneGallery :focus')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test(
  'a single portfolio’s model strip asks for its gallery once (type=single_portfolio_modelie), which takes the placeholder’s place',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const calls = recordCalls(page);
    await installPausedClock(page);
    await open('/portfolio-model/');
    await runUntilMounted(page, '.single-portfolio-modelie .view-pane', 'modelie');
    const items = page.locator('.single-portfolio-modelie .inner-view-pane > ul > li');
    await pollWhileRunning(page, () => items.count()).toBe(4);
    await expect(page.locator('.single-portfolio-modelie li.span-class')).toHaveCount(0);
    const below = await belowHeader(page);
    expect(callsTo(calls, 'listener:single_portfolio_modelie').map((call) => call.fields)).toEqual([
      {
        action: 'ioalistener',
        type: 'single_portfolio_modelie',
        id: '133',
        height: String(below - 20),
        width: String(page.viewportSize()?.width),
      },
    ]);
    // Each picture fades in (the theme keeps its inner wrap transparent); the strip is 10 px short of what is
    // left below the header, scrolled sideways, its scroll bar in the pane's data-dc.
    await page.clock.runFor(1500);
    for (const item of await items.all()) expect(await seenOpacity(item.locator('img'))).toBe(1);
    const pane = page.locator('.single-portfolio-modelie .view-pane');
    expect(Math.round((await pane.boundingBox())?.height ?? 0)).toBe(below - 10);
    await expect(pane).toHaveCSS('scrollbar-color', 'rgb(70, 117, 155) rgba(0, 0, 0, 0)');
    const sizes = await pane.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
  },
);
