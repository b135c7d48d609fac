import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { discoverySelector } from '../../loader/selectors';
import { registry } from '../../widgets/registry';
import { expect, test } from './fixtures';

/** Every element the loader would mount a widget on: `data-widget` and the theme's hooks. */
const widgetSelector = discoverySelector(registry);

/** Every fixture page listed on the index (the test-only ones declare `listed: no`). */
const pagesDir = join(import.meta.dirname, '../../fixtures/pages');
const pages = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.html'))
  .filter(
    (file) => !/^\s*<!--[\s\S]*?\blisted:\s*no\b[\s\S]*?-->/.test(readFileSync(join(pagesDir, file), 'utf8')),
  )
  .map((file) => file.replace(/\.html$/, ''));

test('the index links every listed fixture page', async ({ page, open }) => {
  await open('/');
  for (const slug of pages) await expect(page.locator(`a[href^="/${slug}/"]`)).toHaveCount(1);
});

for (const slug of pages) {
  test(`/${slug}/ runs every widget with no console error and no serious accessibility violation`, async ({
    page,
    open,
  }) => {
    await open(`/${slug}/`);
    await page.waitForLoadState('load');
    // Scroll through the page, so widgets that wait to be near the viewport mount too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 500) await page.mouse.wheel(0, 500);
    const widgets = page.locator(widgetSelector);
    await expect
      .poll(() =>
        widgets.evaluateAll((elements) =>
          elements
            .filter((element) => !element.hasAttribute('data-widget-mounted'))
            .map((element) => element.id),
        ),
      )
      .toEqual([]);
    await expect(page.locator('[data-widget-failed]')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}
