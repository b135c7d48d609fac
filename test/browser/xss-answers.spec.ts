import type { Page } from '@playwright/test';
import { FORBIDDEN_ELEMENTS, HOSTILE_TEXT, HOSTILE_URLS } from '../xss-corpus';
import { expect, mounted, test } from './fixtures';
import { pressLoopButton, wcAjax } from './shop-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * The XSS corpus through the server's text answers the bundle shows or acts on (not HTML): Contact Form 7's
 * messages, a like's count, the newsletter's answer, add to cart's error, on pages served without a
 * Content-Security-Policy. What is shown is shown as text, letter for letter; what is not a count is not shown;
 * no element is made from an answer, no hostile address is followed, and the trap on `window` never fires.
 */

/** Every hostile text in one string: a message an answer could carry. */
const HOSTILE_MESSAGE = HOSTILE_TEXT.join(' ');

async function expectNothingMade(page: Page, trapped: () => Promise<string[]>): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(page.locator(FORBIDDEN_ELEMENTS).filter({ hasText: /xss/ })).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(href|src|action|formaction)$/i.test(attribute.name) &&
                /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)),
          )
          .map((attribute) => `${element.localName} ${attribute.name}`),
      ),
    ),
  ).toEqual([]);
  expect(await trapped()).toEqual([]);
}

test('Contact Form 7: a hostile message and hostile field errors are shown as text', async ({
  page,
  open,
}) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/contact\//);
  await page.route('**/contact-forms/120/feedback', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { message: string; invalid_fields?: { message: string }[] };
    answer.message = HOSTILE_MESSAGE;
    answer.invalid_fields?.forEach((field, index) => {
      field.message = HOSTILE_TEXT[index % HOSTILE_TEXT.length] as string;
    });
    await route.fulfill({ response, json: answer });
  });
  await open('/contact/');
  const form = page.locator('#wpcf7-f120-p45-o1 form');
  await mounted(page, '#wpcf7-f120-p45-o1 form', 'contact-form-7');
  await form.getByLabel('Your email (required)').fill('ana@');
  await form.getByLabel('I agree that my details').check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(page.locator('#wpcf7-f120-p45-o1 .wpcf7-response-output')).toHaveText(HOSTILE_MESSAGE);
  const reader = page.locator('#wpcf7-f120-p45-o1 .screen-reader-response');
  await expect(reader.getByRole('status')).toHaveText(HOSTILE_MESSAGE);
  const tips = form.locator('.wpcf7-not-valid-tip');
  const count = await tips.count();
  expect(count).toBeGreaterThan(0);
  await expect(tips).toHaveText(
    Array.from({ length: count }, (_, i) => HOSTILE_TEXT[i % HOSTILE_TEXT.length] as string),
  );
  await expect(reader.locator('li')).toHaveText(
    Array.from({ length: count }, (_, i) => HOSTILE_TEXT[i % HOSTILE_TEXT.length] as string),
  );
  await expectNothingMade(page, trapped);
});

test('a like whose answer is hostile text shows no count from it', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/portfolio-masonry\//);
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: HOSTILE_MESSAGE }),
  );
  await open('/portfolio-masonry/');
  await mounted(page, '.like-icon[data-id="102"]', 'like');
  const icon = page.getByRole('button', { name: 'Like' }).nth(1);
  await icon.click();
  await expect(icon).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.like-icon[data-id="102"] + .p-counter')).toHaveText('10');
  await expectNothingMade(page, trapped);
});

test('the newsletter: a hostile answer is not shown; the theme’s own thanks is', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/newsletter\//);
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: HOSTILE_MESSAGE }),
  );
  await open('/newsletter/');
  const widget = page.locator('#mail-chimp-widget-3');
  await mounted(page, '#mail-chimp-widget-3 .mail-chimp-widget', 'newsletter');
  await widget.getByLabel('Name').fill('Ana');
  await widget.getByLabel('Email').fill('ana@example.com');
  await widget.getByRole('button', { name: 'Subscribe' }).click();
  await expect(widget.getByText('Thank you! Please check your inbox')).toBeVisible();
  await expect(widget).not.toContainText('xss');
  await expectNothingMade(page, trapped);
});

// The percent-encoded one is no scheme but a path on this site, followed as the original script followed it.
for (const address of HOSTILE_URLS.filter((url) => !url.startsWith('%'))) {
  test(`add to cart: an error naming the product at ${JSON.stringify(address).slice(0, 30)} is not followed`, async ({
    page,
    open,
    expectConsole,
  }) => {
    expectConsole(/^\[wp-widgets\] /);
    const trapped = await installXssTrap(page);
    await withoutPolicy(page, /\/shop\//);
    await page.route(wcAjax('add_to_cart'), (route) =>
      route.fulfill({ status: 200, json: { error: true, product_url: address } }),
    );
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await open('/shop/');
    const button = page.locator('ul.products a.ajax_add_to_cart[data-product_id="42"]');
    await mounted(page, 'ul.products a.ajax_add_to_cart[data-product_id="42"]', 'add-to-cart');
    await pressLoopButton(button);
    await expect(button).not.toHaveClass(/(^| )loading( |$)/);
    await expectNothingMade(page, trapped);
    expect(navigations.filter((url) => !url.includes('/shop/'))).toEqual([]);
  });
}
