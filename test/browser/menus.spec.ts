import type { Locator, Page } from '@playwright/test';
import { expectSettledPageAccessible } from './accessibility';
import { expect, mounted, test } from './fixtures';
import { hitAtCentre, seenOpacity } from './seen';
import { expectRestoredOnUnmount, installPausedClock } from './widget-helpers';

/**
 * The theme's menus (markup contract §3.2, §4): /menus/ has one header row per `data-effect` (and an unknown one,
 * Wobble, which fades), a mega menu in the Fade row and a full-width one; /menu-edge/ a four-level menu at the
 * right of the header; /menu-one-page/ `#rps…` links and the one-page menu; /mobile-menu/ the mobile menu built
 * from the desktop one; /mobile-side-menu/ the server's side menu.
 */

const wrapperOf = (menu: string) => `div.menu-wrapper:has(> .menu-bar #${menu})`;
const itemOf = (page: Page, menu: string, href: string) =>
  page.locator(`#${menu} > li:has(> a[href="${href}"])`);
const subOf = (item: Locator) => item.locator('> .sub-menu');
const linkOf = (item: Locator) => item.locator('> a');

/** Rests the mouse on the item's link; its sub-menu opens after hoverIntent's 100 ms, not before. */
async function hoverOpen(page: Page, item: Locator): Promise<void> {
  await linkOf(item).hover();
  await page.clock.runFor(99);
  await expect(item).not.toHaveClass(/(^| )is-open( |$)/);
  await page.clock.runFor(1);
  await expect(item).toHaveClass(/(^| )is-open( |$)/);
  // The effect (a CSS transition, on the browser's own clock) has ended before the pointer moves on.
  await expect.poll(() => subOf(item).evaluate((el) => el.getAnimations().length)).toBe(0);
}

/**
 * The contrast of the link's text colour with the first background painted behind its centre (the theme turns a
 * hovered menu link white over its `span.hoverdir` highlight).
 */
