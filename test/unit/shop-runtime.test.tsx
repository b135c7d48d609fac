import { afterEach, describe, expect, test, vi } from 'vitest';
import { listenContractEvent } from '../../toolkit/dom/contract-events';
import { createLiveRegion } from '../../toolkit/dom/live-region';
import { navigateTo } from '../../toolkit/dom/navigation';
import { option, readOption } from '../../toolkit/dom/options';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { type ElementAfter, useElementAfter } from '../../toolkit/react/server-dom';
import { useTweenedStyle } from '../../toolkit/react/tweened-style';
import { fakeContext } from './helpers/context';
import jQuery from './helpers/jquery.js';
import { testRoot } from './helpers/render';

/** The runtime pieces the shop added: each generic, each tested on its own. */

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as { jQuery?: unknown }).jQuery;
});

describe('a shared live region', () => {
  test('is in the page while someone holds it, visually hidden, polite, and speaks after its delay', () => {
    vi.useFakeTimers();
    const region = createLiveRegion('cart-live screen-reader-text', 1000);
    const releaseFirst = region.acquire();
    const releaseSecond = region.acquire();
    const element = document.querySelector('.cart-live') as HTMLElement;
    expect(element.getAttribute('role')).toBe('status');
    expect(element.style.position).toBe('absolute');
    expect(element.style.width).toBe('1px');
    region.announce('Added');
    vi.advanceTimersByTime(999);
    expect(element.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(element.textContent).toBe('Added');
    // The same words again are emptied first, so they are heard again.
    region.announce('Added');
    expect(element.textContent).toBe('');
    vi.advanceTimersByTime(1000);
    expect(element.textContent).toBe('Added');
    releaseFirst();
    releaseFirst();
    expect(document.querySelectorAll('.cart-live')).toHaveLength(1);
    releaseSecond();
    expect(document.querySelector('.cart-live')).toBeNull();
  });
});

function ElementAfterProbe({ anchor, spec }: { anchor: Element; spec: ElementAfter | null }) {
  useElementAfter(anchor, spec);
  return null;
}

describe('an element of the widget right after a server element', () => {
  test('is created after it, updated in place, replaced when its role changes, and removed on unmount', () => {
    document.body.innerHTML = '<p><a id="anchor">Add</a><span id="next">next</span></p>';
    const anchor = document.getElementById('anchor') as HTMLElement;
    const root = testRoot();
    const status = (text: string): ElementAfter => ({
      tag: 'span',
      attrs: { role: 'status', class: 'message' },
      text,
    });
    root.render(<ElementAfterProbe anchor={anchor} spec={status('Adding <b>now</b>')} />);
    const first = anchor.nextElementSibling as HTMLElement;
    expect(first.outerHTML).toBe('<span role="status" class="message">Adding &lt;b&gt;now&lt;/b&gt;</span>');
    root.render(<ElementAfterProbe anchor={anchor} spec={status('Thanks')} />);
    expect(anchor.nextElementSibling).toBe(first);
    expect(first.textContent).toBe('Thanks');
    root.render(
      <ElementAfterProbe anchor={anchor} spec={{ tag: 'span', attrs: { role: 'alert' }, text: 'Failed' }} />,
    );
    expect(first.isConnected).toBe(false);
    expect(anchor.nextElementSibling?.outerHTML).toBe('<span role="alert">Failed</span>');
    root.render(<ElementAfterProbe anchor={anchor} spec={null} />);
    expect(anchor.nextElementSibling?.id).toBe('next');
    root.render(<ElementAfterProbe anchor={anchor} spec={status('Again')} />);
    root.unmount();
    expect(document.body.innerHTML).toBe('<p><a id="anchor">Add</a><span id="next">next</span></p>');
  });
});

function TweenProbe({ element, value }: { element: HTMLElement; value: number }) {
  useTweenedStyle(element, value, {
    duration: 400,
    properties: ['opacity'],
    apply: (target, current) => target.style.setProperty('opacity', String(current)),
  });
  return null;
}

describe('a tweened style', () => {
  test('moves from where it is to the new value on the clock, and at rest gives the server its style back', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    document.body.innerHTML = '<div id="box" style="color: red"></div>';
    const box = document.getElementById('box') as HTMLElement;
    const root = testRoot();
    root.render(<TweenProbe element={box} value={1} />);
    expect(box.getAttribute('style')).toBe('color: red');
    root.render(<TweenProbe element={box} value={0.6} />);
    vi.advanceTimersByTime(450);
    expect(box.style.opacity).toBe('0.6');
    root.render(<TweenProbe element={box} value={1} />);
    vi.advanceTimersByTime(450);
    expect(box.getAttribute('style')).toBe('color: red');
    // Away and back before the first frame (a cart call answered at once): the tween on its way stops there.
    root.render(<TweenProbe element={box} value={0.6} />);
    root.render(<TweenProbe element={box} value={1} />);
    vi.advanceTimersByTime(450);
    expect(box.getAttribute('style')).toBe('color: red');
    root.render(<TweenProbe element={box} value={0.6} />);
    vi.advanceTimersByTime(100);
    root.unmount();
    expect(box.getAttribute('style')).toBe('color: red');
  });
});

