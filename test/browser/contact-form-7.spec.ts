import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, serverViolations } from './accessibility';
import { anyOf, failingWith, widgetFiles } from './bundle-files';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { fieldsOf, recordCf7Events, recordCf7JQueryEvents, requestsTo, takeCf7Events } from './form-helpers';
import { expectRestoredOnUnmount } from './widget-helpers';

/**
 * The contact page's Contact Form 7 forms (6.0 markup): the contact form (wpcf7-f120-p45-o1) with every field
 * helper, and the sidebar's booking form (wpcf7-f121-o2) with a quiz and a captcha. The emulator validates from
 * the printed form and reaches the other statuses by words typed into a field ([spam], [mail-failed], ...).
 */
const CONTACT = '#wpcf7-f120-p45-o1';
const BOOKING = '#wpcf7-f121-o2';
const CONTACT_TAG = 'wpcf7-f120-p45-o1';
const BOOKING_TAG = 'wpcf7-f121-o2';

async function openContact(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await recordCf7Events(page);
  await open('/contact/');
  await mounted(page, `${CONTACT} form`, 'contact-form-7');
  await mounted(page, `${BOOKING} form`, 'contact-form-7');
}

/** Fills the contact form so that it passes validation, with `message` as the message. */
async function fillContact(page: Page, message = 'Hello, I would like to order a tan bag.'): Promise<void> {
  const form = page.locator(`${CONTACT} form`);
  await form.getByLabel('Your name (required)').fill('Ana Sousa');
  await form.getByLabel('Your email (required)').fill('ana@example.com');
  await form.getByLabel('Your message').fill(message);
  await form.getByLabel('I agree that my details').check();
}

function output(page: Page, wrapper: string) {
  return page.locator(`${wrapper} .wpcf7-response-output`);
}

test(
  'a form with errors: tips, aria-invalid and the error list; the message as text; what was typed stays',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    // The jQuery twins of the events belong to the plugin's jQuery script (up to 5.1.x), not to 6.0.
    await recordCf7JQueryEvents(page, 'wpcf7:beforesubmit wpcf7:invalid wpcf7:submit invalid.wpcf7');
    const form = page.locator(`${CONTACT} form`);
    await form.getByLabel('Your email (required)').fill('ana@');
    await form.getByLabel('Your website').fill('example');
    await form.getByLabel('I agree that my details').check();
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expect(form).toHaveClass('wpcf7-form invalid');
    expect(await takeCf7Events(page, CONTACT_TAG)).toEqual([
      'beforesubmit:init:init',
      'statuschanged:submitting:submitting',
      'statuschanged:invalid:invalid',
      'invalid:invalid:validation_failed',
      'submit:invalid:validation_failed',
    ]);
    expect(await page.evaluate(() => window.cf7JQueryEvents)).toEqual([]);
    await expect(output(page, CONTACT)).toHaveText(
      'One or more fields have an error. Please check and try again.',
    );
    const name = form.getByLabel('Your name (required)');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveClass(/wpcf7-not-valid/);
    await expect(name).toHaveAccessibleDescription('Please fill out this field.');
    await expect(form.locator('[data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText(
      'Please fill out this field.',
    );
    await expect(form.locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText(
      'Please enter an email address.',
    );
    await expect(form.locator('[data-name="your-website"] .wpcf7-not-valid-tip')).toHaveText(
      'Please enter a URL.',
    );
    // The screen-reader response: the message in the status region, and a list linking each error to its field.
    const reader = page.locator(`${CONTACT} .screen-reader-response`);
    await expect(reader.getByRole('status')).toHaveText(
      'One or more fields have an error. Please check and try again.',
    );
    await expect(reader.locator('li')).toHaveText([
      'Please fill out this field.',
      'Please enter an email address.',
      'Please enter a URL.',
      'Please fill out this field.',
    ]);
    await expect(reader.locator('li#wpcf7-f120-p45-o1-ve-your-email a')).toHaveAttribute(
      'href',
      '#contact-email',
    );
    // Typed input survives, and a field that is fine stays unmarked.
    await expect(form.getByLabel('Your email (required)')).toHaveValue('ana@');
    await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'false');

    // Corrected and sent again: the old errors go before the new answer.
    await fillContact(page);
    await form.getByLabel('Your website').fill('');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form).toHaveAttribute('data-status', 'sent');
    await expect(form.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
    await expect(reader.locator('li')).toHaveCount(0);
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(name).not.toHaveAttribute('aria-describedby');
  },
);

