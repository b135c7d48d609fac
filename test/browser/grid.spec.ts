import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, PLAIN_DOM, test } from './fixtures';
import { lookOf } from './motion-helpers';
import { hitAtCentre, seenOpacity } from './seen';
import {
  expectRestoredOnUnmount,
  installPausedClock,
  pollWhileRunning,
  runUntilMounted,
  serverMarkup,
  unmount,
} from './widget-helpers';

/**
 * The isotope grids (markup contract §9): masonry or rows above 767 px, the server's single column at or below
 * it; the category filter; the pagination dropdown.
 */

const PAGE = '/portfolio-masonry/';
const ITEMS = '#projects > li';

/**
 * The masonry portfolio's columns, as Isotope made them from the items' own width: four under Limitless
 * (style.css `div.portfolio-masonry ul.portfolio_posts li { width: 24.9% }`, at every width above 767 px); three
 * under the stand-in, which sizes no item, from the items' `one_third` column class.
 */
async function portfolioColumns(page: Page): Promise<number> {
  return (await page.locator('link#style-css').count()) > 0 ? 4 : 3;
}

interface Box {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The shown items' boxes, relative to the grid, in document order. */
function boxes(page: Page, items = ITEMS): Promise<Box[]> {
  return page.locator(items).evaluateAll((elements) => {
    const grid = elements[0]?.parentElement?.getBoundingClientRect();
    return elements
      .filter((element) => getComputedStyle(element).display !== 'none')
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          id: element.id.replace(/^post-/, '') || (element.getAttribute('data-id') ?? ''),
          x: Math.round(box.x - (grid?.x ?? 0)),
          y: Math.round(box.y - (grid?.y ?? 0)),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      });
  });
}

/** Pairs of items that overlap by more than the pixel the boxes' rounding may add. */
function overlaps(all: readonly Box[]): string[] {
  const found: string[] = [];
  all.forEach((a, at) => {
    for (const b of all.slice(at + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 1 && down > 1) {
        found.push(`${a.id}/${b.id}`);
      }
    }
  });
  return found;
}

/** Masonry, checked from the outside: each item tops the shortest column when it came, in order. */
function masonryMisplaced(all: readonly Box[], columns: number): string[] {
  const width = all[0]?.width ?? 0;
  const bottoms = new Array<number>(columns).fill(0);
  const misplaced: string[] = [];
  for (const box of all) {
    const shortest = bottoms.indexOf(Math.min(...bottoms));
    const x = shortest * width;
    const y = bottoms[shortest] ?? 0;
    // Within a pixel: columns a third of an odd width are rounded.
    if (Math.abs(box.x - x) > 1 || Math.abs(box.y - y) > 1) {
      misplaced.push(`${box.id} at ${box.x},${box.y}, not ${x},${y}`);
    }
    bottoms[shortest] = y + box.height;
  }
  return [...misplaced, ...overlaps(all).map((pair) => `${pair} overlap`)];
}

/** Waits until the shown items are a masonry (they glide there, or are still coming in). */
async function expectMasonry(page: Page, columns: number, items = ITEMS): Promise<void> {
  await expect.poll(async () => masonryMisplaced(await boxes(page, items), columns)).toEqual([]);
}

async function laidOut(page: Page, items = ITEMS): Promise<void> {
  await expect(page.locator(items).first()).toHaveCSS('position', 'absolute');
}

test(
  'above 767 px the portfolio is a masonry in the columns the theme gives its items, in order, with no overlap',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open(PAGE);
    await mounted(page, '#projects', 'grid');
    await laidOut(page);
    const all = await boxes(page);
    expect(all).toHaveLength(8);
    // Under Limitless each item keeps the theme's 24.9 % of the grid, four abreast; under the stand-in three
    // columns share the grid's width.
    const columns = await portfolioColumns(page);
    const width = await page.locator('#projects').evaluate((grid) => grid.clientWidth);
    expect(all[0]?.width).toBeCloseTo(columns === 4 ? width * 0.249 : width / 3, 0);
    expect(masonryMisplaced(all, columns)).toEqual([]);
    // The grid is as tall as its longest column: what follows it is not overlapped.
    const grid = await page.locator('#projects').boundingBox();
    const last = Math.max(...all.map((box) => box.y + box.height));
    expect(Math.round(grid?.height ?? 0)).toBe(last);
  },
);