function contrastBehind(link: Locator): Promise<number> {
  return link.evaluate((el) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: number[]) =>
      colour
        .slice(0, 3)
        .map((value) => value / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
    const box = el.getBoundingClientRect();
    const behind = document
      .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      .filter((at) => !el.contains(at))
      .map((at) => rgb(getComputedStyle(at).backgroundColor))
      .find((colour) => colour.length === 3 || (colour[3] ?? 0) > 0) ?? [255, 255, 255];
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(behind)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

const style = (element: Locator, property: 'transform' | 'opacity' | 'clipPath' | 'transitionDuration') =>
  element.evaluate((el, name) => getComputedStyle(el)[name], property);

/** The closed sub-menu's starting point of each effect, and how long it takes. */
const EFFECTS: Record<string, { transform: string; opacity: string; clip: string; duration: string }> = {
  none: { transform: 'none', opacity: '0', clip: 'none', duration: '0s' },
  fade: { transform: 'none', opacity: '0', clip: 'none', duration: '0.3s' },
  'fade-shift-down': {
    transform: 'matrix(1, 0, 0, 1, 0, -10)',
    opacity: '0',
    clip: 'none',
    duration: '0.3s',
  },
  'fade-shift-right': {
    transform: 'matrix(1, 0, 0, 1, -10, 0)',
    opacity: '0',
    clip: 'none',
    duration: '0.3s',
  },
  'scale-in-fade': {
    transform: 'matrix(1.2, 0, 0, 1.2, 0, 0)',
    opacity: '0',
    clip: 'none',
    duration: '0.2s',
  },
  'scale-out-fade': {
    transform: 'matrix(0.8, 0, 0, 0.8, 0, 0)',
    opacity: '0',
    clip: 'none',
    duration: '0.2s',
  },
  grow: { transform: 'matrix(0, 0, 0, 0, 0, 0)', opacity: '0', clip: 'none', duration: '0.3s' },
  slide: { transform: 'none', opacity: '1', clip: 'inset(0px 0px 100%)', duration: '0.3s' },
  wobble: { transform: 'none', opacity: '0', clip: 'none', duration: '0.3s' },
};

test.describe('desktop menu', () => {
  test.beforeEach(async ({ page, open }) => {
    await installPausedClock(page);
    await open('/menus/');
    await mounted(page, wrapperOf('menu-fade'), 'menu');
  });

  // One test per effect, so that a slow machine gives each its own time.
  for (const [slug, effect] of Object.entries(EFFECTS)) {
    test(`the ${slug} effect: a resting pointer opens the sub-menu after 100 ms with it, leaving closes it`, async ({
      page,
    }) => {
      await mounted(page, wrapperOf(`menu-${slug}`), 'menu');
      const shop = itemOf(page, `menu-${slug}`, '/shop/');
      const sub = subOf(shop);
      await expect(shop).toHaveClass(/(^| )hasDropDown( |$)/);
      await expect(shop).toHaveClass(/(^| )relative( |$)/);
      await expect(linkOf(shop).locator('.menu-arrow')).toHaveCount(1);
      await expect(sub).toBeHidden();
      // Count the transitions the sub-menu starts: its effect plays as it opens and as it closes.
      await sub.evaluate((el) => {
        el.dataset.runs = '0';
        el.addEventListener('transitionrun', (event) => {
          if (event.target === el && (event as TransitionEvent).propertyName !== 'visibility')
            el.dataset.runs = String(Number(el.dataset.runs) + 1);
        });
      });
      expect(await style(sub, 'transform'), slug).toBe(effect.transform);
      expect(await style(sub, 'opacity'), slug).toBe(effect.opacity);
      expect(await style(sub, 'clipPath'), slug).toBe(effect.clip);
      expect((await style(sub, 'transitionDuration')).split(', ')[0], slug).toBe(effect.duration);

      await hoverOpen(page, shop);
      await expect(linkOf(shop)).toHaveAttribute('aria-expanded', 'true');
      await expect(sub).toBeVisible();
      await expect.poll(() => style(sub, 'transform'), slug).toBe('none');
      await expect.poll(() => style(sub, 'opacity'), slug).toBe('1');

      await page.mouse.move(5, 700);
      await expect(shop).not.toHaveClass(/(^| )is-open( |$)/);
      await expect(linkOf(shop)).toHaveAttribute('aria-expanded', 'false');
      await expect(sub).toBeHidden();
      const runs = Number(await sub.getAttribute('data-runs'));
      if (effect.duration === '0s') expect(runs, slug).toBe(0);
      else expect(runs, slug).toBeGreaterThanOrEqual(2);
    });
  }

  test('a hovered item stays legible: its link over the highlight behind it', async ({ page }) => {
    const shop = itemOf(page, 'menu-fade', '/shop/');
    await hoverOpen(page, shop);
    for (const link of [
      linkOf(shop),
      page.locator('#menu-fade').getByRole('link', { name: 'All products' }),
    ]) {
      await link.hover();
      await expect.poll(() => link.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await seenOpacity(link)).toBe(1);
      expect(await contrastBehind(link)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('a pointer passing over an item on its way elsewhere opens nothing', async ({ page }) => {
    const shop = itemOf(page, 'menu-fade', '/shop/');
    const box = await linkOf(shop).boundingBox();
    if (!box) throw new Error('no Shop link');
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.clock.runFor(100);
    // Moved 20 px in that interval: still travelling.
    await page.mouse.move(box.x + 22, box.y + box.height / 2);
    await page.clock.runFor(60);
    await page.mouse.move(5, 700);
    await page.clock.runFor(500);
    await expect(shop).not.toHaveClass(/(^| )is-open( |$)/);
    await expect(subOf(shop)).toBeHidden();
  });

  test('under reduced motion, sub-menus open without an effect', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shop = itemOf(page, 'menu-fade-shift-down', '/shop/');
    expect(await style(subOf(shop), 'transform')).toBe('none');
    expect((await style(subOf(shop), 'transitionDuration')).split(', ')[0]).toBe('0s');
    await hoverOpen(page, shop);
    expect(await style(subOf(shop), 'opacity')).toBe('1');
  });

  test('a mega menu spans the header row, or the viewport in a fluid row', async ({ page }) => {
    const collections = itemOf(page, 'menu-fade', '/portfolio/');
    await hoverOpen(page, collections);
    const mega = subOf(collections);
    await expect(mega).toBeVisible();
    const row = await page.locator(`.skeleton:has(${wrapperOf('menu-fade')})`).boundingBox();
    const box = await mega.boundingBox();
    expect(box?.x).toBeCloseTo(row?.x ?? Number.NaN, 0);
    expect(box?.width).toBeCloseTo(row?.width ?? Number.NaN, 0);
    await expect(mega.getByRole('link', { name: 'Canvas tote' })).toBeVisible();

    const everything = itemOf(page, 'menu-fluid', '/shop/');
    await hoverOpen(page, everything);
    const fluid = await subOf(everything).boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(fluid?.x).toBeCloseTo(0, 0);
    expect(fluid?.width).toBeCloseTo(width, 0);
  });

  test('the keyboard: arrows move and open, Space toggles, Escape closes and returns focus', async ({
    page,
  }) => {
    const menu = page.locator('#menu-fade');
    const shop = itemOf(page, 'menu-fade', '/shop/');
    const shopLink = menu.getByRole('link', { name: 'Shop', exact: true });
    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(shopLink).toBeFocused();
    // Focus alone does not open it (the disclosure pattern): activating it does.
    await expect(shopLink).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(shopLink).toHaveAttribute('aria-expanded', 'true');
    await expect(subOf(shop)).toBeVisible();
    await expect(page).toHaveURL(/\/menus\/\?flavour=\w+$/);
    await page.keyboard.press('Escape');
    await expect(shopLink).toHaveAttribute('aria-expanded', 'false');
    await expect(shopLink).toBeFocused();
    await expect(subOf(shop)).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(shopLink).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'All products' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const bags = menu.getByRole('link', { name: 'Bags', exact: true });
    await expect(bags).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(bags).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Roll-top bag' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Canvas tote' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Roll-top bag' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(bags).toBeFocused();
    await expect(bags).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(shopLink).toBeFocused();
    await expect(shopLink).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press(' ');
    await expect(shopLink).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'All products' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('link', { name: 'Wish list' })).toBeFocused();

    // A parent without an address is a disclosure button: Enter and Space toggle it.
    const help = menu.getByRole('button', { name: 'Help' });
    await help.focus();
    await expect(shopLink).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/menus\/\?flavour=\w+$/);

    // Tab leaving the menu closes what it opened.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab moves along the top items without opening a sub-menu; Enter opens one, Tab then walks into it', async ({
    page,
  }) => {
    const menu = page.locator('#menu-fade');
    const top = menu.locator(':scope > li > a');
    const count = await top.count();
    expect(count).toBeGreaterThan(3);
    await top.first().focus();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(top.nth(index)).toBeFocused();
    }
    await expect(menu.locator('li.is-open')).toHaveCount(0);
    await expect(menu.locator('[aria-expanded="true"]')).toHaveCount(0);

    const shopLink = menu.getByRole('link', { name: 'Shop', exact: true });
    await shopLink.focus();
    await page.keyboard.press('Enter');
    await expect(shopLink).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'All products' })).toBeFocused();
    // A second Enter on an open parent follows its link.
    await shopLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test('axe finds nothing serious with a drop-down and a mega menu open', async ({ page }) => {
    await hoverOpen(page, itemOf(page, 'menu-slide', '/shop/'));
    await hoverOpen(page, page.locator('#menu-slide li:has(> a[href="/roll-top-bag/"])').first());
    await expectSettledPageAccessible(page);
    // The clock runs on from here.
    const collections = itemOf(page, 'menu-fade', '/portfolio/');
    await linkOf(collections).hover();
    await expect(subOf(collections)).toBeVisible();
    await expectSettledPageAccessible(page);
  });

  test('unmounting puts the server markup back', async ({ page }) => {
    await hoverOpen(page, itemOf(page, 'menu-grow', '/shop/'));
    await expectRestoredOnUnmount(page, wrapperOf('menu-grow'));
    // A menu left as mounted (menu-fade): test/unit/restored-on-unmount.test.tsx.
  });
});

