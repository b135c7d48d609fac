import type { Page } from '@playwright/test';
import { FORBIDDEN_ELEMENTS, HTML_CORPUS, HTML_PAYLOADS } from '../xss-corpus';
import { axe } from './accessibility';
import { BOTH_FLAVOURS, expect, test } from './fixtures';
import { stubVideoHosts as stubHosts } from './video-hosts';
import {
  finishAnimations,
  installPausedClock,
  pollWhileRunning,
  runUntilSettled,
  swipe,
} from './widget-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * The lightbox (prettyPhoto's contract on PhotoSwipe) on /portfolio/ (the hover icons' `pp_gal`, a `studio`
 * gallery, a single link, an `archive` gallery whose first image is missing, a RAD builder link), /gallery/
 * (two WordPress galleries), /films/ (every item kind) and the product page (its image gallery).
 */

const IMAGE_ERROR = 'Image cannot be loaded. Make sure the path is correct and image exist.';
const PAGE_ERROR = 'Content cannot be loaded. Make sure the path is correct and the page exists.';
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => page.locator('.pswp__counter');

/** The page's one lightbox instance is mounted: the loader marks every link it serves. */
async function lightboxMounted(page: Page): Promise<void> {
  const links = 'a[rel^="prettyPhoto"], .gallery-icon > a';
  await expect(page.locator(links).first()).toHaveAttribute('data-widget-mounted', /(^| )lightbox( |$)/);
  const unmarked = page.locator(`:is(${links}):not([data-widget-mounted~="lightbox"])`);
  await expect(unmarked).toHaveCount(0);
}

async function openPage(page: Page, open: (path: string) => Promise<void>, path: string): Promise<void> {
  await open(path);
  await lightboxMounted(page);
}

/** The dialog has opened: PhotoSwipe moves focus in, and binds its keys, once its opening animation ends. */
async function opened(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement) === true),
    )
    .toBe(true);
}

/** Records every alert the page shows, dismissing it as a visitor would. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (shown) => {
    alerts.push(shown.message());
    void shown.dismiss();
  });
  return alerts;
}

/** Stubs the video hosts (no test reaches the network), and the film file the page links. */
async function stubVideoHosts(page: Page): Promise<string[]> {
  const players = await stubHosts(page);
  await page.route(/\.mp4$/, (route) => route.fulfill({ contentType: 'video/mp4', body: '' }));
  return players;
}

test(
  'a gallery link opens its group at itself, as a modal dialog named by the title, with the hash',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openPage(page, open, '/portfolio/');
    const historyLength = await page.evaluate(() => history.length);
    const link = page.locator('#studio a').nth(1);
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(counter(page)).toHaveText('2 / 3');
    await expect(page).toHaveURL(/#prettyPhoto\[studio\]\/1\/$/);
    // The title (the thumbnail's alt) and the description (the link's title) are text, never markup.
    await expect(dialog(page)).toHaveAccessibleName('Waxing <img src=x onerror=alert(2)>');
    await expect(page.locator('.wp-lightbox__description')).toHaveText(
      '<b>Hot</b> wax & a brush, <img src=x onerror=alert(1)>',
    );
    await expect(page.locator('.wp-lightbox__caption img, .wp-lightbox__caption b')).toHaveCount(0);
    await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img')).toHaveAttribute(
      'src',
      /\/waxing\.svg$/,
    );
    // Opening and moving replace the address: no history entry per item.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/#prettyPhoto\[studio\]\/2\/$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  },
);

test(
  'a link marked mounted already opens the lightbox: a click in the same task as the mark is the widget’s',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    // The loader marks an element mounted once its widget listens: the click comes in the microtask after the
    // mark, before any frame, when an effect that waited for a paint would not yet have bound its listener.
    await page.addInitScript(() => {
      const marks = new MutationObserver(() => {
        const link = document.querySelectorAll<HTMLAnchorElement>('#studio a')[1];
        if (!link?.matches('[data-widget-mounted~="lightbox"]')) return;
        marks.disconnect();
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
        link.dispatchEvent(click);
        document.documentElement.dataset.testClickTaken = String(click.defaultPrevented);
      });
      marks.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-mounted'] });
    });
    await open('/portfolio/');
    await expect(page.locator('html')).toHaveAttribute('data-test-click-taken', 'true');
    await expect(counter(page)).toHaveText('2 / 3');
    await expect(page).toHaveURL(/\/portfolio\/\?flavour=\w+#prettyPhoto\[studio\]\/1\/$/);
  },
);

