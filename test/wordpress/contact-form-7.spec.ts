import type { Page } from '@playwright/test';
import { expect, mounted, test } from '../browser/fixtures';
import { recordCf7Events, requestsTo, takeCf7Events } from '../browser/form-helpers';
import { REPLACED, recordRequests } from './site';

/**
 * The real Contact Form 7 (5.7.7) on the seeded contact page (fixtures/wordpress/setup.php): its form printed by
 * the plugin, its script replaced by the bundle, submitted through the plugin's own REST routes. The site has no
 * mail transport, so a valid message answers `mail_failed`; the test mu-plugin (test/wordpress/mu-plugins/)
 * takes the mail as sent for a visitor with the `wp_test_mail=sent` cookie.
 */

const FORM = '.wpcf7 form';

/** Opens the contact page with the events recorded; the form's unit tag. */
async function openContact(page: Page, open: (path: string) => Promise<void>): Promise<string> {
  await recordCf7Events(page);
  await open('/contact/');
  await mounted(page, FORM, 'contact-form-7');
  await expect(page.locator(`${FORM} input[name="_wpcf7_version"]`)).toHaveValue('5.7.7');
  return (await page.locator(`${FORM} input[name="_wpcf7_unit_tag"]`).inputValue()) ?? '';
}

async function fillValid(page: Page): Promise<void> {
  const form = page.locator(FORM);
  await form.getByLabel('Your name (required)').fill('Ana Sousa');
  await form.getByLabel('Your email (required)').fill('ana@example.com');
  await form.getByLabel('Subject').selectOption('A repair');
  await form.getByLabel('Your message (required)').fill('The strap of my roll-top bag came loose.');
  await form.getByLabel('I agree that my details').check();
}

const tip = (page: Page, name: string) => page.locator(`${FORM} [data-name="${name}"] .wpcf7-not-valid-tip`);

test('validation errors from the real server, shown at each field', async ({ page, open }) => {
  const requested = recordRequests(page);
  const tag = await openContact(page, open);
  const form = page.locator(FORM);
  // Without the acceptance the button waits, as the plugin's script had it.
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await form.getByLabel('Your email (required)').fill('ana@');
  await form.getByLabel('Your message (required)').fill('Short');
  await form.getByLabel('I agree that my details').check();
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(form).toHaveClass('wpcf7-form invalid');
  await expect(page.locator('.wpcf7 .wpcf7-response-output')).toHaveText(
    'One or more fields have an error. Please check and try again.',
  );
  await expect(tip(page, 'your-name')).toHaveText('Please fill out this field.');
  await expect(tip(page, 'your-email')).toHaveText('Please enter an email address.');
  await expect(tip(page, 'your-subject')).toHaveText('Please fill out this field.');
  await expect(tip(page, 'your-message')).toHaveText('This field has a too short input.');
  await expect(tip(page, 'your-photo')).toHaveCount(0);
  const name = form.getByLabel('Your name (required)');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please fill out this field.');
  await expect(form.getByLabel('Your email (required)')).toHaveValue('ana@');
  expect(await takeCf7Events(page, tag)).toEqual([
    'beforesubmit:init:init',
    'invalid:invalid:validation_failed',
    'submit:invalid:validation_failed',
  ]);
  // The plugin's own script was never loaded.
  expect(
    requested.filter((path) => REPLACED.test(path) || /contact-form-7\/includes\/js\//.test(path)),
  ).toEqual([]);
});

test('no mail transport: the real mail_failed, the input kept', async ({ page, open }) => {
  const tag = await openContact(page, open);
  const form = page.locator(FORM);
  await fillValid(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-status', 'failed');
  await expect(form).toHaveClass('wpcf7-form failed');
  await expect(page.locator('.wpcf7 .wpcf7-response-output')).toHaveText(
    'There was an error trying to send your message. Please try again later.',
  );
  expect(await takeCf7Events(page, tag)).toEqual([
    'beforesubmit:init:init',
    'mailfailed:failed:mail_failed',
    'submit:failed:mail_failed',
  ]);
  await expect(form.getByLabel('Your name (required)')).toHaveValue('Ana Sousa');
});

test('mail taken as sent: mail_sent with a file attached, the form reset and refilled, the events in order', async ({
  page,
  open,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'wp_test_mail', value: 'sent', url: baseURL ?? '' }]);
  const tag = await openContact(page, open);
  const requests = requestsTo(page, '/contact-form-7/v1/contact-forms/');
  const form = page.locator(FORM);
  await fillValid(page);
  await form.getByLabel('A photo of the bag (optional)').setInputFiles({
    name: 'strap.png',
    mimeType: 'image/png',
    // A 1x1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.wpcf7 .wpcf7-response-output')).toHaveText(
    'Thank you for your message. It has been sent.',
  );
  expect(await takeCf7Events(page, tag, 'reset')).toEqual([
    'beforesubmit:init:init',
    'mailsent:sent:mail_sent',
    'submit:sent:mail_sent',
    'reset:sent:sent',
  ]);
  await expect(form).toHaveClass('wpcf7-form sent');
  await expect(form.getByLabel('Your name (required)')).toHaveValue('');
  await expect(form.getByLabel('I agree that my details')).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(form.locator('input[name="_wpcf7_posted_data_hash"]')).toHaveValue(/^[0-9a-f]{32}$/);
  const id = await form.locator('input[name="_wpcf7"]').inputValue();
  expect(requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    `POST /wp-json/contact-form-7/v1/contact-forms/${id}/feedback`,
    `GET /wp-json/contact-form-7/v1/contact-forms/${id}/refill`,
  ]);
  const refill = await requests[1]?.response();
  expect(await refill?.json()).toEqual([]);
});
