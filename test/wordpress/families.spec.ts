import type { Page } from '@playwright/test';
import { expect, mounted, test } from '../browser/fixtures';
import {
  installPausedClock,
  pollWhileRunning,
  runUntilAllMounted,
  runUntilMounted,
  scrollThroughPage,
  WIDGET_SELECTOR,
} from '../browser/widget-helpers';

/**
 * A page per widget family on the demo site (fixtures/wordpress/setup.php seeds them: WordPress's own shortcodes
 * where it has them, the theme's markup from fixtures/pages/ elsewhere), in the real WordPress with the plugin
 * active: every widget on the page mounts, no console error or warning (the fixture checks), and one
 * interaction each. The page's clock stands still where time is what is checked (a countdown's tick, a chart's
 * drawing); media play, and the lightbox opens, in real time.
 */
interface Family {
  readonly family: string;
  readonly path: string;
  /** Widgets the page must have (all the others on it mount too). */
  readonly widgets: ReadonlyArray<readonly [selector: string, widget: string]>;
  /** The window's size, where not the default desktop one. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Whether the page's clock is installed stopped. */
  readonly pausedClock: boolean;
  /** What a visitor does, and what they see (`requested`: the address of every request the page made). */
  readonly interact: (page: Page, requested: readonly string[]) => Promise<void>;
}

const paused = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLMediaElement).paused);

/** The canvas's painted pixels. */
const paintedPixels = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d', { willReadFrequently: true });
    if (!context || !copy.width || !copy.height) return 0;
    context.drawImage(canvas, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    let painted = 0;
    for (let at = 3; at < data.length; at += 4) if ((data[at] ?? 0) > 0) painted += 1;
    return painted;
  });

