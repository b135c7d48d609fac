import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { expectAccessible, holdAnimations, transitionsOf } from './motion-helpers';
import { finishAnimations } from './widget-helpers';

/** The power accordion on /content-widgets/: each heading opens its body in a dialog coloured like it. */

async function openTeam(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/content-widgets/');
  await mounted(page, '#services', 'power-accordion');
  await mounted(page, '#person-ada .person-info-toggle', 'person-toggle');
}

test('a power accordion heading opens its body in a dialog coloured like it; Escape closes and focus comes back', async ({
  page,
  open,
}) => {
  await openTeam(page, open);
  const heading = page.getByRole('button', { name: 'Brand identity' });
  await heading.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Brand identity' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A name, a mark and the rules that keep them together');
  await expect(dialog).toHaveCSS('background-color', 'rgb(26, 95, 168)');
  await expect(dialog).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(dialog).toHaveCSS('width', '450px');
  // Focus is in the dialog, and Tab stays there (the page behind is inert).
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // The copy has no ids: the page's own body keeps its one.
  await expect(page.locator('#brand-body')).toHaveCount(1);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heading).toBeFocused();

  // Another heading: its own colour and body; the close button and a click on the backdrop close it.
  await page.getByRole('button', { name: 'Book design' }).click();
  const books = page.getByRole('dialog', { name: 'Book design' });
  await expect(books).toHaveCSS('background-color', 'rgb(43, 110, 63)');
  await expect(books).toContainText('Covers, interiors');
  await expect(books).not.toContainText('A name, a mark');
  await books.getByRole('button', { name: 'Close' }).click();
  await expect(books).toBeHidden();
  await expect(page.getByRole('button', { name: 'Book design' })).toBeFocused();
  await page.getByRole('button', { name: 'Websites' }).click();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Websites' })).toBeFocused();
});

test('the dialog scales in over its backdrop in 400 ms, and at once under reduced motion', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await openTeam(page, open);
  await page.getByRole('button', { name: 'Websites' }).click();
  const dialog = page.getByRole('dialog');
  expect((await transitionsOf(dialog)).map((t) => [t.property, t.duration])).toEqual([['wgt-power-in', 400]]);
  await finishAnimations(page);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Websites' }).click();
  expect(await transitionsOf(dialog)).toEqual([]);
});
