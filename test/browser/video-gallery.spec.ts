import type { Locator, Page, Request, Route } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { stubVideoHosts } from './video-hosts';

/**
 * Embed Plus for YouTube's gallery: /video-gallery/ (12.0 markup, three pages of three thumbnails, autonext off)
 * and /video-consent/ (14.x markup, consent asked, autonext on), paged through the emulator's admin-ajax action.
 */

const GALLERY = '#epyt_gallery_31415';
const PAGE_ERROR = 'Sorry, there was an error loading the next page.';

/**
 * Scrolls the element into view and lets two frames pass. Just after a scroll, Chromium can still route a click
 * by where things were: onto the player, a frame from another site, instead of the thumbnail now there.
 */
async function scrolledTo(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return locator;
}

const titles = (page: Page) => page.locator(`${GALLERY} .epyt-gallery-title`).allTextContents();

/**
 * Holds the gallery's paging requests until released, recording each. `release` first waits for a request to be
 * held: a click's request reaches the route a little after the click returns.
 */
async function holdPaging(page: Page) {
  const requests: Request[] = [];
  const held: Route[] = [];
  await page.route(/\/wp-admin\/admin-ajax\.php$/, (route) => {
    if (route.request().postData()?.includes('my_embedplus_gallery_page')) {
      requests.push(route.request());
      held.push(route);
      return;
    }
    return route.continue();
  });
  return {
    requests,
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

test(
  'Next asks admin-ajax for the next page, under a "Please wait..." cover, and shows it',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const paging = await holdPaging(page);
    await open('/video-gallery/');
    await mounted(page, GALLERY, 'video-gallery');
    expect(await titles(page)).toEqual(['Waxing a tote', 'Cutting the leather', 'A saddle stitch, close up']);
    await page.locator(`${GALLERY} .epyt-next`).first().click();
    await expect(page.getByRole('status')).toHaveText('Please wait...');
    await expect(page.locator(`${GALLERY} .epyt-gallery-list`)).toHaveClass(/epyt-loading/);
    await expect.poll(() => paging.requests.length).toBe(1);
    const [request] = paging.requests;
    expect(request?.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(Object.fromEntries(new URLSearchParams(request?.postData() ?? ''))).toEqual({
      action: 'my_embedplus_gallery_page',
      security: '4b1f0a77c3',
      'options[playlistId]': 'PLwgtWorkshopFilms01',
      'options[pageToken]': 'CAMQAA',
      'options[pageSize]': '3',
      'options[columns]': '3',
      'options[showTitle]': '1',
      'options[showPaging]': '1',
      'options[autonext]': '0',
      'options[thumbplay]': '1',
    });
    await paging.release();
    await expect
      .poll(() => titles(page))
      .toEqual(['Packing an order', 'A day in the Porto shop', 'The workshop at dawn']);
    await expect(page.locator(`${GALLERY} .epyt-current`)).toHaveText(['2', '2']);
    await expect(page.locator(GALLERY)).toHaveAttribute('data-currpage', '2');
    await expect(page.locator(`${GALLERY} .epyt-gallery-list`)).not.toHaveClass(/epyt-loading/);
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.locator('.wp-video-gallery-wait')).toHaveCSS('opacity', '0');
    await expect(page.locator(`${GALLERY} .epyt-prev:visible`)).toHaveCount(2);

    // Back to the first page.
    await page.locator(`${GALLERY} .epyt-prev`).first().click();
    await paging.release();
    await expect
      .poll(() => titles(page))
      .toEqual(['Waxing a tote', 'Cutting the leather', 'A saddle stitch, close up']);
    await expect(page.locator(`${GALLERY} .epyt-current`)).toHaveText(['1', '1']);
  },
);

test(
  'the keyboard: Enter and Space turn the page, and focus stays on the button pressed',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/video-gallery/');
    await mounted(page, GALLERY, 'video-gallery');
    const next = () => page.locator(`${GALLERY} .epyt-pagination`).first().locator('.epyt-next');
    await next().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`${GALLERY} .epyt-current`).first()).toHaveText('2');
    await expect(next()).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.locator(`${GALLERY} .epyt-current`).first()).toHaveText('3');
    // The last page has no Next: focus goes to its first thumbnail.
    await expect(page.locator(`${GALLERY} .epyt-gallery-thumb`).first()).toBeFocused();
    expect(await titles(page)).toEqual(['Re-waxing an old bag']);
  },
);

