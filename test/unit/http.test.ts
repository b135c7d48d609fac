import { afterEach, describe, expect, test, vi } from 'vitest';
import { formBody, jsonOf, RequestError, request } from '../../toolkit/dom/http';
import { callListener, listenerUrl } from '../../toolkit/dom/theme-listener';

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  delete (globalThis as { ioa_listener_url?: string }).ioa_listener_url;
});

function stubFetch(): void {
  vi.stubGlobal('fetch', fetchMock);
}

/** A fetch that never answers until its signal aborts, as a hung server. */
function hangingFetch(): void {
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('request: every failure has a kind', () => {
  test('a 2xx answer resolves with the response, same-origin credentials by default', async () => {
    stubFetch();
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    const response = await request('/x', { method: 'POST' });
    expect(await response.text()).toBe('ok');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  });

  test('an HTTP error keeps the status and the body', async () => {
    stubFetch();
    fetchMock.mockResolvedValue(new Response('<p>fatal</p>', { status: 500 }));
    const error = await failureOf(request('/x'));
    expect([error.kind, error.status, error.body]).toEqual(['http', 500, '<p>fatal</p>']);
  });

  test('no network is kind network', async () => {
    stubFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(request('/x'))).kind).toBe('network');
  });

  test('no answer within the timeout is kind timeout, and the request is aborted', async () => {
    vi.useFakeTimers();
    stubFetch();
    hangingFetch();
    const pending = failureOf(request('/x', { timeout: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('5000 ms');
  });

  test('an answer whose body stalls after its headers is a timeout too: the timeout covers the whole answer', async () => {
    vi.useFakeTimers();
    stubFetch();
    fetchMock.mockImplementation(async (_url, init) => {
      // Headers at once, then a first chunk, then nothing: the stream ends only when the request is aborted.
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"status":'));
          init?.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const pending = failureOf(request('/x', { timeout: 5000 }).then((response) => response.text()));
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error.kind).toBe('timeout');
  });

  test('the answer keeps its status, headers and address once its body is read', async () => {
    stubFetch();
    const original = new Response('{"a":1}', {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
    Object.defineProperty(original, 'url', { value: 'https://site.example/x' });
    fetchMock.mockResolvedValue(original);
    const response = await request('/x');
    expect([response.status, response.headers.get('content-type'), response.url]).toEqual([
      201,
      'application/json',
      'https://site.example/x',
    ]);
    expect(await jsonOf(response)).toEqual({ a: 1 });
  });

  test("the caller's signal aborts it as kind aborted", async () => {
    stubFetch();
    hangingFetch();
    const controller = new AbortController();
    const pending = failureOf(request('/x', { signal: controller.signal, timeout: 5000 }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });

  test('jsonOf: JSON parses; anything else is kind invalid-json with the text kept', async () => {
    expect(await jsonOf(new Response('{"a":1}'))).toEqual({ a: 1 });
    const error = await failureOf(jsonOf(new Response('<html>oops</html>')));
    expect([error.kind, error.body]).toEqual(['invalid-json', '<html>oops</html>']);
  });

  test('formBody encodes fields as jQuery.post did', () => {
    expect(formBody({ type: 'search', query: 'a b&c', offset: 4 }).toString()).toBe(
      'type=search&query=a+b%26c&offset=4',
    );
  });
});

describe('the theme listener client', () => {
  test('posts action=ioalistener and the type to ioa_listener_url, form-encoded', async () => {
    stubFetch();
    (globalThis as { ioa_listener_url?: string }).ioa_listener_url = '/blog/wp-admin/admin-ajax.php';
    fetchMock.mockResolvedValue(new Response('<li>result</li>'));
    expect(await callListener({ type: 'search', fields: { query: 'bag' } })).toBe('<li>result</li>');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/blog/wp-admin/admin-ajax.php');
    expect(String(init?.body)).toBe('action=ioalistener&type=search&query=bag');
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  test("a block's own data-url wins; without the global, admin-ajax is the default", async () => {
    expect(listenerUrl()).toBe('/wp-admin/admin-ajax.php');
    stubFetch();
    fetchMock.mockResolvedValue(new Response(''));
    await callListener({ type: 'forum_search', url: '/forums/wp-admin/admin-ajax.php' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/forums/wp-admin/admin-ajax.php');
  });

  test('failures surface as RequestErrors', async () => {
    stubFetch();
    fetchMock.mockResolvedValue(new Response('', { status: 403 }));
    expect((await failureOf(callListener({ type: 'wishlist' }))).status).toBe(403);
  });
});
