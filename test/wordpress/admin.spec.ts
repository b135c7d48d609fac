import type { Page } from '@playwright/test';
import { expect, test } from '../browser/fixtures';

/** Logs in as the demo site's administrator (fixtures/wordpress/setup.php) through WordPress's own form. */
async function logIn(page: Page): Promise<void> {
  const user = page.locator('#user_login');
  const password = page.locator('#user_pass');
  await page.goto('/wp-login.php');
  // wp-login.php focuses and selects the user name 200 ms after load (wp_attempt_focus): a password typed as it
  // does lands in the user name. Typed again until both fields hold what was typed.
  await expect(async () => {
    await user.fill('admin');
    await password.fill('admin-password-for-the-demo');
    await expect(user).toHaveValue('admin', { timeout: 500 });
    await expect(password).toHaveValue('admin-password-for-the-demo', { timeout: 500 });
  }).toPass();
  await Promise.all([page.waitForURL(/\/wp-admin\/$/), page.locator('#wp-submit').click()]);
}

/**
 * wp-admin on the demo site: the editor and the media library load every script WordPress's copy links to
 * (underscore, Backbone), with no failed request and no console error (the fixture checks the console).
 */
test('wp-admin: the post editor and the media library load with no failed request and no console error', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // Leaving the editor cancels its pending requests (autosave, heartbeat): only the others count.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${error} ${new URL(request.url()).pathname}`);
  });
  await logIn(page);

  await page.goto('/wp-admin/post-new.php');
  await expect(page.getByRole('textbox', { name: 'Add title' })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { _?: unknown })._)).toBe('function');
  expect(await page.evaluate(() => typeof (window as { Backbone?: unknown }).Backbone)).toBe('object');

  await page.goto('/wp-admin/upload.php');
  // The grid is Backbone's: it renders its toolbar only once underscore and Backbone ran.
  await expect(page.locator('.media-frame .media-toolbar')).toBeVisible();
  await expect(page.locator('.attachments-browser')).toBeVisible();
  expect(failed).toEqual([]);
});