test(
  'next, previous and the arrow keys wrap at both ends; Escape closes, leaving #prettyPhoto and focus on the link',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openPage(page, open, '/portfolio/');
    const link = page.locator('#studio a').nth(2);
    await link.focus();
    await page.keyboard.press('Enter');
    await opened(page);
    await expect(counter(page)).toHaveText('3 / 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText('1 / 3');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(counter(page)).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('3 / 3');
    await expect(page).toHaveURL(/#prettyPhoto\[studio\]\/2\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/#prettyPhoto$/);
    await expect(link).toBeFocused();
  },
);

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 740 } });

  test(
    'a swipe of 75 px moves to the next or previous item, wrapping at both ends; a shorter one does not',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await installPausedClock(page);
      await openPage(page, open, '/portfolio/');
      await page.locator('#studio a').nth(2).tap();
      await pollWhileRunning(page, () =>
        page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement) === true),
      ).toBe(true);
      await expect(counter(page)).toHaveText('3 / 3');
      const slide = page.locator('.pswp__item[aria-hidden="false"]');
      // A slow swipe (75 px in a third of a second), which PhotoSwipe alone would spring back from.
      await swipe(page, slide, { dx: -75 });
      await runUntilSettled(page);
      await expect(counter(page)).toHaveText('1 / 3');
      await swipe(page, slide, { dx: 75 });
      await runUntilSettled(page);
      await expect(counter(page)).toHaveText('3 / 3');
      await swipe(page, slide, { dx: -60 });
      await runUntilSettled(page);
      await expect(counter(page)).toHaveText('3 / 3');
      await expect(page).toHaveURL(/#prettyPhoto\[studio\]\/2\/$/);
    },
  );

  test('a gallery of two wraps on a swipe past either end', async ({ page, open }) => {
    await installPausedClock(page);
    await openPage(page, open, '/gallery/');
    await page.locator('#gallery-2 a').nth(1).tap();
    await pollWhileRunning(page, () =>
      page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement) === true),
    ).toBe(true);
    await expect(counter(page)).toHaveText('2 / 2');
    const slide = page.locator('.pswp__item[aria-hidden="false"]');
    await swipe(page, slide, { dx: -120 });
    await runUntilSettled(page);
    await expect(counter(page)).toHaveText('1 / 2');
    await swipe(page, slide, { dx: 120 });
    await runUntilSettled(page);
    await expect(counter(page)).toHaveText('2 / 2');
  });
});

