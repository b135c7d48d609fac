import type { Page } from '@playwright/test';
import { widgetFile } from './bundle-files';
import { expect, mounted, test } from './fixtures';
import { listedPages } from './listed-pages';
import { pressLoopButton } from './shop-helpers';
import { scrollThroughPage, widgetsNotSettled } from './widget-helpers';

/**
 * Every fixture page under the policy the README gives site owners: `require-trusted-types-for 'script';
 * trusted-types wp-widget-bundle`, with the fixture server's nonce-only `script-src`. The bundle's own code
 * makes no violation: every widget mounts, and no violation is reported from the bundle's files. The theme's
 * and plugins' own scripts left on the page (jQuery and the like) are not the bundle's, and may still need a
 * policy of their own.
 */

const pages = listedPages;

interface Violation {
  readonly directive: string;
  readonly source: string;
  readonly sample: string;
}

/** Records every Content-Security-Policy violation the page reports, from the start. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, source: event.sourceFile, sample: event.sample });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

/** A violation in the bundle's own files: its entry, its chunks and the libraries built into them. */
const fromBundle = (violation: Violation) =>
  /\/wp-content\/themes\/limitless\/widgets\//.test(violation.source);

/** Widgets built on a library that writes HTML as strings: under Trusted Types they keep the server's HTML. */
const CONTAINED: Record<string, { readonly ids: readonly string[]; readonly widget: string }> = {
  // MediaElement's refusals come from its widget's file; the players keep the server's elements.
  media: { ids: ['video-180-1', 'audio-180-1', 'theme-video'], widget: 'media-player' },
};

for (const slug of pages) {
  test(`/${slug}/ under Trusted Types: every widget mounts, and the bundle makes no violation`, async ({
    page,
    open,
    flavour,
    expectConsole,
  }) => {
    // The theme's and plugins' scripts on the page are refused by the policy (not the bundle's to answer for).
    expectConsole(
      /TrustedHTML|TrustedScript|Trusted Type|trusted-types|Refused to|is not defined|jQuery|\$ is not/,
    );
    const violations = await recordViolations(page);
    await open(`/${slug}/`, { 'trusted-types': '' });
    await page.waitForLoadState('load');
    await scrollThroughPage(page);
    // Every widget element settled: mounted, or (a contained one) failed.
    await expect.poll(() => widgetsNotSettled(page)).toEqual([]);
    const contained = CONTAINED[slug];
    await expect(page.locator('[data-widget-failed]')).toHaveCount(contained?.ids.length ?? 0);
    for (const id of contained?.ids ?? [])
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-failed', /./);
    const containedFile = contained && widgetFile(flavour, contained.widget);
    expect(
      (await violations()).filter(
        (violation) => fromBundle(violation) && new URL(violation.source).pathname !== containedFile,
      ),
    ).toEqual([]);
  });
}

test('the media player says once why MediaElement cannot run, and the browser’s own player is kept, working', async ({
  page,
  open,
  expectConsole,
  consoleLog,
}) => {
  expectConsole(
    /TrustedHTML|Trusted Type|Refused to|jQuery|\$ is not|is not defined|cannot run under this page's Trusted Types policy/,
  );
  await open('/media/', { 'trusted-types': '' });
  const video = page.locator('#video-180-1');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('data-widget-failed', 'media-player');
  await expect(page.locator('.mejs-container')).toHaveCount(0);
  await expect(video).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
  const reports = consoleLog.filter((entry) =>
    /media-player on <video id="video-180-1" class="wp-video-shortcode">: could not mount: MediaElement cannot run under this page's Trusted Types policy/.test(
      entry.text,
    ),
  );
  expect(reports).toHaveLength(1);
});

test.describe('what visitors do, under Trusted Types', () => {
  test.beforeEach(({ expectConsole }) => {
    expectConsole(/TrustedHTML|Trusted Type|Refused to|jQuery|\$ is not|is not defined/);
  });

  test('the lightbox says once that PhotoSwipe cannot run, and each item opens as a plain link', async ({
    page,
    open,
    expectConsole,
    consoleLog,
  }) => {
    expectConsole(/PhotoSwipe cannot run under this page's Trusted Types policy/);
    const violations = await recordViolations(page);
    await open('/portfolio/', { 'trusted-types': '' });
    const link = page.locator('#studio a').first();
    await expect(link).toHaveAttribute('data-widget-mounted', /(^| )lightbox( |$)/);
    const href = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href);
    await link.click();
    await page.waitForURL(href);
    expect((await violations()).filter(fromBundle)).toEqual([]);
    expect(consoleLog.filter((entry) => /PhotoSwipe cannot run/.test(entry.text))).toHaveLength(1);
  });

  test('live search lists the server’s hits', async ({ page, open }) => {
    const violations = await recordViolations(page);
    await open('/search/', { 'trusted-types': '' });
    await mounted(page, '#header-search', 'live-search');
    await page.locator('#header-search a.ajax-search-trigger').click();
    await page.locator('#header-search input.live_search').fill('canvas');
    await expect(page.locator('#header-search li h5 a').first()).toBeVisible();
    expect((await violations()).filter(fromBundle)).toEqual([]);
  });

  test('load more appends the server’s posts', async ({ page, open }) => {
    const violations = await recordViolations(page);
    await open('/builder-lists/', { 'trusted-types': '' });
    await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
    const list = page.locator('#latest .rad-posts-list > li');
    const before = await list.count();
    await page.locator('#latest a.rad-ajax-load-more').click();
    await expect.poll(() => list.count()).toBeGreaterThan(before);
    expect((await violations()).filter(fromBundle)).toEqual([]);
  });

  test('an add to cart shows the server’s cart fragments', async ({ page, open }) => {
    const violations = await recordViolations(page);
    await open('/shop/', { 'trusted-types': '' });
    await mounted(page, 'li.post-42 .add_to_cart_button', 'add-to-cart');
    await mounted(page, '#sidebar-cart', 'cart-fragments');
    await pressLoopButton(page.locator('li.post-42 .add_to_cart_button'));
    await expect(page.locator('#sidebar-cart .mini_cart_item')).toHaveCount(1);
    expect((await violations()).filter(fromBundle)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 740 } });

    test('the mobile menu is built from the desktop menu and opens', async ({ page, open }) => {
      const violations = await recordViolations(page);
      await open('/mobile-menu/', { 'trusted-types': '' });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(
        page.locator('ul#mobile-menu[data-built]').getByRole('link', { name: 'Home' }),
      ).toBeVisible();
      expect((await violations()).filter(fromBundle)).toEqual([]);
    });
  });
});

test('the policy under test: scripts nonce-only, beside the Trusted Types line; inline styles allowed', async ({
  request,
}) => {
  const policy = (await request.get('/shop/?trusted-types')).headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  expect(directive('script-src')).toMatch(/'nonce-[^']+'/);
  expect(directive('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/);
  // Not nonce-only: the theme's markup and its plugins' answers style with inline `style` attributes (README,
  // "Security"). The bundle itself writes styles through the CSSOM only, which no style-src restricts.
  expect(directive('style-src')).toMatch(/'unsafe-inline'/);
  expect(directive('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
  expect(directive('trusted-types')).toBe('trusted-types wp-widget-bundle');
});
