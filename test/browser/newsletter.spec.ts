import type { Page } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { fieldsOf, requestsTo } from './form-helpers';
import { FRAME_MS, heightOf, installPausedClock } from './widget-helpers';

/**
 * The newsletter widgets on /newsletter/ (theme listener, type=mail-chimp-widget): the sidebar's (a button) and the
 * one under the posts (an input[type=submit]). Every field must hold more than spaces; while pending the button
 * says the theme's `subscribing`; success slides the form up and shows the follow-up message; a failure keeps
 * the form and what was typed, and says so.
 */
const SIDEBAR = '#mail-chimp-widget-3';
const TRADE = '#mail-chimp-widget-7';
const LISTENER = '/wp-admin/admin-ajax.php';

async function openNewsletter(page: Page, open: (path: string) => Promise<void>): Promise<void> {
  await open('/newsletter/');
  await mounted(page, `${SIDEBAR} .mail-chimp-widget`, 'newsletter');
  await mounted(page, `${TRADE} .mail-chimp-widget`, 'newsletter');
}

test(
  'empty and blank fields show their hints, take the focus, and nothing is sent',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await openNewsletter(page, open);
    const posts = requestsTo(page, LISTENER);
    const widget = page.locator(SIDEBAR);
    const name = widget.getByLabel('Name');
    const email = widget.getByLabel('Email');
    await expect(widget.getByText('Please enter your name.')).toBeHidden();
    await email.fill('   ');
    await widget.getByRole('button', { name: 'Subscribe' }).click();
    await expect(widget.getByText('Please enter your name.')).toBeVisible();
    await expect(widget.getByText('Please enter your email address.')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await page.keyboard.type('Ana');
    await expect(widget.getByText('Please enter your name.')).toBeHidden();
    await expect(name).not.toHaveAttribute('aria-invalid');
    // Enter in a field submits as well: the email is still blank.
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(widget.getByText('Please enter your email address.')).toBeVisible();
    expect(posts).toEqual([]);
    // The other widget is untouched.
    await expect(page.locator(TRADE).getByText("Please enter your shop's name.")).toBeHidden();
  },
);

