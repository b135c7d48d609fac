import { expectSettledPageAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { listedPages } from './listed-pages';
import {
  afterIntersectionUpdate,
  installPausedClock,
  runEffects,
  runUntilAllMounted,
  untilScrollRests,
} from './widget-helpers';

const pages = listedPages;

test('the index links every listed fixture page', async ({ page, open }) => {
  await open('/');
  for (const slug of pages) await expect(page.locator(`a[href^="/${slug}/"]`)).toHaveCount(1);
});

for (const slug of pages) {
  test(`/${slug}/ runs every widget with no console error and no serious accessibility violation`, async ({
    page,
    open,
  }) => {
    // The clock only moves when told, so axe sees the page settled (see expectSettledPageAccessible).
    await installPausedClock(page);
    await open(`/${slug}/`);
    await page.waitForLoadState('load');
    // Scroll through the page, so widgets that wait to be near the viewport mount too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 500) await page.mouse.wheel(0, 500);
    await untilScrollRests(page);
    await runUntilAllMounted(page);
    await expect(page.locator('[data-widget-failed]')).toHaveCount(0);

    // Every widget's effects have run and its observers have seen where it is, so the reveals have started.
    await runEffects(page);
    await afterIntersectionUpdate(page.locator('body'));
    await expectSettledPageAccessible(page);
  });
}
