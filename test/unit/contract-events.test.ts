import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type ContractEvent, dispatchContractEvent } from '../../toolkit/dom/contract-events';
import jQuery, { type TestJQueryEvent } from './helpers/jquery.js';

let target: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<section id="outer"><div id="target"></div></section>';
  target = document.getElementById('target') as HTMLElement;
});

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery;
  jQuery(document).off();
  document.body.replaceChildren();
});

const EVENT: ContractEvent = {
  native: 'wpcf7:submit',
  detail: { status: 'mail_sent' },
  jquery: 'wpcf7submit.wpcf7',
  jqueryProps: { apiResponse: { status: 'mail_sent' } },
  jqueryArgs: ['first', 2],
};

describe('without jQuery on the page', () => {
  test('a bubbling CustomEvent under the native name, with the detail', () => {
    const onTarget = vi.fn();
    const onDocument = vi.fn();
    target.addEventListener('wpcf7:submit', onTarget);
    document.addEventListener('wpcf7:submit', onDocument);
    dispatchContractEvent(target, EVENT);
    document.removeEventListener('wpcf7:submit', onDocument);
    expect(onTarget).toHaveBeenCalledOnce();
    expect(onDocument).toHaveBeenCalledOnce();
    const event = onTarget.mock.calls[0]?.[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.type).toBe('wpcf7:submit');
    expect(event.bubbles).toBe(true);
    expect(event.detail).toEqual({ status: 'mail_sent' });
    expect(event.target).toBe(target);
  });

  test('nothing under the jQuery name', () => {
    const plain = vi.fn();
    target.addEventListener('wpcf7submit', plain);
    dispatchContractEvent(target, EVENT);
    expect(plain).not.toHaveBeenCalled();
  });

  test('a global that is not jQuery is ignored', () => {
    (globalThis as { jQuery?: unknown }).jQuery = { fn: {} };
    expect(() => dispatchContractEvent(target, EVENT)).not.toThrow();
  });

  test('works on non-element targets (document)', () => {
    const listener = vi.fn();
    document.addEventListener('cart:updated', listener);
    dispatchContractEvent(document, { native: 'cart:updated' });
    document.removeEventListener('cart:updated', listener);
    expect(listener).toHaveBeenCalledOnce();
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toBeNull();
  });
});

describe('with jQuery on the page', () => {
  beforeEach(() => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
  });

  test('jQuery handlers get the plugin event once, with its properties, namespace and arguments', () => {
    const handler = vi.fn();
    jQuery(target).on('wpcf7submit.wpcf7', handler);
    dispatchContractEvent(target, EVENT);
    expect(handler).toHaveBeenCalledOnce();
    const [event, ...args] = handler.mock.calls[0] as [TestJQueryEvent, ...unknown[]];
    expect(event.type).toBe('wpcf7submit');
    expect(event.namespace).toBe('wpcf7');
    expect(event.apiResponse).toEqual({ status: 'mail_sent' });
    expect(args).toEqual(['first', 2]);
  });

  test('a jQuery handler on document hears it bubble, once', () => {
    const handler = vi.fn();
    jQuery(document).on('wpcf7submit.wpcf7', handler);
    dispatchContractEvent(target, EVENT);
    expect(handler).toHaveBeenCalledOnce();
    expect((handler.mock.calls[0]?.[0] as TestJQueryEvent | undefined)?.target).toBe(target);
  });

  test('native listeners hear the native name only, never the jQuery one', () => {
    const native = vi.fn();
    const jqueryName = vi.fn();
    target.addEventListener('wpcf7:submit', native);
    target.addEventListener('wpcf7submit', jqueryName);
    dispatchContractEvent(target, EVENT);
    expect(native).toHaveBeenCalledOnce();
    expect(jqueryName).not.toHaveBeenCalled();
  });

  test('a jQuery handler bound to the native name hears the native event, once', () => {
    const handler = vi.fn();
    jQuery(target).on('wpcf7:submit', handler);
    dispatchContractEvent(target, EVENT);
    expect(handler).toHaveBeenCalledOnce();
    const event = handler.mock.calls[0]?.[0] as TestJQueryEvent & { originalEvent: CustomEvent };
    expect(event.originalEvent.detail).toEqual({ status: 'mail_sent' });
  });

  test.each<{ case: string; event: ContractEvent; calls: number; args: unknown[] }>([
    { case: 'no jQuery name: native only', event: { native: 'x:y', detail: 1 }, calls: 0, args: [] },
    {
      case: 'no props or args',
      event: { native: 'x:y', jquery: 'updated_cart_totals' },
      calls: 1,
      args: [],
    },
    {
      case: 'WooCommerce-style args',
      event: { native: 'wc:added', jquery: 'added_to_cart', jqueryArgs: [{ 'div.widget': '<li/>' }, 'hash'] },
      calls: 1,
      args: [{ 'div.widget': '<li/>' }, 'hash'],
    },
  ])('$case', ({ event, calls, args }) => {
    const handler = vi.fn();
    jQuery(document).on('updated_cart_totals added_to_cart x:y', handler);
    const native = vi.fn();
    document.addEventListener(event.native, native);
    dispatchContractEvent(document.body, event);
    document.removeEventListener(event.native, native);
    expect(native).toHaveBeenCalledOnce();
    // The jQuery handler on the native name ('x:y') counts once more when that is the only event.
    const jqueryCalls = handler.mock.calls.filter(([e]) => (e as TestJQueryEvent).type !== 'x:y');
    expect(jqueryCalls).toHaveLength(calls);
    if (calls > 0) expect(jqueryCalls[0]?.slice(1)).toEqual(args);
  });
});
