import { describe, expect, test } from 'vitest';
import { productInCart } from '../../widgets/families/shop/cart';
import { timeoutCheckedMessage } from '../../widgets/families/shop/strings';

const MINI_CART = 'div.widget_shopping_cart_content';

/** A line of WooCommerce's mini cart (templates/cart/mini-cart.php). */
const line = (
  id: number,
  name: string,
  quantity: string,
) => `<li class="woocommerce-mini-cart-item mini_cart_item">
<a href="/cart/?remove_item=k${id}" class="remove remove_from_cart_button" data-product_id="${id}" data-cart_item_key="k${id}">&times;</a>
<a href="/p/${id}/"><img src="/i.png" alt="">${name}</a>
<span class="quantity">${quantity} &times; <span class="amount">£10.00</span></span>
</li>`;

const cart = (...lines: string[]) => ({
  [MINI_CART]: `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">${lines.join('')}</ul></div>`,
});

describe('what the cart holds of a product, after an add with no answer', () => {
  test('its lines are found by data-product_id, their quantities summed (a product in two variations)', () => {
    const fragments = cart(
      line(42, 'Canvas tote', '1'),
      line(43, 'Waxed backpack', '2'),
      line(43, 'Waxed backpack', '1'),
    );
    expect(productInCart(fragments, '43')).toEqual({ kind: 'in-cart', quantity: 3, name: 'Waxed backpack' });
    expect(productInCart(fragments, '42')).toEqual({ kind: 'in-cart', quantity: 1, name: 'Canvas tote' });
  });

  test('a product with no line, and an empty cart, are not in it', () => {
    expect(productInCart(cart(line(42, 'Canvas tote', '1')), '44')).toEqual({ kind: 'not-in-cart' });
    expect(
      productInCart(
        { [MINI_CART]: '<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>' },
        '42',
      ),
    ).toEqual({ kind: 'not-in-cart' });
  });

  test('an answer without the mini cart, or a quantity that is no number, says nothing for sure', () => {
    expect(productInCart({ 'a.cart-contents': '<a class="cart-contents">1 item</a>' }, '42')).toEqual({
      kind: 'unknown',
    });
    expect(productInCart(cart(line(42, 'Canvas tote', 'some')), '42')).toEqual({ kind: 'unknown' });
  });

  test("the product's name is read as text, never as markup", () => {
    const check = productInCart(cart(line(42, '&lt;img src=x onerror=alert(1)&gt;', '1')), '42');
    expect(timeoutCheckedMessage(check)).toBe(
      'The shop was slow to answer, but this is in your cart: <img src=x onerror=alert(1)> × 1.',
    );
  });

  test('each outcome has its message', () => {
    expect(timeoutCheckedMessage({ kind: 'in-cart', quantity: 2, name: '' })).toBe(
      'The shop was slow to answer, but this is in your cart: quantity 2.',
    );
    expect(timeoutCheckedMessage({ kind: 'not-in-cart' })).toBe(
      'The shop did not answer in time, and this is not in your cart. Please try again.',
    );
    expect(timeoutCheckedMessage({ kind: 'unknown' })).toBe(
      'The shop did not answer in time, so this may not be in your cart. Please check your cart or try again.',
    );
  });
});
