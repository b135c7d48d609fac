import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { expectAccessible, holdAnimations, lookOf, transitionsOf } from './motion-helpers';
import { finishAnimations } from './widget-helpers';

/** The person toggle on /content-widgets/: a team member's description shown and hidden. */

async function openTeam(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/content-widgets/');
  await mounted(page, '#services', 'power-accordion');
  await mounted(page, '#person-ada .person-info-toggle', 'person-toggle');
}

test('the person toggle is a button that shows and hides the description, swapping its icon', async ({
  page,
  open,
}) => {
  await holdAnimations(page);
  await openTeam(page, open);
  const toggle = page.getByRole('button', { name: 'Ada Brandt' });
  const desc = page.locator('#person-ada .desc');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(desc).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveClass(/cancel-2icon-/);
  await expect(toggle).not.toHaveClass(/info-2icon-/);
  expect((await transitionsOf(desc)).map((t) => [t.property, t.duration])).toEqual([
    ['opacity', 400],
    ['transform', 400],
  ]);
  await finishAnimations(page);
  await expect(desc).toBeVisible();
  expect(await lookOf(desc)).toEqual({ opacity: 0.95, transform: 'matrix(1, 0, 0, 1, 0, 0)' });
  await expectAccessible(page);
  await page.keyboard.press(' ');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveClass(/info-2icon-/);
  await finishAnimations(page);
  await expect(desc).toBeHidden();
  await toggle.click();
  await finishAnimations(page);
  await expect(desc).toBeVisible();
});
