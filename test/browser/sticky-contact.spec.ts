import type { Page } from '@playwright/test';
import { expectSettledPageAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { fieldsOf, requestsTo } from './form-helpers';
import { FRAME_MS, installPausedClock, runUntilMounted } from './widget-helpers';

/** The sticky contact panel on /chrome/ (issue 16): its slide, its form, and what it sends to the theme's listener. */
const LISTENER = '/wp-admin/admin-ajax.php';

/** Opens /chrome/ with its contact panel mounted and open; returns the panel's parts. */
async function openContactPanel(page: Page, open: (path: string) => Promise<void>) {
  await open('/chrome/');
  await runUntilMounted(page, 'div.sticky-contact', 'sticky-contact');
  const panel = page.locator('div.sticky-contact');
  const trigger = panel.getByRole('button', { name: 'Write to us' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const dialog = page.getByRole('dialog', { name: 'Write to us, we answer within a day.' });
  return {
    panel,
    trigger,
    dialog,
    name: dialog.getByRole('textbox', { name: 'Your name' }),
    email: dialog.getByRole('textbox', { name: 'Your email' }),
    msg: dialog.getByRole('textbox', { name: 'Your message' }),
    send: dialog.getByRole('button', { name: /Send|Sending|Sent/ }),
  };
}

test('on a phone, where the theme hides the contact panel, it is not mounted; a wider window shows and mounts it', async ({
  page,
  open,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await installPausedClock(page);
  await open('/chrome/');
  await runUntilMounted(page, 'a.back-to-top', 'page-scroll');
  // Longer than the idle wait (2 s) a panel further down would mount after.
  await page.clock.runFor(3000);
  const panel = page.locator('div.sticky-contact');
  await expect(panel).toBeHidden();
  await expect(panel).not.toHaveAttribute('data-widget-mounted', /./);
  await page.setViewportSize({ width: 800, height: 740 });
  await runUntilMounted(page, 'div.sticky-contact', 'sticky-contact');
  await expect(panel.getByRole('button', { name: 'Write to us' })).toBeVisible();
});

test('the contact panel slides in and out in 400 ms, takes focus in, and gives it back on Escape and on close', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  const { panel, trigger, name, dialog } = await openContactPanel(page, open);
  await expect(name).toBeFocused();
  await page.clock.runFor(200);
  const right = () => panel.evaluate((element) => Number.parseFloat(getComputedStyle(element).right));
  const halfway = await right();
  expect(halfway).toBeGreaterThan(-301);
  expect(halfway).toBeLessThan(0);
  await page.clock.runFor(200 + FRAME_MS);
  expect(await right()).toBe(0);
  await expectSettledPageAccessible(page);

  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.clock.runFor(400 + FRAME_MS);
  expect(await right()).toBe(-301);
  // Closed, its fields are out of reach of Tab and of screen readers.
  await expect(page.locator('.inner-sticky-contact')).toHaveJSProperty('inert', true);

  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.clock.runFor(400 + FRAME_MS);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(trigger).toBeFocused();
  await page.clock.runFor(400 + FRAME_MS);
  expect(await right()).toBe(-301);
  // Space on the trigger opens it too.
  await page.keyboard.press(' ');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

test('the contact panel validates: empty, default text and a bad address get their notes and the error class', async ({
  page,
  open,
}) => {
  const { dialog, name, email, msg, send } = await openContactPanel(page, open);
  const posts = requestsTo(page, LISTENER);
  await expect(dialog.getByText('Please enter your name.')).toBeHidden();
  await send.click();
  for (const [field, note] of [
    [name, 'Please enter your name.'],
    [email, 'Please enter a valid email address.'],
    [msg, 'Please write a message.'],
  ] as const) {
    await expect(dialog.getByText(note)).toBeVisible();
    await expect(field).toHaveClass(/(^| )error( |$)/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(note);
  }
  await expect(name).toBeFocused();
  await name.fill('Your name');
  await email.fill('ana@example');
  await msg.fill('A bag for my bike, please.');
  await send.click();
  await expect(name).toHaveClass(/(^| )error( |$)/);
  await expect(email).toHaveClass(/(^| )error( |$)/);
  await expect(msg).not.toHaveClass(/(^| )error( |$)/);
  await expect(dialog.getByText('Please write a message.')).toBeHidden();
  expect(posts).toEqual([]);
});

test('the contact panel sends name, email, msg and notify_email, says sending and sent, shows thanks for 3 s and empties', async ({
  page,
  open,
}) => {
  await installPausedClock(page);
  const { dialog, name, email, msg, send } = await openContactPanel(page, open);
  await page.clock.runFor(400 + FRAME_MS);
  await name.fill('Ana Lima');
  await email.fill('ana@example.com');
  await msg.fill('A bag for my bike, please.');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${LISTENER}`, async (route) => {
    await held;
    await route.continue();
  });
  const [request] = await Promise.all([page.waitForRequest(`**${LISTENER}`), send.click()]);
  await expect(send).toHaveValue('Sending...');
  expect(await fieldsOf(request)).toEqual([
    ['action', 'ioalistener'],
    ['type', 'sticky_contact'],
    ['name', 'Ana Lima'],
    ['email', 'ana@example.com'],
    ['msg', 'A bag for my bike, please.'],
    ['notify_email', 'studio@example.com'],
  ]);
  release();
  await expect(send).toHaveValue('Sent!');
  const thanks = dialog.getByText('Thank you, your message has been sent.');
  await expect(thanks).toBeVisible();
  for (const field of [name, email, msg]) await expect(field).toHaveValue('');
  // Said to screen readers too, after the live region's 100 ms.
  await page.clock.runFor(100);
  await expect(page.getByRole('status')).toHaveText('Thank you, your message has been sent.');
  await page.clock.runFor(2700);
  await expect(thanks).toBeVisible();
  await page.clock.runFor(200);
  await expect(thanks).toBeHidden();
  await expect(send).toHaveValue('Send');
});

for (const fault of ['the mail server refuses it', 'the network fails'] as const) {
  test(`the contact panel keeps what was typed and says so when ${fault}`, async ({
    page,
    open,
    expectConsole,
  }) => {
    const { dialog, name, email, msg, send } = await openContactPanel(page, open);
    if (fault === 'the network fails') {
      expectConsole(/Failed to load resource|ERR_FAILED/);
      await page.route(`**${LISTENER}`, (route) => route.abort());
    }
    await name.fill('Ana Lima');
    await email.fill('ana@example.com');
    const text = fault === 'the mail server refuses it' ? 'Hello [mail-failed]' : 'Hello';
    await msg.fill(text);
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Sorry, your message could not be sent. Please try again.',
    );
    await expect(send).toHaveValue('Send');
    await expect(name).toHaveValue('Ana Lima');
    await expect(email).toHaveValue('ana@example.com');
    await expect(msg).toHaveValue(text);
    await expect(dialog.getByText('Thank you, your message has been sent.')).toBeHidden();
  });
}
