import type { Page } from '@playwright/test';
import { anyOf, failingWith, widgetFiles } from './bundle-files';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import {
  expectRestoredOnUnmount,
  FRAME_MS,
  holdChunks,
  installPausedClock,
  opacityOf,
  runEffects,
} from './widget-helpers';

/**
 * The product tabs on /shortcodes/ (`div.ioa_tabs#tabs-product`: Description, Specifications, Reviews (2)),
 * jQuery UI tabs in the theme: WAI-ARIA tabs with a roving tabindex, jQuery UI's state classes, and the open
 * panel fading in over 300 ms.
 */

const TABS = '#tabs-product';
const NAMES = ['Description', 'Specifications', 'Reviews (2)'] as const;
const PANELS = ['#tab-description', '#tab-specs', '#tab-reviews'] as const;

/** Checks that exactly tab `open` is selected, in the accessibility tree, the theme's classes and the panels. */
async function expectOpen(page: Page, open: number): Promise<void> {
  const tabs = page.locator(TABS);
  for (const [index, name] of NAMES.entries()) {
    const tab = tabs.getByRole('tab', { name, exact: true });
    const selected = index === open;
    await expect(tab).toHaveAttribute('aria-selected', String(selected));
    // Roving tabindex: only the selected tab is in the Tab sequence.
    await expect(tab).toHaveAttribute('tabindex', selected ? '0' : '-1');
    const item = tabs.locator('li').nth(index);
    if (selected) await expect(item).toHaveClass(/(^| )ui-tabs-active( |$)/);
    else await expect(item).not.toHaveClass(/(^| )ui-tabs-active( |$)/);
    const panel = page.locator(PANELS[index] ?? '');
    if (selected) await expect(panel).toBeVisible();
    else await expect(panel).toBeHidden();
  }
  // Hidden panels leave the accessibility tree: one tabpanel, named by its tab.
  await expect(tabs.getByRole('tabpanel')).toHaveCount(1);
  await expect(tabs.getByRole('tabpanel', { name: NAMES[open] ?? '', exact: true })).toBeVisible();
}

test(
  'the tabs are a WAI-ARIA tablist whose tabs control their panels, the first one open',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, TABS, 'tabs');
    const tabs = page.locator(TABS);
    await expect(tabs).toHaveClass(/(^| )ui-tabs( |$)/);
    const list = tabs.getByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(list.getByRole('tab')).toHaveText([...NAMES]);
    for (const [index, name] of NAMES.entries()) {
      const tab = tabs.getByRole('tab', { name, exact: true });
      await expect(tab).toHaveAttribute('aria-controls', (PANELS[index] ?? '').slice(1));
      // Each panel is named by its tab (aria-labelledby points at the tab's id).
      const tabId = await tab.getAttribute('id');
      expect(tabId).toBeTruthy();
      await expect(page.locator(PANELS[index] ?? '')).toHaveAttribute('aria-labelledby', tabId ?? '');
      await expect(page.locator(PANELS[index] ?? '')).toHaveAttribute('role', 'tabpanel');
    }
    await expectOpen(page, 0);
  },
);

test('clicking a tab opens its panel and leaves the address alone', BOTH_FLAVOURS, async ({ page, open }) => {
  await open('/shortcodes/');
  await mounted(page, TABS, 'tabs');
  const before = page.url();
  await page.getByRole('tab', { name: 'Reviews (2)' }).click();
  await expectOpen(page, 2);
  await expect(page.locator('#tab-reviews')).toHaveText(/Holds a laptop and lunch/);
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expectOpen(page, 1);
  // jQuery UI tabs do not follow the link: no #hash is added and the page does not jump.
  expect(page.url()).toBe(before);
});

test(
  'keyboard: Tab reaches the selected tab then the panel; arrows, Home and End move and open',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, TABS, 'tabs');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    // The last focusable element before the tabs is the warning box's close button.
    await page.locator('#box-warning a.close').focus();
    await page.keyboard.press('Tab');
    await expect(tab('Description')).toBeFocused();
    // The other tabs are skipped (tabindex -1): the next Tab stop is the open panel.
    await page.keyboard.press('Tab');
    await expect(page.locator('#tab-description')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab('Description')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(tab('Specifications')).toBeFocused();
    await expectOpen(page, 1);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Reviews (2)')).toBeFocused();
    await expectOpen(page, 2);
    // Wraps at both ends.
    await page.keyboard.press('ArrowRight');
    await expect(tab('Description')).toBeFocused();
    await expectOpen(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Reviews (2)')).toBeFocused();
    await expectOpen(page, 2);
    await page.keyboard.press('Home');
    await expect(tab('Description')).toBeFocused();
    await expectOpen(page, 0);
    await page.keyboard.press('End');
    await expect(tab('Reviews (2)')).toBeFocused();
    await expectOpen(page, 2);
    // A horizontal tablist ignores the vertical arrows.
    await page.keyboard.press('ArrowDown');
    await expect(tab('Reviews (2)')).toBeFocused();
    await expectOpen(page, 2);

    // From the newly selected tab, Tab goes to its panel, and Shift+Tab comes back to it.
    await page.keyboard.press('Tab');
    await expect(page.locator('#tab-reviews')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tab('Reviews (2)')).toBeFocused();
  },
);

