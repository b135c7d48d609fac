import { expect, mounted, test } from '../browser/fixtures';

/**
 * WordPress's own [gallery] shortcode on the seeded gallery page: the default one links to the attachment pages
 * and navigates (no lightbox, no alert); `link="file"` links the image files, which open as one lightbox gallery.
 */
test('a default [gallery] navigates to the attachment page; [gallery link="file"] opens in the lightbox', async ({
  page,
  open,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (shown) => {
    alerts.push(shown.message());
    void shown.dismiss();
  });
  await open('/gallery/');
  await mounted(page, '#gallery-1 .gallery-item:first-child .gallery-icon > a', 'lightbox');
  const toAttachment = page.locator('#gallery-1 .gallery-item:first-child .gallery-icon > a').first();
  await expect(toAttachment).not.toHaveAttribute('href', /\.png$/);
  await toAttachment.click();
  await page.waitForURL(/\/gallery\/awls-and-needles\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await open('/gallery/');
  await mounted(page, '#gallery-2 .gallery-item:first-child .gallery-icon > a', 'lightbox');
  const toFile = page.locator('#gallery-2 .gallery-item:first-child .gallery-icon > a').first();
  await expect(toFile).toHaveAttribute('href', /\/wp-content\/uploads\/.+\.png$/);
  await toFile.click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Awls and needles');
  await expect(page.locator('.pswp__counter')).toHaveText('1 / 3');
  await expect(page).toHaveURL(/\/gallery\/\?flavour=\w+#prettyPhoto\[gallery-2\]\/0\/$/);
  expect(alerts).toEqual([]);
});