test('a gallery of two wraps too; a click on the backdrop closes', async ({ page, open }) => {
  await openPage(page, open, '/gallery/');
  await page.locator('#gallery-2 a').nth(1).click();
  await opened(page);
  await expect(counter(page)).toHaveText('2 / 2');
  await expect(page).toHaveURL(/#prettyPhoto\[gallery-2\]\/1\/$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(counter(page)).toHaveText('1 / 2');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('2 / 2');
  // WordPress galleries stay apart: the first one has three.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.locator('#gallery-1 a').first().click();
  await opened(page);
  await expect(counter(page)).toHaveText('1 / 3');
  await expect(dialog(page)).toHaveAccessibleName('Cutting table');
  // Beside the image (840x560 in the middle of the window), clear of the arrows.
  await page.mouse.click(150, 300);
  await expect(dialog(page)).toHaveCount(0);
});

test('a default [gallery] (links to attachment pages) navigates, with no alert and no lightbox', async ({
  page,
  open,
}) => {
  const alerts = recordAlerts(page);
  await openPage(page, open, '/gallery/');
  // Pressing it does not fetch the viewer either.
  const viewer: string[] = [];
  page.on('request', (request) => {
    if (/lightbox-viewer/.test(request.url())) viewer.push(request.url());
  });
  await page.locator('#gallery-3 a').first().click();
  await page.waitForURL(/\/\?attachment_id=206$/);
  expect(alerts).toEqual([]);
  expect(viewer).toEqual([]);
});

test('a bare rel="prettyPhoto" opens alone, its hash counting all lightbox links; the RAD builder link stays a link', async ({
  page,
  open,
}) => {
  await openPage(page, open, '/portfolio/');
  await page.locator('#shop-photo').click();
  await opened(page);
  await expect(dialog(page)).toHaveAccessibleName('The Porto shop');
  // Four hover icons and three studio links come first.
  await expect(page).toHaveURL(/#prettyPhoto\/7\/$/);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(counter(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  // 2.5.7 never bound the builder's lowercase prettyphoto[...]: the link still leaves for the image.
  await page.locator('#rad-gallery-link').click();
  await expect(page).toHaveURL(/\/tote-front\.svg$/);
});

test('an address with a deep link opens that item on load, in its own group', async ({ page, open }) => {
  await open('/portfolio/#prettyPhoto[studio]/2/');
  await expect(dialog(page)).toHaveAccessibleName('Stitching');
  await expect(counter(page)).toHaveText('3 / 3');
  await open('/portfolio/#prettyPhoto/7/');
  await expect(dialog(page)).toHaveAccessibleName('The Porto shop');
  await open('/portfolio/#prettyPhoto[pp_gal]/1/');
  await expect(counter(page)).toHaveText('2 / 4');
  // The hover icons have no thumbnail: the description is their title, the dialog says where it is.
  await expect(dialog(page)).toHaveAccessibleName('Item 2 of 4');
  await expect(page.locator('.wp-lightbox__description')).toHaveText('Stitching');
});

test(
  'a hash that names no item, and every XSS payload against prettyPhoto, open nothing and run nothing',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const alerts = recordAlerts(page);
    const hashes = [
      '#prettyPhoto',
      '#prettyPhoto[studio]/9/',
      '#prettyPhoto[nowhere]/0/',
      '#prettyPhoto[studio]/x/',
      '#prettyPhoto[pp_gal]/2,<a onclick="alert(1);">/',
      '#prettyPhoto[pp_gal]/2,%3Ca%20onclick=%22alert(1);%22%3E/',
      '#prettyPhoto[g]/1,<img src=x onerror=alert(1)>/',
      '#prettyPhoto[g<img src=x onerror=alert(1)>]/0/',
      '#prettyPhoto[g%3Cimg%20src=x%20onerror=alert(1)%3E]/0/',
      '#?prettyPhoto=<img src=x onerror=confirm(document.cookie) />&',
      '#prettyPhoto[g]/%E0%A4%A/',
      "#prettyPhoto[g']/0/",
    ];
    const viewerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lightbox-viewer-')) viewerRequests.push(request.url());
    });
    const afterEffects = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    for (const hash of hashes) {
      await openPage(page, open, `/portfolio/${hash}`);
      // A frame and a task on, the widget's effects have run: a hash that opened something has asked for the viewer.
      await afterEffects();
      expect(viewerRequests, hash).toEqual([]);
      await expect(page.locator('.pswp')).toHaveCount(0);
      expect(await page.locator('img[src="x"], a[onclick]').count(), hash).toBe(0);
    }
    // And while on the page: a changed hash is read the same way.
    await page.evaluate(() => {
      location.hash = '#prettyPhoto[studio]/1,<img src=x onerror=alert(1)>/';
    });
    await afterEffects();
    expect(viewerRequests).toEqual([]);
    await page.evaluate(() => {
      location.hash = '#prettyPhoto[studio]/1/';
    });
    await expect(dialog(page)).toHaveAccessibleName('Waxing <img src=x onerror=alert(2)>');
    expect(alerts).toEqual([]);
  },
);

test('PhotoSwipe’s core loads only when an item opens', async ({ page, open }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = request.url().split('/').pop() ?? '';
    if (/^(lightbox|viewer)/.test(name)) chunks.push(name.replace(/-[A-Z0-9]+\./, '.'));
  });
  await openPage(page, open, '/portfolio/');
  await page.locator('#studio a').first().hover();
  expect(chunks).toEqual(['lightbox.js']);
  await page.locator('#studio a').first().click();
  await expect(dialog(page)).toBeVisible();
  expect(chunks.sort()).toEqual(['lightbox-viewer.js', 'lightbox.js', 'viewer.css']);
});