test('Enter and Space on a focused tab open it', async ({ page, open }) => {
  await open('/shortcodes/');
  await mounted(page, TABS, 'tabs');
  await page.getByRole('tab', { name: 'Specifications' }).focus();
  await page.keyboard.press('Enter');
  await expectOpen(page, 1);
  await page.getByRole('tab', { name: 'Reviews (2)' }).focus();
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press(' ');
  await expectOpen(page, 2);
  // Space is the tab's: it does not scroll the page.
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
});

test('the opened panel fades in over 300 ms; the one it replaces hides at once', async ({ page, open }) => {
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, TABS, 'tabs');
  await runEffects(page);
  const specs = page.locator('#tab-specs');
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect(specs).toBeVisible();
  expect(await opacityOf(specs)).toBe(0);

  // Halfway through jQuery's swing easing is 0.5 (the last frame may be up to one frame earlier).
  await page.clock.runFor(150);
  const half = await opacityOf(specs);
  expect(half).toBeGreaterThan(0.35);
  expect(half).toBeLessThanOrEqual(0.5);

  await page.clock.runFor(130);
  expect(await opacityOf(specs)).toBeLessThan(1);

  await page.clock.runFor(20 + FRAME_MS);
  expect(await opacityOf(specs)).toBe(1);
  // The fade leaves no inline opacity behind.
  await expect(specs).not.toHaveAttribute('style', /opacity/);
});

test(
  'a link to /shortcodes/#tab-specs opens the Specifications tab, without a fade',
  BOTH_FLAVOURS,
  async ({ page, flavour }) => {
    // The clock stands still from the start: a fade on load would be caught at opacity 0.
    await installPausedClock(page);
    await page.goto(`/shortcodes/?flavour=${flavour}#tab-specs`);
    await mounted(page, TABS, 'tabs');
    await expectOpen(page, 1);
    expect(await opacityOf(page.locator('#tab-specs'))).toBe(1);
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('tabindex', '0');
  },
);

test('with reduced motion a tab panel shows at full opacity at once', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await open('/shortcodes/');
  await mounted(page, TABS, 'tabs');
  await runEffects(page);
  await page.getByRole('tab', { name: 'Reviews (2)' }).click();
  await expectOpen(page, 2);
  expect(await opacityOf(page.locator('#tab-reviews'))).toBe(1);
});

test(
  'unmounting puts the server markup back exactly, listeners included',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/shortcodes/');
    await mounted(page, TABS, 'tabs');
    await page.getByRole('tab', { name: 'Reviews (2)' }).click();
    await expectOpen(page, 2);
    await expectRestoredOnUnmount(page, TABS);
    // Every panel is back in view and the tabs are plain links again.
    for (const panel of PANELS) await expect(page.locator(panel)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.getByRole('link', { name: 'Specifications', exact: true }).click();
    await expect(page).toHaveURL(/#tab-specs$/);
    await expect(page.locator('#tab-reviews')).toBeVisible();
  },
);

test('before the tabs mount only the first panel shows, with the tab bar as it will be: nothing moves on mount', async ({
  page,
  open,
  flavour,
}) => {
  // The tabs' and the accordion's code wait, as on a slow connection, while the visitor already sees the page.
  const release = await holdChunks(page, widgetFiles(flavour, ['tabs', 'accordion']));
  await open('/shortcodes/');
  const boxOf = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.top), Math.round(box.height)];
    });
  await expect(page.locator('#tab-description')).toBeVisible();
  await expect(page.locator('#tab-specs')).toBeHidden();
  const before = [await boxOf('#tabs-product'), await boxOf('#accordion-faq')];
  release();
  await mounted(page, '#tabs-product', 'tabs');
  await mounted(page, '#accordion-faq', 'accordion');
  expect([await boxOf('#tabs-product'), await boxOf('#accordion-faq')]).toEqual(before);
});

test('when the tabs cannot load, every panel the server printed shows', async ({
  page,
  open,
  flavour,
  expectConsole,
}) => {
  // The widgets whose code is in the tabs' file, or needs it, fail with them.
  expectConsole(new RegExp(`${anyOf(failingWith(flavour, ['tabs']))}.*could not be loaded`));
  expectConsole(/Failed to load resource/);
  await page.route(widgetFiles(flavour, ['tabs']), (route) => route.abort());
  await open('/shortcodes/');
  await expect(page.locator('#tabs-product')).toHaveAttribute('data-widget-failed', 'tabs');
  for (const id of ['#tab-description', '#tab-specs', '#tab-reviews'])
    await expect(page.locator(id)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every tab panel and accordion section shows as printed', async ({ page, open }) => {
    await open('/shortcodes/');
    for (const id of ['#tab-description', '#tab-specs', '#tab-reviews'])
      await expect(page.locator(id)).toBeVisible();
    for (const body of await page.locator('#accordion-faq > .accordion-body').all())
      await expect(body).toBeVisible();
  });
});
