import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { requestsTo } from './form-helpers';
import { stallAnswers } from './stalled-server';
import { installPausedClock } from './widget-helpers';

/**
 * When Contact Form 7's REST route fails (no network, not JSON, a server error, no answer in time), the plugin
 * logged it and stayed "submitting"; the visitor is told instead, keeps what was typed, and can send again.
 * The faults are made by Playwright's routing, on the contact page's contact form. The order of the events a
 * fault fires is asserted in the unit tests (test/unit/contact-form-7-widget.test.tsx), the plugin's event order
 * in the browser once, in contact-form-7.spec.ts.
 */
const CONTACT = '#wpcf7-f120-p45-o1';
const FEEDBACK = '**/contact-forms/120/feedback';
const MESSAGE = 'Hello, I would like to order a tan bag.';

async function openAndFill(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/contact/');
  await mounted(page, `${CONTACT} form`, 'contact-form-7');
  const form = page.locator(`${CONTACT} form`);
  await form.getByLabel('Your name (required)').fill('Ana Sousa');
  await form.getByLabel('Your email (required)').fill('ana@example.com');
  await form.getByLabel('Your message').fill(MESSAGE);
  await form.getByLabel('I agree that my details').check();
}

/** The visitor reads the message, and everything typed is still there (the events: see the note on top). */
async function expectToldAndKept(page: Page, status: string, message: string): Promise<void> {
  const form = page.locator(`${CONTACT} form`);
  await expect(form).toHaveAttribute('data-status', status);
  await expect(form).toHaveClass(`wpcf7-form ${status}`);
  await expect(form.locator('.wpcf7-response-output')).toHaveText(message);
  await expect(form.locator('.wpcf7-response-output')).toBeVisible();
  await expect(page.locator(`${CONTACT} .screen-reader-response`).getByRole('status')).toHaveText(message);
  await expect(form.getByLabel('Your name (required)')).toHaveValue('Ana Sousa');
  await expect(form.getByLabel('Your message')).toHaveValue(MESSAGE);
  await expect(form.getByLabel('I agree that my details')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
}

/** Once the route is healthy again, the same input goes through. */
async function expectSendableAgain(page: Page): Promise<void> {
  await page.unroute(FEEDBACK);
  const form = page.locator(`${CONTACT} form`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText(
    'Thank you for your message. It has been sent.',
  );
}

test(
  'no network: "You are probably offline." (fetch_error), and the same input can be sent again',
  BOTH_FLAVOURS,
  async ({ page, open, expectConsole }) => {
    expectConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await openAndFill(page, open);
    await page.route(FEEDBACK, (route) => route.abort('internetdisconnected'));
    await page.locator(`${CONTACT} form`).getByRole('button', { name: 'Send' }).click();
    await expectToldAndKept(page, 'custom-fetch-error', 'You are probably offline.');
    await expectSendableAgain(page);
  },
);

test('an answer that is not JSON: "The response is not a valid JSON response." (invalid_json)', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/contact-form-7 on <form .*not usable \(invalid_json: <html><body>Maintenance/);
  await openAndFill(page, open);
  await page.route(FEEDBACK, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Maintenance</body></html>' }),
  );
  await page.locator(`${CONTACT} form`).getByRole('button', { name: 'Send' }).click();
  await expectToldAndKept(page, 'custom-invalid-json', 'The response is not a valid JSON response.');
  await expectSendableAgain(page);
});

test('a server error (500): the plugin\'s "error trying to send" message, and a console line for the owner', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(/contact-form-7 on <form .*not usable \(server_error: .* answered 500/);
  expectConsole(/Failed to load resource: the server responded with a status of 500/);
  await openAndFill(page, open);
  await page.route(FEEDBACK, (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }),
  );
  await page.locator(`${CONTACT} form`).getByRole('button', { name: 'Send' }).click();
  await expectToldAndKept(
    page,
    'custom-server-error',
    'There was an error trying to send your message. Please try again later.',
  );
  await expectSendableAgain(page);
});

test("a REST error keeps the server's message, shown as text", async ({ page, open, expectConsole }) => {
  expectConsole(/not usable \(wpcf7_unit_tag_not_found/);
  expectConsole(/Failed to load resource: the server responded with a status of 400/);
  await openAndFill(page, open);
  await page.route(FEEDBACK, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'wpcf7_unit_tag_not_found',
        message: 'There is no <b>valid</b> unit tag.',
        data: { status: 400 },
      }),
    }),
  );
  await page.locator(`${CONTACT} form`).getByRole('button', { name: 'Send' }).click();
  await expectToldAndKept(page, 'custom-wpcf7-unit_tag_not_found', 'There is no <b>valid</b> unit tag.');
  await expect(page.locator(`${CONTACT} .wpcf7-response-output b`)).toHaveCount(0);
});

test('no answer within 30 seconds: a timeout the visitor reads, then the form can be sent again', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await openAndFill(page, open);
  const posts = requestsTo(page, '/contact-forms/120/feedback');
  // The server never answers.
  await page.route(FEEDBACK, () => {});
  const form = page.locator(`${CONTACT} form`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-status', 'submitting');
  await page.clock.runFor(29_000);
  await expect(form).toHaveAttribute('data-status', 'submitting');
  await page.clock.runFor(1_000);
  await expectToldAndKept(page, 'custom-timeout', 'The server did not answer in time. Please try again.');
  await expectSendableAgain(page);
  expect(posts).toHaveLength(2);
});

test('an answer whose body never ends: the same timeout, then the form can be sent again', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  await openAndFill(page, open);
  const { stalled } = await stallAnswers(page, FEEDBACK);
  const form = page.locator(`${CONTACT} form`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect.poll(stalled).toBe(1);
  await expect(form).toHaveAttribute('data-status', 'submitting');
  await page.clock.runFor(29_000);
  await expect(form).toHaveAttribute('data-status', 'submitting');
  await page.clock.runFor(1_000);
  await expectToldAndKept(page, 'custom-timeout', 'The server did not answer in time. Please try again.');
  await expectSendableAgain(page);
});
