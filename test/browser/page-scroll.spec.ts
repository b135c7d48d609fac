import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { installPausedClock, scrollToY } from './widget-helpers';

/**
 * The page's scroll chrome (`page-scroll`, issue 16) on /chrome/ (compact bar, back to top, scroll-down link, the
 * sidebar header) and /chrome-left/ (no compact bar).
 */

/** jQuery's height() of the first `.theme-header`, times 1.5 (markup contract §3.3). */
function threshold(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.theme-header') as HTMLElement;
    const style = getComputedStyle(header);
    const content =
      header.getBoundingClientRect().height -
      Number.parseFloat(style.paddingTop) -
      Number.parseFloat(style.paddingBottom) -
      Number.parseFloat(style.borderTopWidth) -
      Number.parseFloat(style.borderBottomWidth);
    return content * 1.5;
  });
}

for (const path of ['/chrome/', '/chrome-left/']) {
  test(`${path}: the compact bar and back to top show past 1.5 headers and hide above, the sidebar header turns past 200 px`, async ({
    page,
    open,
  }) => {
    await open(path);
    await mounted(page, 'a.back-to-top', 'page-scroll');
    const header = page.locator('.sidebar-header');
    await scrollToY(page, 195);
    await expect(header).not.toHaveClass(/wgt-scrolled/);
    await scrollToY(page, 205);
    await expect(header).toHaveClass(/wgt-scrolled/);
    await scrollToY(page, 195);
    await expect(header).not.toHaveClass(/wgt-scrolled/);

    const line = Math.round(await threshold(page));
    const back = page.getByRole('link', { name: 'Back to top' });
    const compact = page.locator('.compact-bar');
    await scrollToY(page, 0);
    await expect(back).toBeHidden();
    await scrollToY(page, line - 5);
    await expect(back).toBeHidden();
    await scrollToY(page, line + 5);
    await expect(back).toBeVisible();
    if (path === '/chrome/') {
      await expect(compact).toBeVisible();
      await expect(compact).toHaveCSS('transform', 'none');
    }
    await scrollToY(page, line - 5);
    await expect(back).toBeHidden();
    if (path === '/chrome/') {
      await expect(compact).toBeHidden();
      await expect(compact).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -70)');
    }
  });
}

test('back to top scrolls to the top in 400 ms and moves focus to the top of the page', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await open('/chrome/');
  await mounted(page, 'a.back-to-top', 'page-scroll');
  await scrollToY(page, 1500);
  const back = page.getByRole('link', { name: 'Back to top' });
  await expect(back).toBeVisible();
  await back.focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(200);
  const halfway = await page.evaluate(() => scrollY);
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(1500);
  await page.clock.runFor(250);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(page.locator('.theme-header:not(.compact-bar)')).toBeFocused();
  // The next Tab starts from the top of the page: the header's first link (the top bar's first social icon).
  await page.keyboard.press('Tab');
  await expect(page.locator('.theme-header:not(.compact-bar) a[href]').first()).toBeFocused();
});

test('the scroll-down link scrolls one window height', async ({ page, open }) => {
  await open('/chrome/');
  await mounted(page, 'a.scroll-down', 'page-scroll');
  const start = await page.evaluate(() => scrollY);
  await page.getByRole('link', { name: 'Scroll down' }).click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(start + 720);
});