const FAMILIES: readonly Family[] = [
  {
    family: 'lightbox',
    path: '/lightbox/',
    widgets: [
      ['#projects li:first-child a.hover', 'lightbox'],
      ['#shop-photo', 'lightbox'],
    ],
    pausedClock: false,
    async interact(page) {
      // The hover icon's link, from the keyboard (the demo's stand-in stylesheet has no icon font to size it).
      await page.locator('#projects li:nth-child(2) a.hover').press('Enter');
      // The hover icons have no thumbnail: the dialog says where it is, the description is the link's title.
      await expect(page.getByRole('dialog')).toHaveAccessibleName('Item 2 of 4');
      await expect(page.locator('.wp-lightbox__description')).toHaveText('Stitching');
      await expect(page.locator('.pswp__counter')).toHaveText('2 / 4');
      await expect(page).toHaveURL(/#prettyPhoto\[pp_gal\]\/1\/$/);
    },
  },
  {
    family: 'countdown',
    path: '/countdown/',
    widgets: [['#launch-countdown', 'countdown']],
    pausedClock: true,
    async interact(page) {
      const launch = page.locator('#launch-countdown');
      await expect(launch).toHaveAttribute('role', 'timer');
      const before = await launch.textContent();
      expect(before).toMatch(/ seconds$/);
      await page.clock.runFor(61_000);
      await expect(launch).not.toHaveText(before ?? '');
      await expect(launch).toHaveText(/ minutes \d\d seconds$/);
    },
  },
  {
    family: 'media player',
    path: '/media/',
    widgets: [
      ['video.wp-video-shortcode >> nth=0', 'media-player'],
      ['audio.wp-audio-shortcode', 'media-player'],
      // [embed] of a video file's address: WordPress makes it a [video].
      ['video.wp-video-shortcode >> nth=1', 'media-player'],
    ],
    pausedClock: false,
    async interact(page) {
      const player = page
        .locator('.mejs-container', { has: page.locator('video.wp-video-shortcode') })
        .first();
      await player.locator('.mejs-controls').getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => paused(page, 'video.wp-video-shortcode >> nth=0')).toBe(false);
      // WordPress's [playlist] keeps its own player (MediaElement stays, only wp-mediaelement's set-up goes).
      await expect(page.locator('.wp-playlist .wp-playlist-item')).toHaveCount(2);
      await expect(page.locator('.wp-playlist .mejs-container')).toHaveCount(1);
    },
  },
  {
    family: 'charts',
    path: '/charts/',
    widgets: [['.line-chart-wrap', 'line-chart']],
    pausedClock: true,
    async interact(page) {
      await page.locator('.line-chart-wrap').scrollIntoViewIfNeeded();
      await pollWhileRunning(page, () => paintedPixels(page, '.line-chart-wrap canvas')).toBeGreaterThan(
        1000,
      );
    },
  },
  {
    family: 'menus',
    path: '/menus/',
    widgets: [['div.menu-wrapper:has(> .menu-bar #menu-fade)', 'menu']],
    pausedClock: true,
    async interact(page) {
      const shop = page.locator('#menu-fade > li:has(> a[href="/shop/"])');
      await expect(shop.locator('> .sub-menu')).toBeHidden();
      await shop.locator('> a').hover();
      // hoverIntent's 100 ms, then the Fade effect.
      await pollWhileRunning(page, () => shop.getAttribute('class')).toMatch(/(^| )is-open( |$)/);
      await expect(shop.locator('> .sub-menu')).toBeVisible();
    },
  },
  {
    family: 'mobile menu',
    path: '/mobile-menu/',
    widgets: [['ul#mobile-menu', 'mobile-menu']],
    viewport: { width: 390, height: 800 },
    pausedClock: false,
    async interact(page) {
      // Built from the page's desktop menu, four levels.
      const menu = page.locator('ul#mobile-menu[data-built]');
      const toggle = page.locator('.mobile-head a.mobile-menu');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    },
  },
  {
    family: 'search',
    path: '/search/',
    widgets: [['#header-search', 'live-search']],
    pausedClock: false,
    async interact(page) {
      const trigger = page.locator('#header-search a.ajax-search-trigger');
      // The icon link, from the keyboard (the demo's stand-in stylesheet has no icon font to size it).
      await trigger.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.locator('#header-search input.live_search').fill('bag');
      // WordPress's own search, through the theme's listener: the seeded bags.
      await expect(page.locator('#header-search .search-results li h5 a').first()).toBeVisible();
    },
  },
  {
    family: 'sticky contact',
    path: '/sticky-contact/',
    widgets: [['div.sticky-contact', 'sticky-contact']],
    pausedClock: false,
    async interact(page) {
      const trigger = page.getByRole('button', { name: 'Write to us' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('div.sticky-contact .sc_name')).toBeVisible();
    },
  },
  {
    family: 'maps',
    path: '/maps/',
    widgets: [
      ['.map-wrapper > #map', 'map'],
      ['#map-rad-77a0', 'map'],
    ],
    pausedClock: false,
    async interact(page) {
      // No key on the demo site: Google's keyless embed of the first address (answered by the tests' fake).
      await page.locator('#map-rad-77a0').scrollIntoViewIfNeeded();
      const shops = page.locator('#map-rad-77a0 iframe');
      await expect(shops).toHaveAttribute('title', 'Map: Rua Augusta 100, 1100-053 Lisboa');
      await expect(shops.contentFrame().getByText('Rua Augusta 100, 1100-053 Lisboa')).toBeVisible();
    },
  },
  {
    family: 'video gallery',
    path: '/video-gallery/',
    widgets: [
      ['.epyt-gallery', 'video-gallery'],
      ['button.__youtube_prefs_gdpr__', 'video-consent'],
    ],
    pausedClock: false,
    async interact(page, requested) {
      // Embed Plus for YouTube as the demo theme emulates it (limitless-demo/embed-plus.php): the site asks for
      // consent, so the consent block stands in for the player and the thumbnails have no image.
      const gallery = page.locator('.epyt-gallery');
      const titles = gallery.locator('.epyt-gallery-title');
      await expect(gallery.locator('iframe')).toHaveCount(0);
      await expect(titles).toHaveText(['Waxing a tote', 'Cutting the leather', 'A saddle stitch, close up']);
      // The next page, from the theme's paging action through WordPress's admin-ajax.
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/wp-admin/admin-ajax.php') &&
          (response.request().postData() ?? '').includes('action=my_embedplus_gallery_page'),
      );
      const next = gallery.locator('.epyt-next').first();
      await next.scrollIntoViewIfNeeded();
      await next.click();
      expect((await answer).status()).toBe(200);
      await expect(titles).toHaveText([
        'Packing an order',
        'A day in the Porto shop',
        'The workshop at dawn',
      ]);
      await expect(gallery.locator('.epyt-current')).toHaveText(['2', '2']);
      await expect(gallery.locator('.epyt-gallery-img.epyt-gallery-img-gdpr')).toHaveCount(3);
      await expect(gallery.locator('.epyt-prev').first()).toBeVisible();
      // Nothing reached YouTube (neither its player nor its thumbnails) before the visitor's consent, and the
      // plugin's own script, which the bundle replaces, was never asked for.
      expect(requested.filter((url) => /youtube|ytimg/.test(new URL(url).hostname))).toEqual([]);
      expect(requested.filter((url) => /\/ytprefs(\.min)?\.js/.test(url))).toEqual([]);
    },
  },
];

for (const { family, path, widgets, viewport, pausedClock, interact } of FAMILIES) {
  test(`${family} (${path}): every widget mounts, no console error, and it works`, async ({ page, open }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    if (viewport) await page.setViewportSize(viewport);
    if (pausedClock) await installPausedClock(page);
    await open(path);
    if (pausedClock) {
      for (const [selector, widget] of widgets) await runUntilMounted(page, selector, widget);
      await scrollThroughPage(page);
      await runUntilAllMounted(page);
      await page.evaluate(() => scrollTo(0, 0));
    } else {
      await scrollThroughPage(page);
      for (const [selector, widget] of widgets) await mounted(page, selector, widget);
      await expect
        .poll(() =>
          page
            .locator(WIDGET_SELECTOR)
            .evaluateAll((elements) =>
              elements.filter((e) => !e.hasAttribute('data-widget-mounted')).map((e) => e.id || e.className),
            ),
        )
        .toEqual([]);
      await page.evaluate(() => scrollTo(0, 0));
    }
    await interact(page, requested);
  });
}