test(
  'a resize lays the grid out again; at 767 px or less it is the server’s own layout',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open(PAGE);
    await mounted(page, '#projects', 'grid');
    await laidOut(page);
    const wide = (await boxes(page))[0]?.width ?? 0;
    await page.setViewportSize({ width: 860, height: 800 });
    await expect.poll(async () => (await boxes(page))[0]?.width).toBeLessThan(wide);
    await expectMasonry(page, await portfolioColumns(page));

    // The server's layout again: the widget's placing is gone (the stylesheet's own position stays).
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.locator(ITEMS).first()).not.toHaveAttribute('style');
    await expect(page.locator(ITEMS).first()).not.toHaveCSS('position', 'absolute');
    // In the stylesheet's own flow (one column under the stand-in, the theme's floats under Limitless): nothing
    // overlaps, nothing is left where the wide layout put it.
    const flowed = await boxes(page);
    expect(flowed).toHaveLength(8);
    expect(overlaps(flowed)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await laidOut(page);
    await expectMasonry(page, await portfolioColumns(page));
  },
);

for (const width of [1280, 375]) {
  test(
    `at ${width} px the masonry portfolio shows its projects: each fades in, 50 ms after the one before, its loader gone`,
    PLAIN_DOM,
    async ({ page, open }) => {
      await page.setViewportSize({ width, height: 800 });
      await installPausedClock(page);
      await open(PAGE);
      await runUntilMounted(page, '#projects', 'grid');
      // Limitless keeps each project's inner wrap transparent until its script fades it in (style.css
      // `div.portfolio-masonry ul.portfolio_posts li div.inner-item-wrap { opacity: 0 }`).
      const pictures = page.locator(`${ITEMS} > .inner-item-wrap img`);
      await pollWhileRunning(page, () => seenOpacity(pictures.first())).toBeGreaterThan(0);
      const [first, last] = [await seenOpacity(pictures.first()), await seenOpacity(pictures.last())];
      expect(last).toBeLessThan(first);
      await page.clock.runFor(800);
      for (const picture of await pictures.all()) expect(await seenOpacity(picture)).toBe(1);
      for (const loader of await page.locator(`${ITEMS} > span.loader`).all())
        await expect(loader).toBeHidden();
    },
  );
}

test(
  'a project’s panel slides in from the side the pointer comes in by, and shows where Tab reaches its links',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open(PAGE);
    await mounted(page, '#projects', 'grid');
    const image = page.locator(`${ITEMS}#post-102 div.image`);
    const panel = image.locator('.hoverdir');
    const title = panel.locator('h2 a');
    await expect.poll(() => seenOpacity(image.locator('img'))).toBe(1);
    expect(await hitAtCentre(title)).toBe(false);
    const box = await image.boundingBox();
    if (!box) throw new Error('no picture');
    // In by the right edge: it starts off to the right and slides left into place.
    await page.mouse.move(box.x + box.width + 20, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    await expect.poll(() => panel.evaluate((el) => el.style.transition)).toMatch(/300ms/);
    await expect.poll(() => hitAtCentre(title)).toBe(true);
    // Out by the top: it leaves upwards.
    await page.mouse.move(box.x + box.width / 2, box.y + 2);
    await page.mouse.move(box.x + box.width / 2, box.y - 30);
    await expect.poll(() => panel.evaluate((el) => el.style.top)).toBe('-100%');
    await expect.poll(() => hitAtCentre(title)).toBe(false);
    // Tab to the title's link: the panel is shown with it.
    await page.mouse.move(5, 5);
    await image.locator('a.imageholder').focus();
    await page.keyboard.press('Tab');
    await expect(title).toBeFocused();
    await expect.poll(() => hitAtCentre(title)).toBe(true);
  },
);

test(
  'the filter shows one category, says how many, and lays the rest out again; All brings everything back',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open(PAGE);
    await mounted(page, '.ioa-menu', 'grid-filter');
    await laidOut(page);
    const bags = page.getByRole('button', { name: 'Bags' });
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await bags.click();
    await expect(bags).toHaveAttribute('aria-pressed', 'true');
    await expect(bags).toHaveClass(/(^| )active( |$)/);
    await expect(page.getByRole('button', { name: 'All' })).not.toHaveClass(/(^| )active( |$)/);
    await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText('3 items shown');
    await expect.poll(async () => (await boxes(page)).map((box) => box.id)).toEqual(['102', '104', '107']);
    await expectMasonry(page, await portfolioColumns(page));

    await page.getByRole('button', { name: 'All' }).click();
    await expect.poll(async () => (await boxes(page)).length).toBe(8);
    await expectMasonry(page, await portfolioColumns(page));
  },
);

