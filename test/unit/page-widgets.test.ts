// @vitest-environment node
import { expect, test } from 'vitest';
import { pageWidgets } from '../../scripts/build/page-widgets.mjs';
import { readRegistry } from '../../scripts/build/registry-chunks.mjs';

test('the chunk plan counts each fixture page with the widgets its served markup holds, as the loader finds them', async () => {
  const pages = new Map(
    (await pageWidgets(await readRegistry())).map(({ slug, widgets }) => [slug, widgets]),
  );
  // The theme's shop template: WooCommerce's loop, its cart widget, the store notice, the ordering.
  expect(pages.get('shop')).toEqual([
    'add-to-cart',
    'cart-fragments',
    'product-loop',
    'product-ordering',
    'shop-button',
    'store-notice',
  ]);
  // By hook (the theme's classes, a toggle's title inside wpautop's paragraph) and by `data-widget`.
  expect(pages.get('wpautop')).toEqual(['accordion', 'countdown', 'tabs', 'toggle']);
  // A page without widget markup is no page of the plan's.
  expect(pages.has('about')).toBe(false);
}, 30_000);