test(
  'a sent message: status sent, the form reset and refilled, and the events in the plugin order',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    const requests = requestsTo(page, '/contact-form-7/v1/contact-forms/120/');
    await fillContact(page);
    await page.locator(`${CONTACT} form`).getByRole('button', { name: 'Send' }).click();
    const form = page.locator(`${CONTACT} form`);
    await expect(output(page, CONTACT)).toHaveText('Thank you for your message. It has been sent.');
    expect(await takeCf7Events(page, CONTACT_TAG, 'reset')).toEqual([
      'beforesubmit:init:init',
      'statuschanged:submitting:submitting',
      'statuschanged:sent:sent',
      'mailsent:sent:mail_sent',
      'submit:sent:mail_sent',
      'statuschanged:resetting:resetting',
      'statuschanged:sent:sent',
      'reset:sent:sent',
    ]);
    await expect(form).toHaveClass('wpcf7-form sent');
    await expect(form.getByLabel('Your name (required)')).toHaveValue('');
    await expect(form.getByLabel('I agree that my details')).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(form.locator('input[name="_wpcf7_posted_data_hash"]')).toHaveValue(/^[0-9a-f]{32}$/);
    expect(requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
      'POST /wp-json/contact-form-7/v1/contact-forms/120/feedback',
      'GET /wp-json/contact-form-7/v1/contact-forms/120/refill',
    ]);
  },
);

for (const { trigger, status, event, message } of [
  {
    trigger: '[spam]',
    status: 'spam',
    event: 'spam:spam:spam',
    message: 'There was an error trying to send your message. Please try again later.',
  },
  {
    trigger: '[mail-failed]',
    status: 'failed',
    event: 'mailfailed:failed:mail_failed',
    message: 'There was an error trying to send your message. Please try again later.',
  },
  {
    trigger: '[aborted]',
    status: 'aborted',
    event: 'aborted:aborted:aborted',
    message: 'Sending mail has been aborted.',
  },
  {
    trigger: '[payment-required]',
    status: 'payment-required',
    event: null,
    message: 'Payment is required to send this message.',
  },
  {
    trigger: '[status:foo_bar]',
    status: 'custom-foo-bar',
    event: null,
    message: 'An add-on handled this message.',
  },
  // The plugin's own script threw on this one ("custom-x-y z" is no class name).
  {
    trigger: '[status:x.y z]',
    status: 'custom-x-y-z',
    event: null,
    message: 'An add-on handled this message.',
  },
]) {
  test(`status ${status}: class, data-status, its event (or none) before wpcf7submit, and the input kept`, async ({
    page,
    open,
  }) => {
    await openContact(page, open);
    const text = `Hello, please read this carefully ${trigger}`;
    await fillContact(page, text);
    const form = page.locator(`${CONTACT} form`);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form).toHaveAttribute('data-status', status);
    await expect(form).toHaveClass(`wpcf7-form ${status}`);
    await expect(output(page, CONTACT)).toHaveText(message);
    const apiStatus = {
      spam: 'spam',
      failed: 'mail_failed',
      aborted: 'aborted',
      'payment-required': 'payment_required',
    }[status];
    const raw = apiStatus ?? trigger.slice('[status:'.length, -1);
    expect(await takeCf7Events(page, CONTACT_TAG)).toEqual([
      'beforesubmit:init:init',
      'statuschanged:submitting:submitting',
      `statuschanged:${status}:${status}`,
      ...(event ? [event] : []),
      `submit:${status}:${raw}`,
    ]);
    await expect(form.getByLabel('Your message')).toHaveValue(text);
    await expect(form.getByLabel('Your name (required)')).toHaveValue('Ana Sousa');
  });
}

