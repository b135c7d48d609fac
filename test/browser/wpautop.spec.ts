import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { expectRestoredOnUnmount, FRAME_MS, installPausedClock, runEffects } from './widget-helpers';

/**
 * /wpautop/: widget markup a site owner typed into the classic editor, as WordPress 6.1 printed it after wpautop
 * (a countdown, tabs, a collapsible accordion, and a toggle whose title is followed by the empty `<p></p>` the
 * browser makes of a stray `</p>`). A visitor uses each widget as on a page written in a Custom HTML block.
 */

const PAGE = '/wpautop/';
const TABS = '#tabs-owner';
const ACCORDION = '#acc-owner';
const TOGGLE = '#toggle-owner';
const TOGGLE_TITLE = `${TOGGLE} > .toggle-title`;
/** jQuery UI's accordion animation and jQuery's slideToggle. */
const ACCORDION_MS = 300;
const TOGGLE_MS = 400;

/** Opens the page on a stopped clock and waits for the widget and its effects: slides move only on runFor. */
async function openPaused(
  page: Page,
  open: (path: string) => Promise<void>,
  selector: string,
  widget: string,
): Promise<void> {
  await installPausedClock(page);
  await open(PAGE);
  await mounted(page, selector, widget);
  await runEffects(page);
}

test('the countdown shows its strftime text and ticks', BOTH_FLAVOURS, async ({ page, open }) => {
  await installPausedClock(page, new Date('2026-11-22T10:00:30'));
  await open(PAGE);
  const countdown = page.locator('p[data-widget="countdown"]');
  await mounted(page, 'p[data-widget="countdown"]', 'countdown');
  await runEffects(page);
  // data-format="%D %!D:day,days; %H:%M:%S" to 2027/03/01 09:00:00, whole seconds rounded up.
  await expect(countdown).toHaveText('98 days 22:59:30');
  await expect(countdown).toHaveAttribute('role', 'timer');
  await page.clock.runFor(61_000);
  await expect(countdown).toHaveText('98 days 22:58:29');
});

test('clicking a tab opens its panel', BOTH_FLAVOURS, async ({ page, open }) => {
  await open(PAGE);
  await mounted(page, TABS, 'tabs');
  const tabs = page.locator(TABS);
  await expect(tabs.getByRole('tab')).toHaveText(['One', 'Two']);
  await expect(page.locator('#tab-one')).toBeVisible();
  await expect(page.locator('#tab-two')).toBeHidden();
  await tabs.getByRole('tab', { name: 'Two', exact: true }).click();
  await expect(tabs.getByRole('tab', { name: 'Two', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-two')).toHaveText('Second panel.');
  await expect(page.locator('#tab-two')).toBeVisible();
  await expect(page.locator('#tab-one')).toBeHidden();
  await tabs.getByRole('tab', { name: 'One', exact: true }).click();
  await expect(page.locator('#tab-one')).toBeVisible();
  await expect(page.locator('#tab-two')).toBeHidden();
});

test('the collapsible accordion opens a section, closes the other, and closes the open one', async ({
  page,
  open,
}) => {
  await openPaused(page, open, ACCORDION, 'accordion');
  const accordion = page.locator(ACCORDION);
  const one = accordion.getByRole('button', { name: 'Question one?', exact: true });
  const two = accordion.getByRole('button', { name: 'Question two?', exact: true });
  const panels = accordion.locator('> .accordion-body');
  await expect(one).toHaveAttribute('aria-expanded', 'true');
  await expect(panels.nth(0)).toBeVisible();
  await expect(panels.nth(1)).toBeHidden();

  await two.click();
  await page.clock.runFor(ACCORDION_MS + FRAME_MS);
  await expect(two).toHaveAttribute('aria-expanded', 'true');
  await expect(one).toHaveAttribute('aria-expanded', 'false');
  await expect(panels.nth(1)).toHaveText('Answer two.');
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.nth(0)).toBeHidden();

  // data-collapsible="true": the open heading closes its section.
  await two.click();
  await page.clock.runFor(ACCORDION_MS + FRAME_MS);
  await expect(two).toHaveAttribute('aria-expanded', 'false');
  await expect(panels.nth(1)).toBeHidden();
  await expect(accordion.getByRole('region')).toHaveCount(0);
});

test('the toggle title opens and closes its body across the empty paragraph between them', async ({
  page,
  open,
}) => {
  await openPaused(page, open, TOGGLE_TITLE, 'toggle');
  const title = page.getByRole('button', { name: 'Care instructions', exact: true });
  const body = page.locator('#toggle-owner-body');
  await expect(title).toHaveAttribute('aria-controls', 'toggle-owner-body');
  await expect(title).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toBeHidden();

  await title.click();
  await page.clock.runFor(TOGGLE_MS + FRAME_MS);
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  await expect(body).toHaveClass(/(^| )open( |$)/);
  await expect(body).toBeVisible();
  await expect(body).toHaveText('Brush off dirt.');

  await title.click();
  await page.clock.runFor(TOGGLE_MS + FRAME_MS);
  await expect(title).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toHaveClass(/(^| )collapse( |$)/);
  await expect(body).toBeHidden();
});

test('the theme toggle typed with blank lines, its title in a paragraph of its own, is found and opens', async ({
  page,
  open,
}) => {
  await openPaused(page, open, '#toggle-spaced .toggle-title', 'toggle');
  const title = page.getByRole('button', { name: 'Returns', exact: true });
  const body = page.locator('#toggle-spaced-body');
  await expect(title).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toBeHidden();
  await title.press('Enter');
  await page.clock.runFor(TOGGLE_MS + FRAME_MS);
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  await expect(body).toBeVisible();
  await expect(body).toHaveText('Thirty days, in the original packaging.');
});

test('reading through the noise leaves the server markup as it was: unmounting restores it exactly', async ({
  page,
  open,
}) => {
  await open(PAGE);
  await mounted(page, TOGGLE_TITLE, 'toggle');
  await mounted(page, ACCORDION, 'accordion');
  await page.getByRole('button', { name: 'Care instructions', exact: true }).click();
  await expect(page.locator('#toggle-owner-body')).toBeVisible();
  // The empty paragraph stays where the browser put it, between the title and the body.
  await expect(page.locator(`${TOGGLE} > .toggle-title + p:empty + .toggle-body`)).toHaveCount(1);
  await expectRestoredOnUnmount(page, TOGGLE_TITLE);
  // The accordion, left as mounted: test/unit/restored-on-unmount.test.tsx.
});
