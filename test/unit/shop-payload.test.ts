import { describe, expect, test } from 'vitest';
import { payloadOf } from '../../widgets/add-to-cart/payload';

function button(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as HTMLElement;
}

describe("the add request's fields are the button's data attributes", () => {
  test('vector H: product id, SKU and quantity, named as WooCommerce names them', () => {
    const link = button(
      '<a class="button add_to_cart_button ajax_add_to_cart" data-product_id="42" data-product_sku="W-1" data-quantity="1">Add</a>',
    );
    expect(payloadOf(link)).toEqual({ product_id: '42', product_sku: 'W-1', quantity: '1' });
    expect(new URLSearchParams(payloadOf(link)).toString()).toBe('product_id=42&product_sku=W-1&quantity=1');
  });

  test('in the order the server wrote them, every one of them, empty ones too', () => {
    const link = button(
      '<a data-quantity="2" data-product_id="7" data-product_sku="" data-success_message="“Tote” has been added">Add</a>',
    );
    expect(Object.entries(payloadOf(link))).toEqual([
      ['quantity', '2'],
      ['product_id', '7'],
      ['product_sku', ''],
      ['success_message', '“Tote” has been added'],
    ]);
  });

  test('hyphenated names are camelCased, as jQuery and dataset name them', () => {
    expect(payloadOf(button('<a data-product_id="7" data-gift-wrap="yes"></a>'))).toEqual({
      product_id: '7',
      giftWrap: 'yes',
    });
  });

  test("the loader's own attributes are not WooCommerce's and are never sent", () => {
    const link = button(
      '<a data-widget="add-to-cart" data-widget-mounted="add-to-cart" data-widget-load="now" data-product_id="7" data-widgets="kept"></a>',
    );
    expect(payloadOf(link)).toEqual({ product_id: '7', widgets: 'kept' });
  });
});
