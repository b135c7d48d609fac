import type { Page, Route } from '@playwright/test';
import { BOTH_FLAVOURS, expect, mounted, test } from './fixtures';
import { fieldsOf, recordCf7JQueryEvents, requestsTo } from './form-helpers';

/**
 * Contact Form 7 markup of other plugin versions and set-ups: a 5.1.9 page (wraps named by class, a bare
 * screen-reader box, `wpcf7.apiSettings` with plain permalinks, `invalidFields` with `into`), and a 6.0 form with
 * the reCAPTCHA v3 integration, for which the tests stand in for Google's script.
 */
const LEGACY = '#wpcf7-f87-p52-o1';
const LEGACY_TAG = 'wpcf7-f87-p52-o1';

test.describe('5.1.9 markup', () => {
  async function openLegacy(page: Page, open: (path: string) => Promise<void>): Promise<void> {
    await open('/contact-legacy/');
    await mounted(page, `${LEGACY} form`, 'contact-form-7');
  }

  test(
    'field errors from invalidFields reach the wraps named by class; the box shows the status class',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await openLegacy(page, open);
      const requests = requestsTo(page, 'rest_route=');
      const form = page.locator(`${LEGACY} form`);
      // The plugin's script of that version added its spinner after the submit button.
      await expect(form.locator('.wpcf7-submit + span.ajax-loader')).toHaveCount(1);
      const output = form.locator('.wpcf7-response-output');
      await expect(output).toHaveClass('wpcf7-response-output wpcf7-display-none');
      await form.getByLabel('Your Email (required)').fill('nope');
      await form.getByLabel('I run a shop').check();
      await form.getByRole('button', { name: 'Send' }).click();

      await expect(form).toHaveAttribute('data-status', 'invalid');
      // Plain permalinks: the route goes into ?rest_route=, after the namespace of apiSettings.root.
      expect(requests.map((request) => new URL(request.url()).search)).toEqual([
        '?rest_route=/contact-form-7/v1/contact-forms/87/feedback',
      ]);
      await expect(form.locator('span.wpcf7-form-control-wrap.your-name .wpcf7-not-valid-tip')).toHaveText(
        'The field is required.',
      );
      await expect(form.locator('span.wpcf7-form-control-wrap.your-email .wpcf7-not-valid-tip')).toHaveText(
        'The e-mail address entered is invalid.',
      );
      await expect(form.getByLabel('Your Name (required)')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Your Name (required)')).toHaveAccessibleDescription(
        'The field is required.',
      );
      await expect(output).toHaveClass('wpcf7-response-output wpcf7-validation-errors');
      await expect(output).toHaveText(
        'Validation errors occurred. Please confirm the fields and submit it again.',
      );
      // The bare screen-reader box gets the message and the list.
      const reader = page.locator(`${LEGACY} .screen-reader-response`);
      await expect(reader.locator('p')).toHaveText(
        'Validation errors occurred. Please confirm the fields and submit it again.',
      );
      await expect(reader.locator('li')).toHaveText([
        'The field is required.',
        'The e-mail address entered is invalid.',
      ]);
      // Events up to 5.3.2 carried the wrapper's id.
      const detailId = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'wpcf7submit',
              (event) => resolve((event as CustomEvent<{ id: string }>).detail.id),
              {
                once: true,
              },
            );
            document.querySelector<HTMLFormElement>('#wpcf7-f87-p52-o1 form')?.requestSubmit();
          }),
      );
      expect(detailId).toBe('wpcf7-f87-p52-o1');
    },
  );

  test('a sent message: the form resets, its counter too, and the box says so in green', async ({
    page,
    open,
  }) => {
    await openLegacy(page, open);
    const form = page.locator(`${LEGACY} form`);
    const counter = form.locator('.wpcf7-character-count');
    await form.getByLabel('Your Name (required)').fill('Loja Tejo');
    await form.getByLabel('Your Email (required)').fill('loja@example.com');
    await form.getByLabel("Your shop's website").fill('lojatejo.pt');
    await form.getByLabel("Your shop's website").blur();
    await expect(form.getByLabel("Your shop's website")).toHaveValue('http://lojatejo.pt');
    await form.getByLabel('Your Message').fill('We would like your wholesale list.');
    await expect(counter).toHaveText('166');
    const send = form.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await form.getByLabel('I run a shop').check();
    const [request] = await Promise.all([page.waitForRequest('**/*contact-forms/87/feedback'), send.click()]);
    expect(await fieldsOf(request)).toContainEqual(['shop-website', 'http://lojatejo.pt']);

    await expect(form.locator('.wpcf7-response-output')).toHaveText(
      'Thank you for your message. It has been sent.',
    );
    await expect(form.locator('.wpcf7-response-output')).toHaveClass(
      'wpcf7-response-output wpcf7-mail-sent-ok',
    );
    // The events come in the same order in every version: asserted in contact-form-7.spec.ts (6.0) and the unit
    // tests (test/unit/contact-form-7-widget.test.tsx); the reset, by the form and its counter below.
    await expect(form.getByLabel('Your Message')).toHaveValue('');
    await expect(counter).toHaveText('200');
  });

  test("the plugin's jQuery events of that version: wpcf7:<name> and <name>.wpcf7 on the wrapper, once each", async ({
    page,
    open,
  }) => {
    await openLegacy(page, open);
    await recordCf7JQueryEvents(
      page,
      'wpcf7:beforesubmit wpcf7:invalid wpcf7:mailsent wpcf7:submit wpcf7:reset wpcf7:statuschanged invalid.wpcf7 mailsent.wpcf7',
    );
    const form = page.locator(`${LEGACY} form`);
    await form.getByLabel('I run a shop').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    // Each with the event detail as its one argument; none for the events that version did not have.
    const recorded = () => page.evaluate(() => window.cf7JQueryEvents?.slice());
    await expect
      .poll(recorded)
      .toEqual([
        `wpcf7:beforesubmit:${LEGACY_TAG}:init:1`,
        `wpcf7:invalid:${LEGACY_TAG}:validation_failed:1`,
        `invalid.wpcf7:${LEGACY_TAG}:validation_failed:1`,
        `wpcf7:submit:${LEGACY_TAG}:validation_failed:1`,
      ]);
    await page.evaluate(() => window.cf7JQueryEvents?.splice(0));

    await form.getByLabel('Your Name (required)').fill('Loja Tejo');
    await form.getByLabel('Your Email (required)').fill('loja@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form).toHaveAttribute('data-status', 'sent');
    await expect
      .poll(recorded)
      .toEqual([
        `wpcf7:beforesubmit:${LEGACY_TAG}:init:1`,
        `wpcf7:mailsent:${LEGACY_TAG}:mail_sent:1`,
        `mailsent.wpcf7:${LEGACY_TAG}:mail_sent:1`,
        `wpcf7:submit:${LEGACY_TAG}:mail_sent:1`,
      ]);
  });
});