test('a second press while a page loads sends nothing more', async ({ page, open }) => {
  const paging = await holdPaging(page);
  await open('/video-gallery/');
  await mounted(page, GALLERY, 'video-gallery');
  const next = page.locator(`${GALLERY} .epyt-next`).first();
  await next.click();
  await next.click({ force: true });
  await page.locator(`${GALLERY} .epyt-next`).last().click({ force: true });
  await paging.release();
  await expect(page.locator(`${GALLERY} .epyt-current`).first()).toHaveText('2');
  expect(paging.requests).toHaveLength(1);
});

for (const [name, fault] of [
  ['no network', (route: Route) => route.abort('internetdisconnected')],
  ['an HTTP error', (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['an empty answer', (route: Route) => route.fulfill({ status: 200, body: '' })],
] as const) {
  test(`${name}: the plugin's alert, and the page stays as it was`, async ({ page, open, expectConsole }) => {
    expectConsole(/Failed to load resource|ERR_INTERNET_DISCONNECTED|status of 500/);
    const alerts = recordAlerts(page);
    await page.route(/\/wp-admin\/admin-ajax\.php$/, (route) =>
      route.request().postData()?.includes('my_embedplus_gallery_page') ? fault(route) : route.continue(),
    );
    await open('/video-gallery/');
    await mounted(page, GALLERY, 'video-gallery');
    await page.locator(`${GALLERY} .epyt-next`).first().click();
    await expect.poll(() => alerts).toEqual([PAGE_ERROR]);
    await expect(page.locator(GALLERY)).toHaveAttribute('data-currpage', '1');
    await expect(page.locator(`${GALLERY} .epyt-current`)).toHaveText(['1', '1']);
    expect(await titles(page)).toEqual(['Waxing a tote', 'Cutting the leather', 'A saddle stitch, close up']);
    await expect(page.locator(`${GALLERY} .epyt-gallery-list`)).not.toHaveClass(/epyt-loading/);
    // It can be tried again.
    await page.unrouteAll();
    await page.locator(`${GALLERY} .epyt-next`).first().click();
    await expect(page.locator(`${GALLERY} .epyt-current`).first()).toHaveText('2');
  });
}

test(
  'a thumbnail plays its video in the gallery’s player, autoplaying, and stays marked across pages',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const players = await stubVideoHosts(page);
    await open('/video-gallery/');
    await mounted(page, GALLERY, 'video-gallery');
    const player = page.locator(`${GALLERY} > iframe`);
    const first = page.locator(`${GALLERY} .epyt-gallery-thumb`).first();
    await expect(first).toHaveClass(/epyt-current-video/);
    await expect(first).toHaveAttribute('aria-current', 'true');
    const src = await player.getAttribute('src');
    await (
      await scrolledTo(page.locator(`${GALLERY} .epyt-gallery-thumb`, { hasText: 'Cutting the leather' }))
    ).click();
    await expect(player).toHaveAttribute(
      'src',
      (src ?? '').replace('Xw6sF1pHdtU', 'aK3jR9bLm2Q').replace('autoplay=0', 'autoplay=1'),
    );
    await expect(page.locator(`${GALLERY} .epyt-current-video`)).toHaveText(['Cutting the leather']);
    await expect.poll(() => players.at(-1)).toContain('/embed/aK3jR9bLm2Q?');
    // To the next page and back: the playing video's thumbnail is marked again.
    await page.locator(`${GALLERY} .epyt-next`).first().click();
    await expect(page.locator(`${GALLERY} .epyt-current`).first()).toHaveText('2');
    await expect(page.locator(`${GALLERY} .epyt-current-video`)).toHaveCount(0);
    await page.locator(`${GALLERY} .epyt-prev`).first().click();
    await expect(page.locator(`${GALLERY} .epyt-current-video`)).toHaveText(['Cutting the leather']);
  },
);

test('from the bottom pagination, the page comes back up to the list, 20 px above it', async ({
  page,
  open,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await open('/video-gallery/');
  await mounted(page, GALLERY, 'video-gallery');
  const bottom = page.locator(`${GALLERY} .epyt-pagination`).last().locator('.epyt-next');
  await bottom.scrollIntoViewIfNeeded();
  await bottom.click();
  await expect(page.locator(`${GALLERY} .epyt-current`).first()).toHaveText('2');
  await expect
    .poll(() =>
      page.locator(`${GALLERY} .epyt-gallery-list`).evaluate((list) => list.getBoundingClientRect().top),
    )
    .toBeCloseTo(20, 0);
});

test.describe('with consent asked (14.x)', () => {
  const CONSENT = '#epyt_gallery_27182';

  test('the consent button saves consent for 30 days and reloads: the player is there', async ({
    page,
    open,
    context,
  }) => {
    await stubVideoHosts(page);
    await open('/video-consent/');
    await expect(page.locator(`${CONSENT} iframe`)).toHaveCount(0);
    await mounted(page, 'button.__youtube_prefs_gdpr__', 'video-consent');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Accept YouTube Content' }).click();
    await reloaded;
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'ytprefs_gdpr_consent');
    expect([cookie?.value, cookie?.path]).toEqual(['1', '/']);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    await expect(page.locator(`${CONSENT} > iframe`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept YouTube Content' })).toHaveCount(0);
  });

  test('autonext: when a video ends the next plays, then the next page’s first', async ({
    page,
    open,
    context,
  }) => {
    await context.addCookies([{ name: 'ytprefs_gdpr_consent', value: '1', url: 'http://127.0.0.1' }]);
    const players = await stubVideoHosts(page);
    await open('/video-consent/');
    await mounted(page, CONSENT, 'video-gallery');
    const ends = async () => {
      await page.frameLocator(`${CONSENT} > iframe`).getByRole('button', { name: 'End the video' }).click();
    };
    // The API is loaded on demand, and the player attached.
    await expect
      .poll(() => page.evaluate(() => (window as { YT?: { players: unknown[] } }).YT?.players.length ?? 0))
      .toBe(1);
    await ends();
    await expect(page.locator(`${CONSENT} .epyt-current-video`)).toHaveText(['Cutting the leather']);
    await expect.poll(() => players.at(-1)).toContain('/embed/aK3jR9bLm2Q?');
    await ends();
    await expect(page.locator(`${CONSENT} .epyt-current-video`)).toHaveText(['A saddle stitch, close up']);
    await ends();
    await expect(page.locator(`${CONSENT} .epyt-current`).first()).toHaveText('2');
    await expect(page.locator(`${CONSENT} .epyt-current-video`)).toHaveText(['Packing an order']);
    await expect.poll(() => players.at(-1)).toContain('/embed/Lm5nB8cVz1A?');
  });

  test('without YouTube’s API (blocked), the gallery still pages and plays by address', async ({
    page,
    open,
    context,
    expectConsole,
  }) => {
    expectConsole(/Failed to load resource|ERR_FAILED|ERR_BLOCKED/);
    await context.addCookies([{ name: 'ytprefs_gdpr_consent', value: '1', url: 'http://127.0.0.1' }]);
    await stubVideoHosts(page);
    await page.route('https://www.youtube.com/iframe_api', (route) => route.abort('blockedbyclient'));
    await open('/video-consent/');
    await mounted(page, CONSENT, 'video-gallery');
    await (
      await scrolledTo(page.locator(`${CONSENT} .epyt-gallery-thumb`, { hasText: 'Cutting the leather' }))
    ).click();
    await expect(page.locator(`${CONSENT} > iframe`)).toHaveAttribute(
      'src',
      /\/embed\/aK3jR9bLm2Q\?.*autoplay=1/,
    );
    await page.locator(`${CONSENT} .epyt-next`).first().click();
    await expect(page.locator(`${CONSENT} .epyt-current`).first()).toHaveText('2');
  });
});
