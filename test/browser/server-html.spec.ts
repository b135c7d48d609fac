import { expect, mounted, test } from './fixtures';

/**
 * Records, from before the bundle runs, what the visitor could see between two rendering steps: after every
 * batch of DOM changes, whether a widget element was empty, and which <img> nodes the server printed.
 */
async function watchSwaps(page: import('@playwright/test').Page, selectors: string[]): Promise<void> {
  await page.addInitScript((watched: string[]) => {
    const state = { emptied: [] as string[], images: [] as Element[] };
    (window as unknown as { swapWatch: typeof state }).swapWatch = state;
    document.addEventListener('DOMContentLoaded', () => {
      state.images = Array.from(document.images);
      new MutationObserver(() => {
        for (const selector of watched) {
          const element = document.querySelector(selector);
          if (element && element.childNodes.length === 0) state.emptied.push(selector);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  }, selectors);
}

test('the server HTML stays until a widget is ready, and the swap happens in one commit', async ({
  page,
  open,
}) => {
  await watchSwaps(page, ['#launch-countdown', '#sale-countdown']);
  await open('/countdown/');
  await mounted(page, '#launch-countdown', 'countdown');
  await mounted(page, '#sale-countdown', 'countdown');
  await expect(page.locator('#launch-countdown .wgt-countdown')).toHaveCount(1);
  const emptied = await page.evaluate(
    () => (window as unknown as { swapWatch: { emptied: string[] } }).swapWatch.emptied,
  );
  expect(emptied).toEqual([]);
});

test('server images are reused by the widgets, not recreated or downloaded again', async ({ page, open }) => {
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('bag.svg')) imageRequests.push(request.url());
  });
  await watchSwaps(page, []);
  await open('/shortcodes/');
  await mounted(page, '#tabs-product', 'tabs');
  const sameNodes = await page.evaluate(() => {
    const { images } = (window as unknown as { swapWatch: { images: Element[] } }).swapWatch;
    return images.length > 0 && images.every((image) => image.isConnected);
  });
  expect(sameNodes).toBe(true);
  // Open another tab and back: the panel's image is the same element, shown again.
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.locator('#bag-photo')).toBeVisible();
  expect(
    await page
      .locator('#bag-photo')
      .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  ).toBe(true);
  expect(imageRequests).toHaveLength(1);
});