test.describe('reCAPTCHA v3', () => {
  const FORM = '#wpcf7-f130-p47-o1 form';
  const GOOGLE = 'https://www.google.com/recaptcha/api.js?*';

  /**
   * Google's script, as the page sees it: `ready`, and `execute`, which resolves with a token the emulator
   * accepts (or `bad-token`, which it rejects) and records the calls.
   */
  function fakeGrecaptcha(token: 'good' | 'bad') {
    return (route: Route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.recaptchaCalls = [];
window.grecaptcha = {
  ready(callback) { setTimeout(callback, 0); },
  execute(key, options) {
    window.recaptchaCalls.push(key + ' ' + options.action);
    return Promise.resolve(${token === 'good' ? "'fixture-recaptcha-token-' + options.action + '-' + window.recaptchaCalls.length" : "'bad-token'"});
  },
};`,
      });
  }

  async function send(page: Page): Promise<[string, string][]> {
    const form = page.locator(FORM);
    await form.getByLabel('Your email (required)').fill('ana@example.com');
    const [request] = await Promise.all([
      page.waitForRequest('**/contact-forms/130/feedback'),
      form.getByRole('button', { name: 'Send' }).click(),
    ]);
    return fieldsOf(request);
  }

  test(
    'a token for "homepage" on load, and a new "contactform" token in the form before each submission',
    BOTH_FLAVOURS,
    async ({ page, open }) => {
      await page.route(GOOGLE, fakeGrecaptcha('good'));
      await page.addInitScript(() => {
        const executed: string[] = [];
        (window as { executed?: string[] }).executed = executed;
        document.addEventListener('wpcf7grecaptchaexecuted', (event) => {
          executed.push((event as CustomEvent<{ action: string }>).detail.action);
        });
      });
      await open('/contact-recaptcha/');
      await mounted(page, FORM, 'contact-form-7');
      const field = page.locator(`${FORM} input[name="_wpcf7_recaptcha_response"]`);
      await expect(field).toHaveValue('fixture-recaptcha-token-homepage-1');
      // Google's script went in with the bundle's CSP nonce (the page's policy would block it otherwise).
      const nonces = await page.evaluate(() =>
        [
          document.querySelector('script[src*="recaptcha/api.js"]'),
          document.getElementById('wp-widget-bundle-js'),
        ].map((script) => (script as HTMLScriptElement | null)?.nonce),
      );
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).toBe(nonces[1]);

      const posted = await send(page);
      expect(posted).toContainEqual(['_wpcf7_recaptcha_response', 'fixture-recaptcha-token-contactform-2']);
      await expect(page.locator(`${FORM} .wpcf7-response-output`)).toHaveText(
        'Thank you for your message. It has been sent.',
      );
      expect(await page.evaluate(() => (window as { recaptchaCalls?: string[] }).recaptchaCalls)).toEqual([
        '6LcFixtureSiteKeyForTheEmulator000000000 homepage',
        '6LcFixtureSiteKeyForTheEmulator000000000 contactform',
      ]);
      expect(await page.evaluate(() => (window as { executed?: string[] }).executed)).toEqual([
        'homepage',
        'contactform',
      ]);
      // A spent token is not kept in the form.
      await expect(field).toHaveValue('');
    },
  );

  test('a token the server cannot verify is spam: "wpcf7-recaptcha: Could not verify reCaptcha response."', async ({
    page,
    open,
  }) => {
    await page.route(GOOGLE, fakeGrecaptcha('bad'));
    await open('/contact-recaptcha/');
    await mounted(page, FORM, 'contact-form-7');
    expect(await send(page)).toContainEqual(['_wpcf7_recaptcha_response', 'bad-token']);
    const form = page.locator(FORM);
    await expect(form).toHaveAttribute('data-status', 'spam');
    await expect(form.locator('.wpcf7-response-output')).toHaveText(
      'wpcf7-recaptcha: Could not verify reCaptcha response.',
    );
    await expect(form.getByLabel('Your email (required)')).toHaveValue('ana@example.com');
  });

  test('Google out of reach: the form is sent with an empty token: "Please verify that you are not a robot."', async ({
    page,
    open,
    expectConsole,
  }) => {
    expectConsole(/reCAPTCHA \(site key "6LcFixtureSiteKeyForTheEmulator000000000"\) gave no token/);
    expectConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.route(GOOGLE, (route) => route.abort('internetdisconnected'));
    await open('/contact-recaptcha/');
    await mounted(page, FORM, 'contact-form-7');
    expect(await send(page)).toContainEqual(['_wpcf7_recaptcha_response', '']);
    await expect(page.locator(`${FORM} .wpcf7-response-output`)).toHaveText(
      'Please verify that you are not a robot.',
    );
  });

  test('a page without a site key never loads Google', async ({ page, open }) => {
    const google = requestsTo(page, 'google.com');
    await open('/contact/');
    await mounted(page, '#wpcf7-f120-p45-o1 form', 'contact-form-7');
    await page.waitForLoadState('load');
    expect(google).toEqual([]);
  });
});