test.describe('near the viewport edge', () => {
  const deep = (page: Page) => itemOf(page, 'menu-deep', '/portfolio/');
  const bags = (page: Page) => page.locator('#menu-deep li:has(> a[href="/roll-top-bag/"])').first();
  const totes = (page: Page) => page.locator('#menu-deep li:has(> a[href="/canvas-tote/"])').first();

  test('a narrow viewport: the four-level chain opens to the left', async ({ page, open }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await installPausedClock(page);
    await open('/menu-edge/');
    await mounted(page, wrapperOf('menu-deep'), 'menu');
    await hoverOpen(page, deep(page));
    await expect(deep(page)).toHaveClass(/(^| )forceRightChain( |$)/);
    await hoverOpen(page, bags(page));
    await hoverOpen(page, totes(page));
    const level = async (item: Locator) => (await subOf(item).boundingBox()) ?? { x: Number.NaN, width: 0 };
    const [one, two, three] = [await level(deep(page)), await level(bags(page)), await level(totes(page))];
    expect(one.x + one.width).toBeLessThanOrEqual(800);
    expect(two.x + two.width).toBeLessThanOrEqual(one.x + 1);
    expect(three.x + three.width).toBeLessThanOrEqual(two.x + 1);
    // The nested arrows point left.
    const arrow = linkOf(bags(page)).locator('.menu-arrow');
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expectSettledPageAccessible(page);
  });

  test('a wide viewport: the chain opens to the right', async ({ page, open }) => {
    await page.setViewportSize({ width: 1600, height: 700 });
    await installPausedClock(page);
    await open('/menu-edge/');
    await mounted(page, wrapperOf('menu-deep'), 'menu');
    await hoverOpen(page, deep(page));
    await hoverOpen(page, bags(page));
    await hoverOpen(page, totes(page));
    await expect(deep(page)).not.toHaveClass(/forceRightChain/);
    const one = await subOf(deep(page)).boundingBox();
    const three = await subOf(totes(page)).boundingBox();
    expect(three?.x ?? 0).toBeGreaterThan(one?.x ?? Number.NaN);
    expect((three?.x ?? 0) + (three?.width ?? 0)).toBeLessThanOrEqual(1600);
  });
});