test('status unaccepted: a form sent without its acceptance (by a script, the button being disabled)', async ({
  page,
  open,
}) => {
  await openContact(page, open);
  await fillContact(page);
  const form = page.locator(`${CONTACT} form`);
  await form.getByLabel('I agree that my details').uncheck();
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
  await expect(form).toHaveAttribute('data-status', 'unaccepted');
  await expect(output(page, CONTACT)).toHaveText(
    'You must accept the terms and conditions before sending your message.',
  );
  expect(await takeCf7Events(page, CONTACT_TAG)).toEqual([
    'beforesubmit:init:init',
    'statuschanged:submitting:submitting',
    'statuschanged:unaccepted:unaccepted',
    'unaccepted:unaccepted:acceptance_missing',
    'submit:unaccepted:acceptance_missing',
  ]);
});

test(
  'the body: multipart form data with the hidden inputs and the fields, at the REST route, JSON accepted',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    await fillContact(page);
    const form = page.locator(`${CONTACT} form`);
    await form.getByLabel('Subject').fill('A bag');
    await form.getByLabel('A repair').check();
    await form.getByLabel('Elsewhere').check();
    await form.getByLabel('Where did you hear about us?').fill('A market in Braga');
    const [request] = await Promise.all([
      page.waitForRequest('**/contact-forms/120/feedback'),
      form.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).pathname).toBe('/wp-json/contact-form-7/v1/contact-forms/120/feedback');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers().accept).toBe('application/json, */*;q=0.1');
    expect(await fieldsOf(request)).toEqual([
      ['_wpcf7', '120'],
      ['_wpcf7_version', '6.0.1'],
      ['_wpcf7_locale', 'en_US'],
      ['_wpcf7_unit_tag', 'wpcf7-f120-p45-o1'],
      ['_wpcf7_container_post', '45'],
      ['_wpcf7_posted_data_hash', ''],
      ['your-name', 'Ana Sousa'],
      ['your-email', 'ana@example.com'],
      ['your-website', ''],
      ['your-subject', 'A bag'],
      ['topic', 'A repair'],
      ['heard-from', 'Elsewhere'],
      ['_wpcf7_free_text_heard-from', 'A market in Braga'],
      ['your-message', 'Hello, I would like to order a tan bag.'],
      ['accept-privacy', '1'],
    ]);
    await expect(form).toHaveAttribute('data-status', 'sent');
  },
);

test('a double click sends one submission', async ({ page, open }) => {
  await openContact(page, open);
  const posts = requestsTo(page, '/contact-forms/120/feedback');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/contact-forms/120/feedback', async (route) => {
    await held;
    await route.continue();
  });
  await fillContact(page);
  const form = page.locator(`${CONTACT} form`);
  await form.getByRole('button', { name: 'Send' }).dblclick();
  await expect(form).toHaveAttribute('data-status', 'submitting');
  // The spinner the plugin adds shows while submitting.
  await expect(form.locator('.wpcf7-spinner')).toBeVisible();
  release();
  await expect(form).toHaveAttribute('data-status', 'sent');
  expect(posts).toHaveLength(1);
});

test(
  'acceptance: the button waits for the box, an inverted box must stay unticked, an optional one is ignored',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    const form = page.locator(`${CONTACT} form`);
    const send = form.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await form.getByLabel('I agree that my details').check();
    await expect(send).toBeEnabled();
    await form.getByLabel('I am under 16').check();
    await expect(send).toBeDisabled();
    await form.getByLabel('I am under 16').uncheck();
    await expect(send).toBeEnabled();
    await form.getByLabel('Send me a copy').check();
    await expect(send).toBeEnabled();
  },
);

test('exclusive checkboxes allow one choice; free text is enabled with its option and focused', async ({
  page,
  open,
}) => {
  await openContact(page, open);
  const form = page.locator(`${CONTACT} form`);
  await form.getByLabel('An order').check();
  await form.getByLabel('A repair').check();
  await expect(form.getByLabel('An order')).not.toBeChecked();
  await expect(form.getByLabel('A repair')).toBeChecked();
  await form.getByLabel('A custom piece').check();
  await expect(form.getByLabel('A repair')).not.toBeChecked();

  const freeText = form.getByLabel('Where did you hear about us?');
  await expect(freeText).toBeDisabled();
  await form.getByLabel('Elsewhere').check();
  await expect(freeText).toBeEnabled();
  await expect(freeText).toBeFocused();
  await page.keyboard.type('A market');
  await form.getByLabel('A friend').check();
  await expect(freeText).toBeDisabled();
  // Disabled, not cleared: choosing it again brings the text back.
  await form.getByLabel('Elsewhere').check();
  await expect(freeText).toHaveValue('A market');
});

