import { afterEach, describe, expect, test, vi } from 'vitest';
import { applyFragments, beginUpdating } from '../../widgets/families/shop/fragments';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

const MINI_CART = 'div.widget_shopping_cart_content';

describe('applying cart fragments', () => {
  test("every key replaces every one of its elements with the key's HTML", () => {
    document.body.innerHTML = `
      <div class="widget_shopping_cart_content" id="a">old</div>
      <div class="widget_shopping_cart_content" id="b">old</div>
      <a class="cart-contents">0 items</a>
      <p class="untouched">stays</p>`;
    const bad = vi.fn();
    applyFragments(
      {
        [MINI_CART]: '<div class="widget_shopping_cart_content"><ul><li>Canvas tote</li></ul></div>',
        'a.cart-contents': '<a class="cart-contents">1 item</a>',
      },
      bad,
    );
    const carts = document.querySelectorAll(MINI_CART);
    expect(Array.from(carts, (cart) => cart.textContent)).toEqual(['Canvas tote', 'Canvas tote']);
    // A copy each, not one element moved twice.
    expect(carts[0]).not.toBe(carts[1]);
    expect(document.querySelector('a.cart-contents')?.textContent).toBe('1 item');
    expect(document.querySelector('.untouched')?.textContent).toBe('stays');
    expect(bad).not.toHaveBeenCalled();
  });

  test('scripts and event handler attributes in a fragment are taken out, and never run', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
    const ran = vi.fn();
    (window as { ranFromFragment?: () => void }).ranFromFragment = ran;
    applyFragments(
      {
        [MINI_CART]:
          '<div class="widget_shopping_cart_content"><script>window.ranFromFragment()</script><img src="x" onerror="window.ranFromFragment()"></div>',
      },
      vi.fn(),
    );
    expect(document.querySelector(`${MINI_CART} script, ${MINI_CART} [onerror]`)).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });

  test('a key that is not a CSS selector is reported and skipped; the others still apply', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div>';
    const bad = vi.fn();
    applyFragments(
      { 'div[': '<p></p>', [MINI_CART]: '<div class="widget_shopping_cart_content">new</div>' },
      bad,
    );
    expect(bad).toHaveBeenCalledWith('div[');
    expect(document.querySelector(MINI_CART)?.textContent).toBe('new');
  });

  test('focus inside a replaced fragment lands on the same place in the new one (the next remove link)', () => {
    document.body.innerHTML = `<div class="widget_shopping_cart_content">
      <a href="#r1" id="r1">×</a><a href="#p1">Tote</a><a href="#r2" id="r2">×</a><a href="#p2">Wallet</a></div>`;
    document.getElementById('r1')?.focus();
    applyFragments(
      {
        [MINI_CART]:
          '<div class="widget_shopping_cart_content"><a href="#r2" id="new-r2">×</a><a href="#p2">Wallet</a></div>',
      },
      vi.fn(),
    );
    expect(document.activeElement?.id).toBe('new-r2');
  });

  test('focus in a fragment whose new markup has nothing to focus goes to the fragment itself', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"><a href="#r1" id="r1">×</a></div>';
    document.getElementById('r1')?.focus();
    applyFragments(
      { [MINI_CART]: '<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>' },
      vi.fn(),
    );
    const cart = document.querySelector(MINI_CART);
    expect(document.activeElement).toBe(cart);
    expect(cart?.getAttribute('tabindex')).toBe('-1');
  });
});

describe('while the cart updates', () => {
  test('the fragments are busy and fade to 0.6 over 400 ms; then their own style comes back', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    document.body.innerHTML = '<div class="widget_shopping_cart_content" style="color: red">cart</div>';
    const cart = document.querySelector<HTMLElement>(MINI_CART) as HTMLElement;
    const end = beginUpdating();
    expect(cart.classList.contains('updating')).toBe(true);
    expect(cart.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(200);
    const halfway = Number(cart.style.opacity);
    expect(halfway).toBeGreaterThan(0.6);
    expect(halfway).toBeLessThan(1);
    vi.advanceTimersByTime(250);
    expect(cart.style.opacity).toBe('0.6');
    end();
    expect(cart.getAttribute('style')).toBe('color: red');
    expect(cart.classList.contains('updating')).toBe(false);
    expect(cart.hasAttribute('aria-busy')).toBe(false);
  });

  test('two updates at once: the fragments stay busy until both have ended, new ones included', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">cart</div>';
    const endFirst = beginUpdating();
    const endSecond = beginUpdating();
    applyFragments({ [MINI_CART]: '<div class="widget_shopping_cart_content">new</div>' }, vi.fn());
    const cart = document.querySelector(MINI_CART);
    expect(cart?.classList.contains('updating')).toBe(true);
    endFirst();
    expect(cart?.classList.contains('updating')).toBe(true);
    endSecond();
    expect(cart?.classList.contains('updating')).toBe(false);
  });
});