test('an image that cannot load: the alert, then the lightbox closes', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/404/);
  const alerts = recordAlerts(page);
  await openPage(page, open, '/portfolio/');
  await page.locator('#archive-photo').click();
  await expect.poll(() => alerts).toEqual([IMAGE_ERROR]);
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).not.toHaveURL(/#prettyPhoto\[/);
  // Moving onto it from the other item of the gallery does the same.
  await page.locator('#archive-photo + a').click();
  await opened(page);
  await expect(counter(page)).toHaveText('2 / 2');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => alerts).toEqual([IMAGE_ERROR, IMAGE_ERROR]);
  await expect(page.locator('.pswp')).toHaveCount(0);
});

test(
  'every item kind: players (with the privacy host), video, frame, ajax page without its scripts, inline content put back',
  BOTH_FLAVOURS,
  async ({ page, open, expectConsole }) => {
    // The care guide's <svg onload>: Chromium reports it to the page's policy as soon as any parser reads it,
    // though it never runs (the test without a policy below proves the handler is taken out).
    expectConsole(/Executing inline event handler violates/);
    const players = await stubVideoHosts(page);
    await openPage(page, open, '/films/');
    await page.locator('#youtube-link').click();
    await opened(page);
    const frame = page.locator('.pswp__item[aria-hidden="false"] iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/Xw6sF1pHdtU?rel=0&autoplay=1');
    await expect(frame).toHaveAttribute('title', 'Waxing a tote');
    // The theme's default size, 500x344, where the window has room.
    const box = await frame.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([500, 344]);

    // The Vimeo player beside it (built ahead, as PhotoSwipe does) has not started unseen.
    await expect(page.locator('.pswp__item[aria-hidden="true"] iframe')).toHaveCount(1);
    await expect(page.locator('.pswp__item[aria-hidden="true"] iframe[src]')).toHaveCount(0);
    await expect.poll(() => players.length).toBe(1);

    await page.keyboard.press('ArrowRight');
    await expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1');
    // Moving on stops what played: no player is left loaded out of sight.
    await expect(page.locator('.pswp__item[aria-hidden="true"] iframe[src]')).toHaveCount(0);
    // The player's frame asks for it a little after the slide changes.
    await expect.poll(() => players.length).toBe(2);
    await page.keyboard.press('ArrowRight');
    const video = page.locator('.pswp__item[aria-hidden="false"] video');
    await expect(video).toHaveAttribute('src', /\/stitching\.mp4$/);
    await expect(video).toHaveJSProperty('controls', true);
    await page.keyboard.press('ArrowRight');
    await expect(frame).toHaveAttribute('src', /\/about\/$/);
    const frameBox = await frame.boundingBox();
    expect([Math.round(frameBox?.width ?? 0), Math.round(frameBox?.height ?? 0)]).toEqual([600, 400]);

    await page.keyboard.press('ArrowRight');
    const page5 = page.locator('.pswp__item[aria-hidden="false"] .wp-lightbox__page');
    await expect(page5.getByRole('heading', { name: 'Caring for waxed canvas' })).toBeVisible();
    await expect(page5.locator('script, [onload]')).toHaveCount(0);
    expect(
      await page.evaluate(() => {
        const flags = window as unknown as { careGuideScriptRan?: boolean; careGuideHandlerRan?: boolean };
        return [flags.careGuideScriptRan, flags.careGuideHandlerRan];
      }),
    ).toEqual([undefined, undefined]);

    await page.keyboard.press('ArrowRight');
    const inline = page.locator('.pswp__item[aria-hidden="false"] .wp-lightbox__inline');
    await expect(inline.getByRole('heading', { name: 'Delivery terms' })).toBeVisible();
    const postcode = inline.getByLabel('Your postcode');
    await postcode.fill('4050');
    // Keys typed into a field stay there.
    await postcode.press('ArrowLeft');
    await expect(counter(page)).toHaveText('6 / 6');
    await expect(page).toHaveURL(/#prettyPhoto\[media\]\/5\/$/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(page.locator('#delivery-terms > *')).toHaveCount(3);
    await expect(page.locator('#delivery-postcode')).toHaveValue('4050');

    await page.locator('#nocookie-link').click();
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Xw6sF1pHdtU?rel=1&autoplay=1',
    );
  },
);