describe('navigating to an address a server answer named', () => {
  test.each([
    ['javascript:alert(1)', false],
    ['data:text/html,<p>', false],
    ['http://[bad', false],
    ['/roll-top-bag/', true],
    ['https://shop.example/p/x/', true],
  ])('%s: %s', (url, goes) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { href: 'http://127.0.0.1/shop/', assign });
    expect(navigateTo(url)).toBe(goes);
    expect(assign).toHaveBeenCalledTimes(goes ? 1 : 0);
  });
});

describe('listening to a contract event from both worlds', () => {
  test('the jQuery name through jQuery, the native name natively, once each, until the signal aborts', () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const handler = vi.fn();
    const controller = new AbortController();
    listenContractEvent(
      document.body,
      { native: 'woocommerce:fragment_refresh', jquery: 'wc_fragment_refresh updated_wc_div' },
      handler,
      controller.signal,
    );
    jQuery(document.body).trigger('wc_fragment_refresh');
    jQuery(document.body).trigger('updated_wc_div');
    document.body.dispatchEvent(new CustomEvent('woocommerce:fragment_refresh'));
    expect(handler).toHaveBeenCalledTimes(3);
    controller.abort();
    jQuery(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('woocommerce:fragment_refresh'));
    expect(handler).toHaveBeenCalledTimes(3);
  });

  test('without jQuery, the native name still works', () => {
    const handler = vi.fn();
    listenContractEvent(document.body, { native: 'x:y', jquery: 'y' }, handler, new AbortController().signal);
    document.body.dispatchEvent(new CustomEvent('x:y'));
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('server HTML', () => {
  test('is parsed into an inert fragment, its scripts taken out before they could run', () => {
    const ran = vi.fn();
    (window as { ranFromServerHtml?: () => void }).ranFromServerHtml = ran;
    const fragment = parseServerHtml('<li>Tote</li><script>window.ranFromServerHtml()</script>');
    expect(fragment.querySelector('li')?.textContent).toBe('Tote');
    expect(fragment.querySelector('script')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });
});

describe('a string option that must not be empty', () => {
  test('an empty value is reported with its attribute and stops the widget', () => {
    const element = document.createElement('a');
    element.setAttribute('data-cart_item_key', ' ');
    const ctx = fakeContext('remove-from-cart');
    const spec = option.string({ attribute: 'data-cart_item_key', description: 'key', nonEmpty: true });
    expect(() => readOption(element, 'cartItemKey', spec, ctx)).toThrow();
    expect(ctx.error).toHaveBeenCalledWith(
      element,
      'data-cart_item_key=" " is empty; the server HTML is left as it is.',
    );
    element.setAttribute('data-cart_item_key', 'abc');
    expect(readOption(element, 'cartItemKey', spec, ctx)).toBe('abc');
  });
});
