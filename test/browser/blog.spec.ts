import { expectSettledPageAccessible } from './accessibility';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { inlineStyleOf, installPausedClock, runUntilMounted } from './widget-helpers';

/**
 * The category menu's other forms (markup contract §9.2): closed style over a blog grid (its menu button a
 * disclosure, hoverIntent), and the slide fallback over 2.5.7's format 4 list when there is no grid.
 */

const GRID = '/blog-grid/';
const LIST = '/blog-list/';

test(
  'a closed-style menu: its button shows and hides the choices, and a choice filters the blog grid',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open(GRID);
    await mounted(page, '.ioa-menu', 'grid-filter');
    const toggle = page.getByRole('button', { name: 'Sort' });
    const bags = page.getByRole('button', { name: 'Bags' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bags).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await bags.click();
    await expect(bags).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText('2 items shown');
    await expect
      .poll(() =>
        page
          .locator('#journal > li')
          .evaluateAll((items) =>
            items
              .filter((item) => getComputedStyle(item).display !== 'none')
              .map((item) => item.getAttribute('data-id')),
          ),
      )
      .toEqual(['202', '204']);
    // Escape closes the choices and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(bags).toBeHidden();
  },
);

test('a closed-style menu opens while the pointer rests on it, and closes when it leaves', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open(GRID);
  await runUntilMounted(page, '.ioa-menu', 'grid-filter');
  const box = await page.locator('.ioa-menu').boundingBox();
  await page.mouse.move((box?.x ?? 0) + 10, (box?.y ?? 0) + 5);
  await page.clock.runFor(50);
  await expect(page.getByRole('button', { name: 'Bags' })).toBeHidden();
  await page.clock.runFor(100);
  await expect(page.getByRole('button', { name: 'Bags' })).toBeVisible();
  await page.mouse.move(5, 700);
  await page.clock.runFor(150);
  await expect(page.getByRole('button', { name: 'Bags' })).toBeHidden();
});

test('without a grid, the filter slides the other categories’ format 4 posts up, and All brings them back', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open(LIST);
  await runUntilMounted(page, '.ioa-menu', 'grid-filter');
  const posts = page.locator('.blog-format4-posts li.post');
  const stitching = posts.filter({ hasText: 'Stitching' });
  const heightOf = () => stitching.evaluate((el) => el.getBoundingClientRect().height);
  const full = await heightOf();
  await page.getByRole('button', { name: 'Travel' }).click();
  await page.clock.runFor(200);
  // Halfway up, the posts that go are shorter than they were, and still there.
  const height = await heightOf();
  expect(height).toBeGreaterThan(0);
  expect(height).toBeLessThan(full * 0.9);
  await page.clock.runFor(400);
  await expect(posts.filter({ hasText: 'Porto to Lisbon' })).toBeVisible();
  await expect(stitching).toBeHidden();
  await expect(posts.filter({ hasText: 'Cutting table' })).toBeHidden();
  await page.getByRole('button', { name: 'All' }).click();
  await page.clock.runFor(600);
  for (const post of await posts.all()) await expect(post).toBeVisible();
  expect(await inlineStyleOf(stitching)).toBe('');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Bags' }).click();
  await page.clock.runFor(16);
  await expect(stitching).toBeHidden();
});

for (const path of [GRID, LIST]) {
  test(`${path} has no serious accessibility violation, with the menu open and a category chosen`, async ({
    page,
    open,
  }) => {
    await installPausedClock(page);
    await open(path);
    await runUntilMounted(page, '.ioa-menu', 'grid-filter');
    if (path === GRID) await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('button', { name: 'Workshop' }).click();
    await expectSettledPageAccessible(page);
  });
}