test('closing, a chain fades out whole: the levels beside the first are not cut off as it starts to close', async ({
  page,
  open,
}) => {
  await page.setViewportSize({ width: 1600, height: 700 });
  await installPausedClock(page);
  await open('/menu-edge/');
  await mounted(page, wrapperOf('menu-deep'), 'menu');
  const deep = itemOf(page, 'menu-deep', '/portfolio/');
  await hoverOpen(page, deep);
  await hoverOpen(page, page.locator('#menu-deep li:has(> a[href="/roll-top-bag/"])').first());
  const totes = page.locator('#menu-deep li:has(> a[href="/canvas-tote/"])').first();
  await hoverOpen(page, totes);
  const box = await subOf(totes).boundingBox();
  // The effect's transitions (on the browser's own clock) held as they start, then looked at halfway.
  await subOf(deep).evaluate((el) => {
    el.addEventListener(
      'transitionrun',
      () => {
        for (const animation of document.getAnimations()) animation.pause();
        el.dataset.held = 'yes';
      },
      { once: true },
    );
  });
  await page.mouse.move(5, 690);
  await expect(deep).not.toHaveClass(/(^| )is-open( |$)/);
  await expect(subOf(deep)).toHaveAttribute('data-held', 'yes');
  const centre = {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + Math.min(15, (box?.height ?? 0) / 2),
  };
  const hit = await page.evaluate(({ x, y }) => {
    for (const animation of document.getAnimations()) animation.currentTime = 150;
    return (
      document.elementFromPoint(x, y)?.closest('li')?.querySelector(':scope > a')?.getAttribute('href') ??
      null
    );
  }, centre);
  // Fade Shift Right takes 300 ms: at 150 the fourth level is still there, fading with the rest.
  expect(hit).not.toBeNull();
  expect(
    await subOf(totes).evaluate((sub, href) => Boolean(sub.querySelector(`a[href="${href}"]`)), hit),
  ).toBe(true);
});

