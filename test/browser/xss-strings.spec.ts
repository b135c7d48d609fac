import type { Page } from '@playwright/test';
import { FORBIDDEN_ELEMENTS, HOSTILE_TEXT } from '../xss-corpus';
import { expect, mounted, test } from './fixtures';
import { holdNext, pressLoopButton } from './shop-helpers';
import { installXssTrap, withoutPolicy } from './xss-trap';

/**
 * The XSS corpus through the strings a site localises: every string of the theme's `ioa_localize` and WooCommerce's
 * "View cart" (`wc_add_to_cart_params.i18n_view_cart`) is hostile text, printed as WordPress prints localised
 * scripts (JSON, with `/` escaped), on pages served without a Content-Security-Policy. The widgets show them as
 * text, letter for letter, and nothing in them runs or becomes an element.
 */

const THEME_STRINGS = [
  'search_placeholder',
  'rad_ajax_loading',
  'no_posts',
  'load_more',
  'adding',
  'added',
  'added_to_cart',
  'thanks',
  'add_to_wishlist',
  'in_wishlist',
  'view_wishlist',
  'empty_wishlist',
  'subscribing',
] as const;

/** Each theme string's hostile value: the corpus's texts in turn. */
const hostile = Object.fromEntries(
  THEME_STRINGS.map((key, index) => [key, HOSTILE_TEXT[index % HOSTILE_TEXT.length] as string]),
) as Record<(typeof THEME_STRINGS)[number], string>;
const VIEW_CART = HOSTILE_TEXT[1] as string;

/** As wp_localize_script prints it: wp_json_encode, which escapes every `/`. */
const printed = (value: unknown) => JSON.stringify(value).replaceAll('/', '\\/');

function withHostileStrings(html: string): string {
  return html
    .replace(/var ioa_localize = \{.*?\};/, `var ioa_localize = ${printed(hostile)};`)
    .replace(/"i18n_view_cart":"[^"]*"/, `"i18n_view_cart":${printed(VIEW_CART)}`);
}

async function expectNothingRan(page: Page, trapped: () => Promise<string[]>): Promise<void> {
  await expect(page.locator(FORBIDDEN_ELEMENTS).filter({ hasText: /xss/ })).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.localName} ${attribute.name}`),
      ),
    ),
  ).toEqual([]);
  expect(await trapped()).toEqual([]);
}

test('load more says its hostile "Load More", "Loading" and "No more posts" as text', async ({
  page,
  open,
}) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/builder-lists\//, withHostileStrings);
  const { held, release } = await holdNext(page, (url) => url.pathname === '/wp-admin/admin-ajax.php');
  await open('/builder-lists/');
  const button = page.locator('#latest a.rad-ajax-load-more');
  await mounted(page, '#latest a.rad-ajax-load-more', 'load-more');
  await button.click();
  await held;
  await expect(button).toContainText(hostile.rad_ajax_loading);
  await release();
  await expectNothingRan(page, trapped);
});

test('the wish list link says its hostile "Added" and "View list" as text', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/canvas-tote\//, withHostileStrings);
  await open('/canvas-tote/');
  await mounted(page, 'a.ioa-wishlist-link', 'wishlist-link');
  const link = page.locator('a.ioa-wishlist-link');
  await link.click();
  await expect(link).toHaveText(hostile.added);
  await expect(page.getByRole('link', { name: hostile.view_wishlist })).toHaveAttribute('href', '/wishlist/');
  await expectNothingRan(page, trapped);
});

test('add to cart from the shop says its hostile "View cart" as text', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/shop\//, withHostileStrings);
  await open('/shop/');
  const button = page.locator('ul.products a.ajax_add_to_cart[data-product_id="42"]');
  await mounted(page, 'ul.products a.ajax_add_to_cart[data-product_id="42"]', 'add-to-cart');
  await pressLoopButton(button);
  await expect(page.locator('ul.products a.added_to_cart')).toHaveText(VIEW_CART);
  await expectNothingRan(page, trapped);
});

test('an empty wish list says its hostile empty message as text', async ({ page, open }) => {
  const trapped = await installXssTrap(page);
  await withoutPolicy(page, /\/wishlist\//, withHostileStrings);
  await open('/wishlist/');
  await mounted(page, '#wishlist', 'wishlist');
  await expect(page.locator('#wishlist .ioa-wishlist-empty')).toHaveText(hostile.empty_wishlist);
  await expectNothingRan(page, trapped);
});
