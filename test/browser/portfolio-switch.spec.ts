import type { Page } from '@playwright/test';
import { FORBIDDEN_ELEMENTS, HTML_CORPUS, HTML_PAYLOADS } from '../xss-corpus';
import { expectSettledPageAccessible } from './accessibility';
import { BOTH_FLAVOURS, expect, mounted, PLAIN_DOM, test } from './fixtures';
import { installPausedClock, runUntilMounted } from './widget-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * Single portfolio pages (markup contract §11.5; specification points 2 and 9): next and previous switch the
 * page in place at 767 px or more, back and forward restore it; the fluid layout's sticky description; the
 * related-posts switcher (§9.2).
 */

const FIRST = '/portfolio-cutting-table/';
const heading = (page: Page) => page.locator('.supper-title-wrapper h1');

/** A mark in the window: still there after a switch, gone after a real page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** The first portfolio page, its switch and its like mounted. */
async function openFirst(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open(FIRST);
  await mounted(page, '.portfolio-navigation', 'portfolio-switch');
  await mounted(page, '.like-icon[data-id="101"]', 'like');
}

test(
  'next switches the page in place: address, title, heading focused, widgets mounted and unmounted; back and forward restore',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openFirst(page, open);
    await markWindow(page);
    await page.mouse.wheel(0, 400);
    await page.getByRole('link', { name: 'Next: Roll-top bag' }).click();
    await expect(page).toHaveURL(/\/portfolio-roll-top-bag\/$/);
    await expect(page).toHaveTitle('Roll-top bag | Limitless Demo');
    await expect(heading(page)).toHaveText('Roll-top bag');
    await expect(heading(page)).toBeFocused();
    await expect(page.locator('.page-wrapper')).toHaveCount(1);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // The widgets that came mount, those that went are gone with their page.
    await mounted(page, '.like-icon[data-id="102"]', 'like');
    await mounted(page, '.related-menu', 'grid-filter');
    await expect(page.locator('.like-icon[data-id="101"]')).toHaveCount(0);
    await mounted(page, '.portfolio-navigation', 'portfolio-switch');

    await page.getByRole('link', { name: 'Next: Waxing canvas' }).click();
    await expect(heading(page)).toHaveText('Waxing canvas');
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio-roll-top-bag\/$/);
    await expect(heading(page)).toHaveText('Roll-top bag');
    await expect(page).toHaveTitle('Roll-top bag | Limitless Demo');
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio-cutting-table\/(\?.*)?$/);
    await expect(heading(page)).toHaveText('Cutting table');
    await mounted(page, '.like-icon[data-id="101"]', 'like');
    await page.goForward();
    await expect(heading(page)).toHaveText('Roll-top bag');
    await expect(page.locator('.page-wrapper')).toHaveCount(1);
    expect(await notReloaded(page)).toBe(true);
  },
);

test(
  'a hostile next page, with no policy: its section is shown, nothing in it runs, loads or navigates',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    const trapped = await installXssTrap(page);
    await withoutPolicy(page, /\/portfolio-cutting-table\//);
    await page.route(/\/portfolio-roll-top-bag\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<div class="page-wrapper[^"]*"[^>]*>)/,
        `$1<section class="hostile-corpus">${HTML_CORPUS}</section>`,
      );
      await route.fulfill({ response, body: html });
    });
    await openFirst(page, open);
    await markWindow(page);
    await page.getByRole('link', { name: 'Next: Roll-top bag' }).click();
    await expect(heading(page)).toHaveText('Roll-top bag');
    const corpus = page.locator('.hostile-corpus');
    await expect(corpus.locator('[data-payload]')).toHaveCount(HTML_PAYLOADS.length);
    await expect(corpus.locator(FORBIDDEN_ELEMENTS)).toHaveCount(0);
    await mounted(page, '.like-icon[data-id="102"]', 'like');
    for (const link of await corpus.locator('a.hostile').all()) await link.click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await trapped()).toEqual([]);
    await expect(page).toHaveURL(/\/portfolio-roll-top-bag\/$/);
    expect(await notReloaded(page)).toBe(true);
  },
);