test.describe('taps at 1024 px', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('a parent opens first; a link without sub-menu navigates at once; # goes nowhere', async ({
    page,
    open,
  }) => {
    await open('/menus/');
    await mounted(page, wrapperOf('menu-fade'), 'menu');
    const menu = page.locator('#menu-fade');
    const shop = itemOf(page, 'menu-fade', '/shop/');
    await menu.getByRole('link', { name: 'Shop', exact: true }).tap();
    await expect(shop).toHaveClass(/(^| )is-open( |$)/);
    await expect(subOf(shop)).toBeVisible();
    await expect(page).toHaveURL(/\/menus\/\?flavour=\w+$/);
    const bags = menu.getByRole('link', { name: 'Bags', exact: true });
    await bags.tap();
    await expect(bags).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/menus\/\?flavour=\w+$/);

    const help = menu.getByRole('button', { name: 'Help' });
    await help.tap();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).not.toHaveClass(/(^| )is-open( |$)/);
    await expect(page).toHaveURL(/\/menus\/\?flavour=\w+$/);

    // A tap outside closes it.
    await page.getByText('Each header row above').tap();
    await expect(help).toHaveAttribute('aria-expanded', 'false');

    await menu.getByRole('link', { name: 'About' }).tap();
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('a second tap on an open parent follows its link', async ({ page, open }) => {
    await open('/menus/');
    await mounted(page, wrapperOf('menu-fade'), 'menu');
    const shopLink = page.locator('#menu-fade').getByRole('link', { name: 'Shop', exact: true });
    await shopLink.tap();
    await expect(shopLink).toHaveAttribute('aria-expanded', 'true');
    await shopLink.tap();
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});

test.describe('in-page sections', () => {
  test('an #rps link scrolls smoothly over 1000 ms, focuses the section; the one-page menu marks it', async ({
    page,
    open,
  }) => {
    await installPausedClock(page);
    await open('/menu-one-page/');
    await mounted(page, '.rad-one-page-menu', 'menu');
    await mounted(page, wrapperOf('menu-one-page'), 'menu');
    const target = await page.locator('#rps_work').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.locator('.rad-one-page-menu').getByRole('link', { name: 'Work' }).click();
    await page.clock.runFor(500);
    const halfway = await page.evaluate(() => scrollY);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(target);
    await page.clock.runFor(600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(Math.round(target));
    await expect(page.locator('#rps_work')).toBeFocused();
    await expect(page).toHaveURL(/#rps_work$/);
    await expect(page.locator('.rad-one-page-menu li.one-rps_work')).toHaveClass(/(^| )active( |$)/);
    await expect(page.locator('.rad-one-page-menu li.one-rps_intro')).not.toHaveClass(/(^| )active( |$)/);
    await expect(page.locator('.rad-one-page-menu a[href="#rps_work"]')).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expectSettledPageAccessible(page);
  });

  test('under reduced motion the scroll is instant, from the header menu too', async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page);
    await open('/menu-one-page/');
    await mounted(page, wrapperOf('menu-one-page'), 'menu');
    const target = await page.locator('#rps_work').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.locator('#menu-one-page').getByRole('link', { name: 'Work' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(Math.round(target));
    await expect(page.locator('#rps_work')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  const toggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
  const isOpen = (page: Page) =>
    page.evaluate(() => document.documentElement.classList.contains('wgt-mm-open'));
  const pageLeft = (page: Page) =>
    page.locator('.super-wrapper').evaluate((el) => Math.round(el.getBoundingClientRect().left));

  test('built from the desktop menu, four levels: opens, slides the page, locks scroll, closes', async ({
    page,
    open,
  }) => {
    await installPausedClock(page);
    await open('/mobile-menu/');
    const menu = page.locator('ul#mobile-menu[data-built]');
    await mounted(page, 'ul#mobile-menu', 'mobile-menu');
    // Hidden until opened: counted in the DOM.
    await expect(menu.locator('a', { hasText: 'Canvas tote' })).toHaveCount(1);
    await expect(menu.locator('a', { hasText: 'Care guide' })).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect.poll(() => pageLeft(page)).toBe(-250);
    const panel = await menu.boundingBox();
    expect(panel?.x).toBeCloseTo(390 - 250, 0);
    expect(panel?.width).toBeCloseTo(250, 0);
    // Below the theme's fixed mobile head: its first link is what a tap on it reaches.
    expect(await hitAtCentre(menu.getByRole('link', { name: 'Home' }))).toBe(true);

    // Scroll locked.
    await page.mouse.move(60, 400);
    await page.mouse.wheel(0, 600);
    await page.clock.runFor(200);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // Sub-menus toggle with their plus and minus.
    const shop = menu.getByRole('button', { name: 'Shop' });
    await expect(menu.getByRole('link', { name: 'Bags' })).toBeHidden();
    await shop.click();
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(shop.locator('i')).toHaveClass('ioa-front-icon minus-2icon-');
    await expect(menu.getByRole('link', { name: 'Bags' })).toBeVisible();
    await shop.click();
    await expect(shop.locator('i')).toHaveClass('ioa-front-icon plus-2icon-');
    await expect(menu.getByRole('link', { name: 'Bags' })).toBeHidden();

    // Tab stays with the menu and its toggle.
    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await expectSettledPageAccessible(page);

    // Escape closes and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => pageLeft(page)).toBe(0);
    await expect(menu).toBeHidden();

    // Space opens it too; growing past 979 px closes it.
    await page.keyboard.press(' ');
    expect(await isOpen(page)).toBe(true);
    await page.setViewportSize({ width: 980, height: 740 });
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.setViewportSize({ width: 390, height: 740 });
    await expect(menu).toBeHidden();

    // A link followed closes it.
    await toggle(page).click();
    await menu.getByRole('button', { name: 'Help' }).click();
    await menu.getByRole('link', { name: 'Work' }).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.clock.runFor(1100);
    const target = await page.locator('#rps_mobile_work').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(target)).toBeLessThan(1);
    await expect(page.locator('#rps_mobile_work')).toBeFocused();

    await toggle(page).click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('a tap beside the open menu closes it', async ({ page, open }) => {
    await open('/mobile-menu/');
    await mounted(page, 'ul#mobile-menu', 'mobile-menu');
    await toggle(page).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.mouse.click(60, 400);
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  test("the server's side menu stays out of sight while the page loads: it does not slide across the page", async ({
    page,
    open,
  }) => {
    // Every frame until the check: where the panel is painted, if it is.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const watch = () => {
        const panel = document.querySelector('div.mobile-side-wrap');
        if (panel && getComputedStyle(panel).visibility === 'visible') {
          const box = panel.getBoundingClientRect();
          if (box.right > 0 && box.left < innerWidth && box.width > 0 && box.height > 0)
            seen.push(
              `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`,
            );
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await open('/mobile-side-menu/');
    await mounted(page, 'div.mobile-side-wrap', 'mobile-menu');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  });

  test("the server's side menu: the same toggle; a parent link without address opens its sub-menu", async ({
    page,
    open,
  }) => {
    await installPausedClock(page);
    await open('/mobile-side-menu/');
    await mounted(page, 'div.mobile-side-wrap', 'mobile-menu');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    const side = page.locator('#mobile-side-menu');
    await toggle(page).click();
    await expect(side).toBeVisible();
    await expect(side.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect.poll(() => pageLeft(page)).toBe(-250);
    expect(await hitAtCentre(side.getByRole('link', { name: 'Home' }))).toBe(true);
    await side.getByRole('link', { name: 'Shop' }).click();
    await expect(side.getByRole('link', { name: 'All products' })).toBeVisible();
    await expect(side.getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'true');
    await expectSettledPageAccessible(page);
    await toggle(page).click();
    await expect(side).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expectRestoredOnUnmount(page, 'div.mobile-side-wrap');
  });
});

test('a sidebar’s navigation menu: its sub-menu flies out on hover with intent and from the keyboard, where the theme hides it', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/chrome/');
  await mounted(page, '#nav_menu-3', 'menu');
  const item = page.locator('#menu-parts > li#menu-item-63');
  const saddle = item.locator('a[href="/saddle-stitch/"]');
  // widgets.css hides it (`div.sidebar-wrap ul.sub-menu { display: none }`): it opens as the header's do.
  await expect(linkOf(item)).toHaveAttribute('aria-expanded', 'false');
  expect(await seenOpacity(saddle)).toBe(0);
  await hoverOpen(page, item);
  expect(await seenOpacity(saddle)).toBe(1);
  expect(await hitAtCentre(saddle)).toBe(true);
  await page.mouse.move(5, 5);
  await expect(item).not.toHaveClass(/(^| )is-open( |$)/);
  // The disclosure pattern: Tab moves along the items, Enter opens, Escape closes and keeps focus on the parent.
  await page.locator('#menu-item-62 > a').focus();
  await page.keyboard.press('Tab');
  await expect(linkOf(item)).toBeFocused();
  await expect(linkOf(item)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(linkOf(item)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(saddle).toBeFocused();
  await expect.poll(() => hitAtCentre(saddle)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(linkOf(item)).toBeFocused();
  await expect(linkOf(item)).toHaveAttribute('aria-expanded', 'false');
  // No mobile menu is built from a sidebar's.
  await expect(page.locator('ul#mobile-menu')).toHaveCount(0);
});