test('URL fields get http:// when they have a dot and no scheme (vector D), on change', async ({
  page,
  open,
}) => {
  await openContact(page, open);
  const website = page.locator(`${CONTACT} form`).getByLabel('Your website');
  for (const [typed, expected] of [
    ['example.com/shop', 'http://example.com/shop'],
    ['//example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['localhost', 'localhost'],
  ] as const) {
    await website.fill(typed);
    await website.blur();
    await expect(website).toHaveValue(expected);
  }
});

test(
  'character counters count down and up, and flag too short and too long',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    const form = page.locator(`${CONTACT} form`);
    const down = form.locator('.wpcf7-character-count.down');
    const up = form.locator('.wpcf7-character-count.up');
    await expect(down).toHaveText('400');
    await form.getByLabel('Your message').fill('hello');
    await expect(down).toHaveText('395');
    await expect(down).toHaveAttribute('data-current-value', '395');
    await expect(down).toHaveClass(/too-short/);
    await form.getByLabel('Your message').fill('A message of twenty characters or more.');
    await expect(down).not.toHaveClass(/too-short/);
    // Pasted or filled by a script past the maximum.
    await form.getByLabel('Your message').evaluate((element) => {
      (element as HTMLTextAreaElement).value = 'x'.repeat(401);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(down).toHaveText('-1');
    await expect(down).toHaveClass(/too-long/);

    // Up: the trimmed length is counted; the length as typed decides too short.
    await form.getByLabel('Subject').fill('  ab  ');
    await expect(up).toHaveText('2');
    await expect(up).not.toHaveClass(/too-short/);
    await form.getByLabel('Subject').fill('ab');
    await expect(up).toHaveClass(/too-short/);
  },
);

test('after a sent booking the captcha image, its challenge and the quiz question are refilled', async ({
  page,
  open,
}) => {
  await openContact(page, open);
  const form = page.locator(`${BOOKING} form`);
  const image = form.locator('img.wpcf7-captcha-captcha-visit');
  await expect(image).toHaveAttribute('src', /2874150396\.png$/);
  await form.getByLabel('Name (required)').fill('Rui');
  await form.getByLabel('What is 2 + 3?').fill('5');
  await form.getByLabel('Type the letters above').fill('KWPD');
  await form.getByRole('button', { name: 'Book a visit' }).click();

  await expect(output(page, BOOKING)).toHaveText('Thank you for your message. It has been sent.');
  expect(await takeCf7Events(page, BOOKING_TAG, 'reset')).toContain('reset:sent:sent');
  await expect(image).toHaveAttribute('src', /\/wpcf7_captcha\/(1730459821|3098271645)\.png$/);
  const src = (await image.getAttribute('src')) ?? '';
  await expect(form.locator('input[name="_wpcf7_captcha_challenge_captcha-visit"]')).toHaveValue(
    /\/(\d+)\.png$/.exec(src)?.[1] ?? '',
  );
  await expect(form.locator('.wpcf7-quiz-label')).not.toHaveText('What is 2 + 3?');
  await expect(form.getByLabel('Type the letters above')).toHaveValue('');
  // The new image is one the server serves.
  expect(await image.evaluate((img) => (img as HTMLImageElement).decode().then(() => true))).toBe(true);
});

test('a wrong captcha or quiz answer is an error on that field; spam spends the captcha and brings a new one', async ({
  page,
  open,
}) => {
  await openContact(page, open);
  const form = page.locator(`${BOOKING} form`);
  await form.getByLabel('Name (required)').fill('Rui [spam]');
  await form.getByLabel('What is 2 + 3?').fill('6');
  await form.getByLabel('Type the letters above').fill('ABCD');
  await form.getByRole('button', { name: 'Book a visit' }).click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(form.locator('[data-name="quiz-visit"] .wpcf7-not-valid-tip')).toHaveText(
    'The answer to the quiz is incorrect.',
  );
  await expect(form.locator('[data-name="captcha-visit"] .wpcf7-not-valid-tip')).toHaveText(
    'Your entered code is incorrect.',
  );
  // A floating tip (form.use-floating-validation-tip) gives way when its field gets the focus.
  await form.getByLabel('What is 2 + 3?').focus();
  await expect(form.locator('[data-name="quiz-visit"] .wpcf7-not-valid-tip')).toBeHidden();
  await expect(form.locator('[data-name="captcha-visit"] .wpcf7-not-valid-tip')).toBeVisible();

  await form.getByLabel('What is 2 + 3?').fill('5');
  await form.getByLabel('Type the letters above').fill('kwpd');
  await form.getByRole('button', { name: 'Book a visit' }).click();
  await expect(form).toHaveAttribute('data-status', 'spam');
  await expect(form.locator('img.wpcf7-captcha-captcha-visit')).not.toHaveAttribute(
    'src',
    /2874150396\.png$/,
  );
  await expect(form.getByLabel('Type the letters above')).toHaveValue('');
  // The rest of what was typed stays.
  await expect(form.getByLabel('Name (required)')).toHaveValue('Rui [spam]');
});

test(
  'unmounting puts the server HTML back, and the form then posts natively',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    const form = page.locator(`${CONTACT} form`);
    await form.getByLabel('I agree that my details').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expectRestoredOnUnmount(page, CONTACT);
    await page.locator(`${CONTACT} form`).getByLabel('Your name (required)').fill('Ana');
    const [request] = await Promise.all([
      page.waitForRequest(
        (candidate) => candidate.method() === 'POST' && candidate.url().includes('/contact/'),
      ),
      page.locator(`${CONTACT} form`).getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(await fieldsOf(request)).toContainEqual(['your-name', 'Ana']);
  },
);

test('without the bundle the form posts to the page, as the plugin does without JavaScript', async ({
  page,
  open,
  flavour,
  expectConsole,
}) => {
  expectConsole(new RegExp(`${anyOf(failingWith(flavour, ['contact-form-7']))}.*could not be loaded`));
  expectConsole(/Failed to load resource/);
  await page.route(widgetFiles(flavour, ['contact-form-7']), (route) => route.abort());
  await open('/contact/');
  await expect(page.locator(`${CONTACT} form`)).toHaveAttribute('data-widget-failed', 'contact-form-7');
  const form = page.locator(`${CONTACT} form`);
  await form.getByLabel('Your name (required)').fill('Ana');
  await form.getByLabel('I agree that my details').check();
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.method() === 'POST'),
    form.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(new URL(request.url()).pathname).toBe('/contact/');
  expect(await fieldsOf(request)).toEqual(
    expect.arrayContaining([
      ['_wpcf7', '120'],
      ['your-name', 'Ana'],
    ]),
  );
});

test(
  'with field errors and a message shown, axe finds no serious violation',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openContact(page, open);
    const form = page.locator(`${CONTACT} form`);
    await form.getByLabel('I agree that my details').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    await page.locator(`${BOOKING} form`).getByRole('button', { name: 'Book a visit' }).click();
    await expect(page.locator(`${BOOKING} form`)).toHaveAttribute('data-status', 'invalid');
    // What the theme's own palette and markup already had before the bundle ran is the theme's (accessibility.ts).
    await expectNoSeriousViolations(page, () => serverViolations(page));
  },
);

test('a form printed without its id is reported once, by element and input, and keeps posting natively', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(
    /\[wp-widgets\] contact-form-7 on <form id="broken" class="wpcf7-form">: could not mount: it has no hidden input _wpcf7 with the form id/,
  );
  await openContact(page, open);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.evaluate(() => {
    const wrapper = document.createElement('div');
    wrapper.className = 'wpcf7';
    wrapper.innerHTML =
      '<form id="broken" class="wpcf7-form" method="post" action="/contact/"><input name="your-name" value="kept"><input type="submit" value="Go"></form>';
    document.querySelector('.page-content')?.append(wrapper);
  });
  await expect(page.locator('#broken')).toHaveAttribute('data-widget-failed', 'contact-form-7');
  expect(messages.filter((text) => text.includes('contact-form-7'))).toHaveLength(1);
  await expect(page.locator('#broken input[name="your-name"]')).toHaveValue('kept');
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.method() === 'POST'),
    page.locator('#broken').getByRole('button', { name: 'Go' }).click(),
  ]);
  expect(await fieldsOf(request)).toEqual([['your-name', 'kept']]);
});