test('a like given before switching away is still counted when the page is switched back to', async ({
  page,
  open,
}) => {
  await openFirst(page, open);
  const counter = page.locator('.like-icon[data-id="101"] + .p-counter');
  await expect(counter).toHaveText('3');
  await page.getByRole('button', { name: /like/i }).first().click();
  await expect(page.locator('.like-icon[data-id="101"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText('4');
  await page.getByRole('link', { name: 'Next: Roll-top bag' }).click();
  await expect(heading(page)).toHaveText('Roll-top bag');
  await page.goBack();
  await expect(heading(page)).toHaveText('Cutting table');
  await mounted(page, '.like-icon[data-id="101"]', 'like');
  // The page comes back as first fetched (3 likes), with this visit's like counted.
  await expect(page.locator('.like-icon[data-id="101"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(counter).toHaveText('4');
});

test('the new page slides in over 1000 ms; at once under reduced motion', async ({ page, open }) => {
  await installPausedClock(page);
  await open(FIRST);
  await runUntilMounted(page, '.portfolio-navigation', 'portfolio-switch');
  await page.getByRole('link', { name: 'Next: Roll-top bag' }).click();
  await expect(heading(page)).toHaveText('Roll-top bag');
  await expect(page.locator('.page-wrapper')).toHaveCount(2);
  await page.clock.runFor(500);
  const offset = await page
    .locator('.page-wrapper')
    .nth(1)
    .evaluate((el) => el.getBoundingClientRect().left / innerWidth);
  expect(offset).toBeGreaterThan(0.2);
  expect(offset).toBeLessThan(0.8);
  await page.clock.runFor(600);
  await expect(page.locator('.page-wrapper')).toHaveCount(1);
  await expect(page.locator('.page-wrapper')).not.toHaveAttribute('style');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await runUntilMounted(page, '.portfolio-navigation', 'portfolio-switch');
  await page.getByRole('link', { name: 'Next: Waxing canvas' }).click();
  await expect(heading(page)).toHaveText('Waxing canvas');
  await expect(page.locator('.page-wrapper')).toHaveCount(1);
});

test(
  'a page that cannot be loaded in the background is reached the usual way',
  PLAIN_DOM,
  async ({ page, open, expectConsole }) => {
    expectConsole(/could not be loaded in the background|ERR_/);
    await open(FIRST);
    await mounted(page, '.portfolio-navigation', 'portfolio-switch');
    await markWindow(page);
    await page.route('**/portfolio-roll-top-bag/', (route) => route.abort('internetdisconnected'), {
      times: 1,
    });
    await page.getByRole('link', { name: 'Next: Roll-top bag' }).click();
    await expect(page).toHaveURL(/\/portfolio-roll-top-bag\/$/);
    await expect(heading(page)).toHaveText('Roll-top bag');
    expect(await notReloaded(page)).toBe(false);
  },
);

test('below 767 px next and previous are plain links', PLAIN_DOM, async ({ page, open }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await open('/portfolio-roll-top-bag/');
  await mounted(page, '.portfolio-navigation', 'portfolio-switch');
  await markWindow(page);
  await page.getByRole('link', { name: 'Previous: Cutting table' }).click();
  await expect(page).toHaveURL(/\/portfolio-cutting-table\/(\?.*)?$/);
  await expect(heading(page)).toHaveText('Cutting table');
  expect(await notReloaded(page)).toBe(false);
});

/**
 * A fluid page's row laid out side by side, media then description, as a site's stylesheet may (the stand-in
 * does); Limitless 2.5.7 has no rule for `.portfolio-row` and stacks the description below the media.
 */
const SIDE_BY_SIDE = `
  @media (min-width: 768px) {
    .portfolio-row { display: flex; gap: 30px; margin-bottom: 30px; }
    .portfolio-row > .featured-media { flex: 2; }
    .portfolio-row > .single-portfolio-content { flex: 1; }
    .portfolio-row img { display: block; width: 100%; height: auto; }
  }`;

test(
  'the fluid layout keeps its description 45 px below the top while the images beside it scroll',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open('/portfolio-waxing-canvas/');
    await page.addStyleTag({ content: SIDE_BY_SIDE });
    await mounted(page, '.portfolio-navigation', 'portfolio-switch');
    const description = page.locator('.single-portfolio-content');
    await expect(description).toHaveCSS('position', 'sticky');
    await expect(description).toHaveCSS('top', '45px');
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() => description.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(45);
    // It never reaches the navigation below its row: at the end of the page, once the wheel's scroll has ended,
    // both read in the same frame.
    const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(end);
    const [bottom, nav] = await description.evaluate((el) => [
      el.getBoundingClientRect().bottom,
      (document.querySelector('.portfolio-navigation') as Element).getBoundingClientRect().top,
    ]);
    expect(bottom).toBeLessThanOrEqual((nav ?? 0) - 30);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(description).toHaveCSS('position', 'static');
  },
);

test(
  "in the theme's own layout the description below the media scrolls with the page, never over the images",
  PLAIN_DOM,
  async ({ page, open }) => {
    await open('/portfolio-waxing-canvas/');
    // The theme's layout, under the stand-in too.
    await page.addStyleTag({ content: '.portfolio-row { display: block; }' });
    await mounted(page, '.portfolio-navigation', 'portfolio-switch');
    const boxes = () =>
      page.evaluate(() => {
        const box = (selector: string) =>
          (document.querySelector(selector) as Element).getBoundingClientRect();
        return {
          description: box('.single-portfolio-content'),
          media: box('.featured-media'),
          nav: box('.portfolio-navigation'),
        };
      });
    const before = await boxes();
    expect(before.description.top).toBeGreaterThanOrEqual(before.media.bottom);
    await page.mouse.move(300, 300);
    for (const delta of [700, 700, 3000]) {
      const at = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, delta);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(at);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const now = await boxes();
      expect(now.description.top).toBeGreaterThanOrEqual(now.media.bottom - 1);
      expect(now.description.bottom).toBeLessThanOrEqual(now.nav.top + 1);
    }
  },
);

test(
  'the related-posts switcher: buttons that swap the lists, by mouse and keyboard',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open(FIRST);
    await mounted(page, '.related-menu', 'grid-filter');
    const related = page.locator('ul.single-related-posts.related');
    const recent = page.locator('ul.single-related-posts.recent');
    await expect(page.getByRole('button', { name: 'Related' })).toHaveAttribute('aria-pressed', 'true');
    // Every choice is seen and can be pressed: under the theme, a menu printed without its Sort button keeps its
    // list hidden (style.css `div.ioa-menu ul { display: none }`) unless the widget shows it.
    for (const name of ['Related', 'Recent', 'Popular']) {
      const button = page.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      expect(
        await button.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      ).toBe(true);
    }
    await expect(related).toBeVisible();
    await expect(recent).toBeHidden();
    await page.getByRole('button', { name: 'Recent' }).click();
    await expect(page.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Recent' })).toHaveClass(/(^| )active( |$)/);
    await expect(recent).toBeVisible();
    await expect(related).toBeHidden();
    await page.getByRole('button', { name: 'Popular' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('ul.single-related-posts.popular')).toBeVisible();
    await expect(recent).toBeHidden();
  },
);

for (const path of [FIRST, '/portfolio-roll-top-bag/', '/portfolio-waxing-canvas/']) {
  test(`${path} has no serious accessibility violation, with another related list shown`, async ({
    page,
    open,
  }) => {
    await installPausedClock(page);
    await open(path);
    await runUntilMounted(page, '.related-menu', 'grid-filter');
    await page.getByRole('button', { name: 'Popular' }).click();
    await expectSettledPageAccessible(page);
  });
}
