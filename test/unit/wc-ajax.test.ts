import { afterEach, describe, expect, test, vi } from 'vitest';
import { RequestError } from '../../toolkit/dom/http';
import {
  callCart,
  queueCartRequest,
  readCartAnswer,
  WC_AJAX_TIMEOUT_MS,
  wcAjaxUrl,
} from '../../widgets/families/shop/wc-ajax';

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

describe('wcAjaxUrl substitutes the endpoint into the page URL template (vectors H)', () => {
  test.each([
    ['/?wc-ajax=%%endpoint%%', 'add_to_cart', '/?wc-ajax=add_to_cart'],
    ['/?wc-ajax=%%endpoint%%', 'remove_from_cart', '/?wc-ajax=remove_from_cart'],
    ['/?wc-ajax=%%endpoint%%', 'get_refreshed_fragments', '/?wc-ajax=get_refreshed_fragments'],
    // A site in a subdirectory with a language prefix: the template is kept as the server wrote it.
    ['/shop/pt/?lang=pt&wc-ajax=%%endpoint%%', 'add_to_cart', '/shop/pt/?lang=pt&wc-ajax=add_to_cart'],
  ] as const)('%s with %s', (template, endpoint, expected) => {
    expect(wcAjaxUrl(template, endpoint)).toBe(expected);
  });
});

describe('readCartAnswer reads what WooCommerce answers', () => {
  test.each([
    [
      'fragments and a hash',
      { fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'h' },
      { kind: 'cart', fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cartHash: 'h' },
    ],
    [
      'fragments without a hash (an empty cart)',
      { fragments: {} },
      { kind: 'cart', fragments: {}, cartHash: '' },
    ],
    [
      'an error with the product page',
      { error: true, product_url: '/p/x/' },
      { kind: 'product-error', productUrl: '/p/x/' },
    ],
    [
      'an error for a product with no page',
      { error: true, product_url: false },
      { kind: 'product-error', productUrl: null },
    ],
    ['success false', { success: false }, { kind: 'rejected' }],
    ['null', null, { kind: 'rejected' }],
    ['a string', 'ok', { kind: 'rejected' }],
    ['fragments that are not strings', { fragments: { a: 1 } }, { kind: 'rejected' }],
    ['fragments that are a list', { fragments: ['<div></div>'] }, { kind: 'rejected' }],
  ])('%s', (_case, answer, expected) => {
    expect(readCartAnswer(answer)).toEqual(expected);
  });
});

/** A promise and the functions that settle it, to finish queued tasks in a chosen order. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the cart queue', () => {
  test('tasks start one at a time, in order, each once the previous one has settled, failed ones too', async () => {
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const results = [
      queueCartRequest(() => {
        started.push('first');
        return first.promise;
      }),
      queueCartRequest(() => {
        started.push('second');
        return second.promise;
      }),
      queueCartRequest(async () => {
        started.push('third');
        return 'third';
      }),
    ];
    await Promise.resolve();
    expect(started).toEqual(['first']);
    first.reject(new Error('no network'));
    await expect(results[0]).rejects.toThrow('no network');
    expect(started).toEqual(['first', 'second']);
    second.resolve('second');
    expect(await Promise.all(results.slice(1))).toEqual(['second', 'third']);
    expect(started).toEqual(['first', 'second', 'third']);
  });
});

describe('callCart', () => {
  test('posts the fields form-encoded to the endpoint, marked as an AJAX call, and reads the answer', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('{"fragments":{},"cart_hash":"abc"}'));
    const onSend = vi.fn();
    const answer = await callCart({
      urlTemplate: '/?wc-ajax=%%endpoint%%',
      endpoint: 'add_to_cart',
      fields: { product_id: 42, product_sku: 'W-1', quantity: 1 },
      onSend,
    });
    expect(answer).toEqual({ kind: 'cart', fragments: {}, cartHash: 'abc' });
    expect(onSend).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/?wc-ajax=add_to_cart');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('product_id=42&product_sku=W-1&quantity=1');
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  test('an answer that is not JSON is an invalid-json failure', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('<html>Fatal error</html>'));
    const call = callCart({
      urlTemplate: '/?wc-ajax=%%endpoint%%',
      endpoint: 'remove_from_cart',
      fields: {},
    });
    await expect(call).rejects.toMatchObject({ kind: 'invalid-json' });
  });

  test(`no answer within ${WC_AJAX_TIMEOUT_MS} ms is a timeout, and the queue moves on`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    fetchMock.mockResolvedValueOnce(new Response('{"fragments":{}}'));
    const template = '/?wc-ajax=%%endpoint%%';
    const slow = callCart({ urlTemplate: template, endpoint: 'add_to_cart', fields: { product_id: 1 } });
    const next = callCart({ urlTemplate: template, endpoint: 'add_to_cart', fields: { product_id: 2 } });
    const failure = slow.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WC_AJAX_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('timeout');
    expect((await next).kind).toBe('cart');
    expect(String(fetchMock.mock.calls[1]?.[1]?.body)).toBe('product_id=2');
  });
});