test(
  'keyboard: Tab reaches the choices; Enter and Space choose; a tap chooses too',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open(PAGE);
    await mounted(page, '.ioa-menu', 'grid-filter');
    await page.getByRole('button', { name: 'All' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Workshop' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await boxes(page)).map((box) => box.id))
      .toEqual(['101', '103', '106', '108'].slice(0, 3));
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await boxes(page)).map((box) => box.id)).toEqual(['105', '108']);
  },
);

test('with reduced motion the items jump to their places', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(PAGE);
  await mounted(page, '.ioa-menu', 'grid-filter');
  await laidOut(page);
  await page.getByRole('button', { name: 'Travel' }).click();
  await expect.poll(async () => (await boxes(page)).map((box) => box.id)).toEqual(['105', '108']);
  expect(await page.locator(`${ITEMS}#post-105`).evaluate((item) => item.style.transition)).toBe('');
});

test('posts loaded into the masonry wall are laid out with the rest', async ({ page, open }) => {
  await open('/builder-lists/');
  await mounted(page, '#wall .isotope', 'grid');
  const wall = '#wall .post_masonry-container > li';
  await laidOut(page, wall);
  await page.locator('#wall a.rad-ajax-load-more').click();
  await expect(page.locator(wall)).toHaveCount(6);
  await expect(page.locator(`${wall}:last-child`)).toHaveCSS('position', 'absolute');
  await expectMasonry(page, 3, wall);
});

test('unmounting the grid and the filter puts the server markup back', async ({ page, open }) => {
  await open(PAGE);
  await mounted(page, '.ioa-menu', 'grid-filter');
  await laidOut(page);
  const grid = await serverMarkup(page, '#projects');
  await page.getByRole('button', { name: 'Bags' }).click();
  await expect.poll(async () => (await boxes(page)).length).toBe(3);
  await expectRestoredOnUnmount(page, '.ioa-menu');
  await unmount(page, '#projects');
  await expect(page.locator('#projects')).toHaveJSProperty('outerHTML', grid);
});

test(
  'the pagination dropdown goes to the page chosen; with the keyboard, arrows browse and Enter goes',
  PLAIN_DOM,
  async ({ page, open, expectConsole }) => {
    // The fixtures have no second page of the portfolio: the address is what counts.
    expectConsole(/status of 404/);
    await open(PAGE);
    await mounted(page, '.pagination-dropdown select', 'pagination-dropdown');
    const select = page.getByLabel('Goto :');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('/portfolio-masonry/page/2/');
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/portfolio-masonry/page/2/');

    await open(PAGE);
    await mounted(page, '.pagination-dropdown select', 'pagination-dropdown');
    await page.getByLabel('Goto :').selectOption('2');
    await page.waitForURL('**/portfolio-masonry/page/2/');
  },
);

test(
  'the page builder’s post grid: a post’s overlay link shows on hover and on keyboard focus, over the theme’s own rule',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open('/post-grid/');
    await mounted(page, '#posts', 'grid');
    const post = page.locator('#posts > li').first();
    const overlay = post.locator('div.image a.hover');
    await mounted(page, '#posts > li.post-401 div.image', 'content-hovers');
    // style.css hides it (`ul.posts li div.image a.hover { display: none }`); shown, it covers the picture.
    expect((await lookOf(overlay)).opacity).toBe(0);
    await post.locator('div.image').hover();
    await expect.poll(async () => (await lookOf(overlay)).opacity).toBe(0.9);
    expect(await hitAtCentre(overlay)).toBe(true);
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await lookOf(overlay)).opacity).toBe(0);
    // Focus on the picture's own link shows it too. The overlay's link, an icon alone going where the picture's
    // and the title's go, is their duplicate for the pointer: out of the tab order and the accessibility tree.
    await post.locator('a.imageholder').focus();
    await expect.poll(async () => (await lookOf(overlay)).opacity).toBe(0.9);
    await expect(overlay).toHaveAttribute('tabindex', '-1');
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    await page.keyboard.press('Tab');
    await expect(post.locator('.desc h2 a')).toBeFocused();
  },
);