test(
  'success: "subscribing" while pending, the four fields posted, the form slides up and the message shows',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await installPausedClock(page);
    await openNewsletter(page, open);
    const widget = page.locator(SIDEBAR);
    await widget.getByLabel('Name').fill('  Ana  ');
    await widget.getByLabel('Email').fill('ana@example.com');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${LISTENER}`, async (route) => {
      await held;
      await route.continue();
    });
    const [request] = await Promise.all([
      page.waitForRequest(`**${LISTENER}`),
      widget.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    await expect(widget.locator('.mail-chimp-submit')).toHaveText('Subscribing...');
    expect(await fieldsOf(request)).toEqual([
      ['action', 'ioalistener'],
      ['type', 'mail-chimp-widget'],
      ['name', 'Ana'],
      ['email', 'ana@example.com'],
      ['api', '0f8e2d6c4b1a39577d3e5f2a1c9b8e04-us21'],
      ['list', '5b1c7e0d42'],
    ]);

    const form = widget.locator('form');
    const full = await heightOf(form);
    // The message waits hidden until the answer comes.
    await expect(widget.getByText('Thank you! Please check your inbox')).toBeHidden();
    release();
    await expect(widget.getByText('Thank you! Please check your inbox')).toBeVisible();
    // jQuery's slideUp: 400 ms.
    await page.clock.runFor(200);
    const halfway = await heightOf(form);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(full);
    await page.clock.runFor(200 + FRAME_MS);
    await expect(form).toBeHidden();
    await expect(widget.getByText('Thank you! Please check your inbox')).toBeFocused();
  },
);

test(
  'a failure (Mailchimp refuses the address) keeps the form, its input and its label, and an alert says so',
  BOTH_FLAVOURS,
  async ({ page, open, expectConsole }) => {
    expectConsole(/Failed to load resource: the server responded with a status of 400/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openNewsletter(page, open);
    const widget = page.locator(TRADE);
    await widget.getByLabel('Shop name').fill('Loja Tejo');
    await widget.getByLabel('Email').fill('loja@localhost');
    await widget.getByRole('button', { name: 'Sign up' }).click();
    await expect(widget.getByRole('alert')).toHaveText(
      'Sorry, the subscription did not go through. Please try again.',
    );
    await expect(widget.locator('form')).toBeVisible();
    await expect(widget.getByLabel('Email')).toHaveValue('loja@localhost');
    await expect(widget.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(widget.getByText('The next trade letter')).toBeHidden();

    // Corrected: it goes through, and the alert is gone.
    await widget.getByLabel('Email').fill('loja@example.com');
    await widget.getByRole('button', { name: 'Sign up' }).click();
    await expect(widget.getByText('The next trade letter comes in March.')).toBeVisible();
    await expect(widget.locator('.mail-chimp-error')).toHaveText('');
  },
);

for (const fault of ['no network', 'a server error', 'no answer in 15 seconds'] as const) {
  test(`a failure by ${fault} is said too, and the same input can be sent again`, async ({
    page,
    open,
    expectConsole,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (fault === 'no network') expectConsole(/net::ERR_INTERNET_DISCONNECTED/);
    if (fault === 'a server error') expectConsole(/status of 500/);
    if (fault === 'no answer in 15 seconds') await installPausedClock(page);
    await openNewsletter(page, open);
    const widget = page.locator(SIDEBAR);
    await widget.getByLabel('Name').fill('Ana');
    await widget.getByLabel('Email').fill('ana@example.com');
    await page.route(`**${LISTENER}`, (route) => {
      if (fault === 'no network') return route.abort('internetdisconnected');
      if (fault === 'a server error') return route.fulfill({ status: 500, body: '0' });
      // The server never answers.
      return undefined;
    });
    await widget.getByRole('button', { name: 'Subscribe' }).click();
    if (fault === 'no answer in 15 seconds') {
      await expect(widget.locator('.mail-chimp-submit')).toHaveText('Subscribing...');
      await page.clock.runFor(15_000);
    }
    await expect(widget.getByRole('alert')).toHaveText(
      'Sorry, the subscription did not go through. Please try again.',
    );
    await expect(widget.locator('.mail-chimp-submit')).toHaveText('Subscribe');
    await expect(widget.getByLabel('Name')).toHaveValue('Ana');
    await page.unroute(`**${LISTENER}`);
    await widget.getByRole('button', { name: 'Subscribe' }).click();
    await expect(widget.getByText('Thank you! Please check your inbox')).toBeVisible();
  });
}

test('an input[type=submit] says "subscribing" through its value', async ({ page, open }) => {
  await openNewsletter(page, open);
  const widget = page.locator(TRADE);
  await widget.getByLabel('Shop name').fill('Loja Tejo');
  await widget.getByLabel('Email').fill('loja@example.com');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${LISTENER}`, async (route) => {
    await held;
    await route.continue();
  });
  await widget.getByRole('button', { name: 'Sign up' }).click();
  await expect(widget.locator('.mail-chimp-submit')).toHaveAttribute('value', 'Subscribing...');
  release();
  await expect(widget.getByText('The next trade letter comes in March.')).toBeVisible();
});

test('a widget whose list setting is empty is reported once, naming the input, and stays as printed', async ({
  page,
  open,
  expectConsole,
}) => {
  expectConsole(
    /\[wp-widgets\] newsletter on <div class="mail-chimp-widget">: could not mount: its hidden input name="list" is empty/,
  );
  await openNewsletter(page, open);
  await page.evaluate(() => {
    const copy = document.querySelector('#mail-chimp-widget-3')?.cloneNode(true) as HTMLElement;
    copy.id = 'mail-chimp-widget-9';
    copy.querySelector('.mail-chimp-widget')?.removeAttribute('data-widget-mounted');
    copy.querySelector<HTMLInputElement>('input[name="list"]')?.setAttribute('value', '');
    document.querySelector('#sidebar')?.append(copy);
  });
  const broken = page.locator('#mail-chimp-widget-9 .mail-chimp-widget');
  await expect(broken).toHaveAttribute('data-widget-failed', 'newsletter');
  await expect(broken.getByText('Please enter your name.')).toBeHidden();
});