test(
  'without a Content-Security-Policy too, the ajax page’s script and inline handler never run',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await page.route(/\/films\/\?/, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await openPage(page, open, '/films/');
    // No policy: the page itself may evaluate code (a strict one forbids it).
    expect(await page.evaluate(() => Function('return 1')())).toBe(1);
    await page.locator('#ajax-link').click();
    const guide = page.locator('.pswp__item[aria-hidden="false"] .wp-lightbox__page');
    await expect(guide.getByRole('heading', { name: 'Caring for waxed canvas' })).toBeVisible();
    await expect(guide.locator('svg')).toHaveCount(1);
    await expect(guide.locator('script, [onload]')).toHaveCount(0);
    expect(
      await page.evaluate(() => {
        const flags = window as unknown as { careGuideScriptRan?: boolean; careGuideHandlerRan?: boolean };
        return [flags.careGuideScriptRan, flags.careGuideHandlerRan];
      }),
    ).toEqual([undefined, undefined]);
  },
);

test(
  'a hostile ajax page opened by its deep link, with no policy and no click: nothing in it runs, loads or navigates',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const trapped = await installXssTrap(page);
    await withoutPolicy(page, /\/films\//);
    await page.route(/care-guide\.html/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>Care</title></head><body><h3>Caring for waxed canvas</h3>${HTML_CORPUS}</body></html>`,
      }),
    );
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openPage(page, open, '/films/#prettyPhoto[media]/4/');
    const guide = page.locator('.pswp__item[aria-hidden="false"] .wp-lightbox__page');
    await expect(guide.getByRole('heading', { name: 'Caring for waxed canvas' })).toBeVisible();
    await expect(guide.locator('[data-payload]')).toHaveCount(HTML_PAYLOADS.length);
    await expect(guide.locator(FORBIDDEN_ELEMENTS)).toHaveCount(0);
    await expect(
      guide.locator('[srcdoc], [onload], [onerror], [onclick], [ontoggle], [onfocus], [onbegin]'),
    ).toHaveCount(0);
    // The links that named script are links to nowhere now: following them does nothing.
    const links = guide.locator('a.hostile');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) await link.click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await trapped()).toEqual([]);
    await expect(page).toHaveURL(/\/films\/\?flavour=\w+#prettyPhoto\[media\]\/4\/$/);
    expect(requests.filter((url) => /attacker\.invalid|xss=|^javascript:|^data:text/.test(url))).toEqual([]);
    // The page's own functions were not taken over by the page shown.
    expect(await page.evaluate(() => typeof document.getElementById)).toBe('function');
  },
);

test('an ajax item on another site is never fetched: its link is reported and opens nothing', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const report = /lightbox.*http:\/\/attacker\.invalid\/guide\.html\?ajax=true.*another site/;
  expectConsole(report);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openPage(page, open, '/films/');
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      id: 'far-ajax',
      href: 'http://attacker.invalid/guide.html?ajax=true',
      rel: 'prettyPhoto',
      textContent: 'Guide elsewhere',
    });
    document.querySelector('#ajax-link')?.closest('ul')?.append(link);
  });
  await expect(page.locator('#far-ajax')).toHaveAttribute('data-widget-mounted', /lightbox/);
  await page.locator('#far-ajax').click();
  await expect.poll(() => consoleLog.filter((entry) => report.test(entry.text)).length).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(page.locator('.pswp')).toHaveCount(0);
  expect(requests.filter((url) => url.includes('attacker.invalid'))).toEqual([]);
});

test('when the viewer cannot load, the item is followed as a link, but never a javascript: one reached by the hash', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  const report = /the lightbox viewer could not be loaded/;
  expectConsole(report);
  expectConsole(/Failed to load resource|ERR_FAILED|Failed to fetch dynamically imported module/);
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/films\//, (html) =>
    html.replace(
      '<li><a id="ajax-link"',
      `<li><a id="script-link" rel="prettyPhoto[evil]" href="javascript:top.xss('viewer-fail')">Evil</a></li><li><a id="ajax-link"`,
    ),
  );
  await page.route(/\/lightbox-viewer-/, (route) => route.abort());
  await page.route(/^https:\/\/www\.youtube\.com\/watch/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Watch</title>' }),
  );
  await openPage(page, open, '/films/#prettyPhoto[evil]/0/');
  await expect.poll(() => consoleLog.filter((entry) => report.test(entry.text)).length).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await trapped()).toEqual([]);
  await expect(page).toHaveURL(/\/films\/\?flavour=\w+#prettyPhoto\[evil\]\/0\/$/);
  // A web address is still followed, as without the lightbox.
  await page.locator('#youtube-link').click();
  await expect(page).toHaveURL(/youtube\.com\/watch/);
});

test('an ajax item whose page cannot be fetched: its alert, then the lightbox closes', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource|ERR_FAILED/);
  const alerts = recordAlerts(page);
  await page.route(/care-guide\.html/, (route) => route.abort());
  await openPage(page, open, '/films/');
  await page.locator('#ajax-link').click();
  await expect.poll(() => alerts).toEqual([PAGE_ERROR]);
  await expect(page.locator('.pswp')).toHaveCount(0);
});

test('the product gallery: the main image and the data-rel thumbnails are one gallery', async ({
  page,
  open,
}) => {
  await openPage(page, open, '/canvas-tote/');
  await page.locator('.thumbnails a').nth(1).click();
  await expect(counter(page)).toHaveText('3 / 4');
  await expect(dialog(page)).toHaveAccessibleName('Canvas tote, inside');
  await expect(page).toHaveURL(/#prettyPhoto\[product-gallery\]\/2\/$/);
});

test('on WooCommerce’s pages a player opens at the shop’s default size, 640x480', async ({ page, open }) => {
  await stubVideoHosts(page);
  await openPage(page, open, '/canvas-tote/');
  await page.evaluate(() => {
    const $ = window as unknown as { jQuery: { prettyPhoto: { open: (...a: unknown[]) => void } } };
    $.jQuery.prettyPhoto.open('https://www.youtube.com/watch?v=Xw6sF1pHdtU', 'The tote, filmed');
  });
  await opened(page);
  const frame = page.locator('.pswp__item[aria-hidden="false"] iframe');
  await expect(frame).toHaveAttribute('src', /youtube\.com\/embed\/Xw6sF1pHdtU/);
  const box = await frame.boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([640, 480]);
});

test('the thumbnail strip: 52 px thumbnails 5 px apart, the current one marked; off above 30 items; later links join', async ({
  page,
  open,
}) => {
  await openPage(page, open, '/portfolio/');
  await page.locator('#studio a').first().click();
  await opened(page);
  const strip = page.getByRole('list', { name: 'Gallery' });
  await expect(strip.getByRole('button')).toHaveCount(3);
  await expect(strip.getByRole('button').nth(0)).toHaveAttribute('aria-current', 'true');
  const pitch = await strip
    .getByRole('button')
    .evaluateAll((buttons) => [
      buttons[0]?.getBoundingClientRect().width,
      (buttons[1]?.getBoundingClientRect().left ?? 0) - (buttons[0]?.getBoundingClientRect().left ?? 0),
    ]);
  expect(pitch).toEqual([52, 57]);
  await strip.getByRole('button').nth(2).click();
  await expect(counter(page)).toHaveText('3 / 3');
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);

  // Links loaded later (a "load more") join their gallery: 30 items keep the strip, 31 do not.
  const addStudioLinks = (count: number) =>
    page.evaluate((n) => {
      const studio = document.querySelector('#studio');
      for (let i = 0; i < n; i += 1) {
        const link = document.createElement('a');
        link.href = '/wp-content/themes/limitless/fixture-assets/lightbox/finished-totes.svg';
        link.rel = 'prettyPhoto[studio]';
        link.textContent = `More ${i + 1}`;
        studio?.append(link);
      }
    }, count);
  await addStudioLinks(27);
  await page.locator('#studio a').last().click();
  await opened(page);
  await expect(counter(page)).toHaveText('30 / 30');
  await expect(strip.getByRole('button')).toHaveCount(30);
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
  await addStudioLinks(1);
  await page.locator('#studio a').last().click();
  await expect(counter(page)).toHaveText('31 / 31');
  await expect(page.getByRole('list', { name: 'Gallery' })).toHaveCount(0);
});

test(
  'focus moves into the dialog, Tab and Shift+Tab stay inside, and it returns to the link on close',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openPage(page, open, '/portfolio/');
    const link = page.locator('#studio a').first();
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement)))
      .toBe(true);
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return document.querySelector('.pswp')?.contains(active)
          ? (active?.getAttribute('aria-label') ?? '')
          : null;
      });
    const seen = new Set<string | null>();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const name = await focusedName();
      expect(name).not.toBeNull();
      seen.add(name);
    }
    for (const name of ['Play slideshow', 'Close', 'Previous', 'Next', '1: The workbench']) {
      expect(seen).toContain(name);
    }
    await page.getByRole('button', { name: 'Close' }).focus();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName()).not.toBeNull();
    }
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(link).toBeFocused();
  },
);

test('the slideshow advances every 5000 ms on the clock, wraps, and pauses', async ({ page, open }) => {
  await installPausedClock(page);
  await openPage(page, open, '/portfolio/');
  await page.locator('#studio a').nth(1).click();
  await pollWhileRunning(page, () =>
    page.evaluate(() => document.querySelector('.pswp')?.contains(document.activeElement) === true),
  ).toBe(true);
  await expect(counter(page)).toHaveText('2 / 3');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await page.clock.runFor(4900);
  await expect(counter(page)).toHaveText('2 / 3');
  await page.clock.runFor(100);
  await expect(counter(page)).toHaveText('3 / 3');
  await page.clock.runFor(5000);
  await expect(counter(page)).toHaveText('1 / 3');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(counter(page)).toHaveText('1 / 3');
});

test('reduced motion: PhotoSwipe opens and closes without its zoom and fade', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, open, '/portfolio/');
  await page.locator('#studio a').first().click();
  await expect(dialog(page)).toBeVisible();
  // PhotoSwipe's `none` transition: no opacity animation on the dialog or its backdrop.
  await expect(page.locator('.pswp')).not.toHaveAttribute('style', /transition-duration: [1-9]/);
  await expect(page.locator('.pswp__bg')).toHaveCSS('opacity', '0.8');
});

test('axe finds no serious violation with the lightbox open', BOTH_FLAVOURS, async ({ page, open }) => {
  await openPage(page, open, '/portfolio/');
  await page.locator('#studio a').nth(1).click();
  await expect(counter(page)).toHaveText('2 / 3');
  await expect(page.locator('.pswp--ui-visible')).toHaveCount(1);
  // The viewer's controls fade in through CSS transitions, in real time: contrast is read once they are in.
  await finishAnimations(page);
  const results = await axe(page).include('.pswp').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

test('under the strict Content-Security-Policy the viewer and its stylesheet load, with the nonce', async ({
  page,
  open,
}) => {
  // Every fixture page is served with a strict policy (no inline script; styles and frames from listed origins).
  await openPage(page, open, '/portfolio/');
  await page.locator('#studio a').first().click();
  await opened(page);
  await expect(page.locator('.pswp')).toHaveCSS('position', 'fixed');
  const nonces = await page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[src*="widgets.js"]');
    const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/viewer-"]');
    return [script?.nonce, sheet?.nonce];
  });
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBe(nonces[0]);
});

test(
  'prettyPhoto’s jQuery API: $.fn.prettyPhoto binds more links, $.prettyPhoto.open and close work',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openPage(page, open, '/portfolio/');
    const asset = '/wp-content/themes/limitless/fixture-assets/lightbox';
    await page.evaluate((base) => {
      const $ = (window as unknown as { jQuery: (s: unknown) => { prettyPhoto: (o?: object) => void } })
        .jQuery;
      const link = document.createElement('a');
      link.id = 'bound-later';
      link.href = `${base}/porto-shop.svg`;
      link.textContent = 'The shop, bound by a plugin';
      document.querySelector('.page-content')?.append(link);
      $('#bound-later').prettyPhoto({ deeplinking: false });
    }, asset);
    const before = page.url();
    await page.locator('#bound-later').click();
    await opened(page);
    expect(page.url()).toBe(before);
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0);

    await page.evaluate((base) => {
      const $ = window as unknown as { jQuery: { prettyPhoto: { open: (...a: unknown[]) => void } } };
      $.jQuery.prettyPhoto.open(
        [`${base}/waxing.svg`, `${base}/stitching.svg`],
        ['Waxing', 'Stitching'],
        ['a', 'b'],
      );
    }, asset);
    await opened(page);
    await expect(dialog(page)).toHaveAccessibleName('Waxing');
    await expect(counter(page)).toHaveText('1 / 2');
    expect(page.url()).toBe(before);
    await page.evaluate(() =>
      (window as unknown as { jQuery: { prettyPhoto: { close: () => void } } }).jQuery.prettyPhoto.close(),
    );
    await expect(page.locator('.pswp')).toHaveCount(0);
  },
);
