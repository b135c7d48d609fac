import { BOTH_FLAVOURS, expect, mounted, PLAIN_DOM, test } from './fixtures';
import { addThroughServer } from './shop-helpers';
import { expectRestoredOnUnmount } from './widget-helpers';

/** What woocommerce.js did on every shop page: the store notice, the ordering dropdown, the quantity minimum. */

const NOTICE = 'p.woocommerce-store-notice';
const NOTICE_COOKIE = 'store_notice199e02a6b5e92f9b21d05e030a8ea579';

test(
  'the store notice shows; Dismiss hides it for the session (cookie store_notice<id>=hidden, path /)',
  BOTH_FLAVOURS,
  async ({ page, open, context }) => {
    await open('/shop/');
    await mounted(page, NOTICE, 'store-notice');
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Free shipping on every order over €50 this week.');
    const url = page.url();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    // Not followed: the link is "#".
    expect(page.url()).toBe(url);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === NOTICE_COOKIE);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/', expires: -1 });

    await page.reload();
    await mounted(page, NOTICE, 'store-notice');
    await expect(page.locator(NOTICE)).toBeHidden();
  },
);

test('keyboard: Space on Dismiss hides the notice and focus moves to the nearest control (none follows it)', async ({
  page,
  open,
}) => {
  await open('/shop/');
  await mounted(page, NOTICE, 'store-notice');
  const dismiss = page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`);
  await dismiss.focus();
  await page.keyboard.press(' ');
  await expect(page.locator(NOTICE)).toBeHidden();
  // The last control before it: the last product's button.
  await expect(page.locator('li.post-47 .add_to_cart_button')).toBeFocused();
});

test('a notice dismissed with another text shows again; unmounting puts its server HTML back', async ({
  page,
  open,
  context,
}) => {
  await context.addCookies([{ name: 'store_noticeold', value: 'hidden', url: 'http://127.0.0.1/' }]);
  await open('/shop/');
  await mounted(page, NOTICE, 'store-notice');
  await expect(page.locator(NOTICE)).toBeVisible();
  await expectRestoredOnUnmount(page, NOTICE);
});

test(
  'choosing an order submits the ordering form, keeping the other query arguments',
  PLAIN_DOM,
  async ({ page, open }) => {
    await open('/shop/');
    await mounted(page, '.woocommerce-ordering select.orderby', 'product-ordering');
    await page.getByRole('combobox', { name: 'Shop order' }).selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price');
    const query = new URL(page.url()).searchParams;
    expect([...query]).toEqual([
      ['orderby', 'price'],
      ['paged', '1'],
      ['filter_material', 'waxed-canvas'],
    ]);
  },
);

test("a product's quantity below its minimum is raised to it; the cart table's are left alone", async ({
  page,
  open,
}) => {
  await open('/canvas-tote/');
  await mounted(page, 'form.cart input.qty', 'quantity');
  await expect(page.getByRole('spinbutton', { name: 'Product quantity' })).toHaveValue('1');

  await addThroughServer(page, 42, 2);
  await open('/cart/');
  const cartQuantity = page.locator('.product-quantity input.qty');
  await expect(cartQuantity).toHaveValue('2');
  await mounted(page, '.cross-sells li.post-45 .add_to_cart_button', 'add-to-cart');
  await expect(cartQuantity).not.toHaveAttribute('data-widget-mounted');
});

test(
  'Add Review is a button that slides the review form open and closed (the theme custom.js toggle)',
  BOTH_FLAVOURS,
  async ({ page, open }) => {
    await open('/canvas-tote/');
    const link = page.locator('a.show_review_form');
    await mounted(page, 'a.show_review_form', 'review-form');
    const add = page.getByRole('button', { name: 'Add Review' });
    const form = page.locator('#review_form');
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await expect(add).toHaveAttribute('aria-controls', 'review_form');
    await expect(form).toBeHidden();
    const url = page.url();

    await add.click();
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    await expect(form).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your Review' })).toBeVisible();
    expect(page.url()).toBe(url);
    // Fully open, at its own height, with nothing left of the slide.
    await expect.poll(() => form.evaluate((element) => element.style.cssText)).toBe('');

    // The keyboard: Enter and Space, focus stays on the button.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await expect(form).toBeHidden();
    await page.keyboard.press(' ');
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    await expect(form).toBeVisible();
    await expect(add).toBeFocused();
    expect(page.url()).toBe(url);
    // Tab goes on into the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  },
);

test('an address pointing into the review form opens it at once; unmounted, the form and link are as printed', async ({
  page,
  open,
}) => {
  await open('/canvas-tote/#respond');
  await mounted(page, 'a.show_review_form', 'review-form');
  await expect(page.getByRole('button', { name: 'Add Review' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#review_form')).toBeVisible();
  await page.locator('a.show_review_form').click();
  await expect(page.locator('#review_form')).toBeHidden();
  await expectRestoredOnUnmount(page, 'a.show_review_form');
  // The form is back as printed (shown, with no style of the widget's).
  await expect(page.locator('#review_form')).toBeVisible();
  expect(await page.locator('#review_form').getAttribute('style')).toBeNull();
});

test('with reduced motion the review form opens at once', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open('/canvas-tote/');
  await mounted(page, 'a.show_review_form', 'review-form');
  await page.getByRole('button', { name: 'Add Review' }).click();
  expect(await page.locator('#review_form').evaluate((element) => element.style.cssText)).toBe('');
  await expect(page.locator('#review_form')).toBeVisible();
});
