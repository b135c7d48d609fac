import type { Locator } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { scrollToY } from './widget-helpers';

/**
 * The sticky sidebar (issue 16): a right one on /chrome/, a left one on /chrome-left/, and on /sticky-page/ one
 * marked by the body's class.
 */

function rectOf(locator: Locator) {
  return locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  });
}

// /sticky-page/ marks its sticky sidebar on the body (the specification's page type), not on #sidebar.
for (const [path, top] of [
  ['/chrome/', 45],
  ['/chrome-left/', 50],
  ['/sticky-page/', 50],
] as const) {
  test(`${path}: the sticky sidebar stays ${top} px from the top and the footer's height plus 50 from the bottom, above 767 px only`, async ({
    page,
    open,
  }) => {
    // A window short enough for the footer to push the sidebar up at the end of the page.
    await page.setViewportSize({ width: 1280, height: 500 });
    await open(path);
    await mounted(page, '#sidebar', 'sticky-sidebar');
    const sidebar = page.locator('#sidebar');
    const wrapper = page.locator('#sidebar-sticky-wrapper');
    await expect(wrapper).toHaveClass('sticky-wrapper');
    const start = await rectOf(sidebar);
    // At the top: where the server put it.
    await expect(wrapper).not.toHaveClass(/is-sticky/);
    // Halfway: stuck to the top.
    await scrollToY(page, 900);
    await expect.poll(async () => (await rectOf(sidebar)).top).toBe(top);
    await expect(wrapper).toHaveClass(/is-sticky/);
    // At the end: no closer to the footer than 50 px.
    const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await scrollToY(page, end);
    const footerTop = (await rectOf(page.locator('#footer'))).top;
    const last = await rectOf(sidebar);
    expect(last.bottom).toBeLessThanOrEqual(footerTop - 50 + 0.5);
    expect(last.top).toBeLessThan(top);

    // 767 px wide: never stuck. Limitless hides the sidebar at that width (responsive.css); under a stylesheet
    // that shows it, it scrolls with the page.
    await page.setViewportSize({ width: 767, height: 500 });
    await scrollToY(page, 0);
    if (await sidebar.isVisible()) {
      const narrow = await rectOf(sidebar);
      await scrollToY(page, 900);
      await expect.poll(async () => (await rectOf(sidebar)).top).toBeCloseTo(narrow.top - 900, 0);
    } else await scrollToY(page, 900);
    await expect(wrapper).not.toHaveClass(/is-sticky/);
    expect(start.top).toBeGreaterThan(top);
    // The body's class makes the page's sidebar sticky, never the body itself.
    expect(
      await page.evaluate(() => [document.body.parentElement?.tagName, document.body.style.position]),
    ).toEqual(['HTML', '']);
  });
}
