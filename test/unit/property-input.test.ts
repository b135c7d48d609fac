import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { idFromHash } from '../../toolkit/dom/hash';
import { RequestError, request } from '../../toolkit/dom/http';
import { sectionOf } from '../../toolkit/dom/section-scroll';
import { Cf7Error, parseFeedback, parseRefill, toCf7Error } from '../../widgets/contact-form-7/rest-client';
import { readCartCookies } from '../../widgets/families/shop/cookies';
import { callCart, readCartAnswer } from '../../widgets/families/shop/wc-ajax';
import { parseWishlist } from '../../widgets/families/shop/wishlist';
import { deepLinkHash, parseDeepLink } from '../../widgets/lightbox/deep-link';
import { hostileAttribute, hostileHash, PROPERTY_RUNS } from './helpers/arbitraries';

/**
 * What visitors, other sites and servers hand the bundle, generated: address fragments, cookies and answers.
 * Each reader returns a value of its type or its documented "nothing"; none throws, none hands markup on.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address fragments', () => {
  test('idFromHash: an id or null, never a throw; an id read back from its own escape is itself', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(hostileHash(), (hash) => {
        const id = idFromHash(hash);
        expect(id === null || typeof id === 'string').toBe(true);
        if (id !== null) expect(idFromHash(`#${encodeURIComponent(id)}`)).toBe(id);
      }),
      { numRuns: PROPERTY_RUNS.text },
    );
  });

  test('the lightbox deep link grammar: a gallery name without markup or quotes and a whole index, or nothing; what it writes reads back', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(hostileHash(), (hash) => {
        const link = parseDeepLink(hash);
        if (link === null) return;
        expect(Number.isInteger(link.index) && link.index >= 0).toBe(true);
        if (link.group !== null) expect(link.group).not.toMatch(/[<>"'`\\[\]/\s]/);
        const written = deepLinkHash(link);
        if (written !== null) expect(parseDeepLink(written)).toEqual(link);
      }),
      { numRuns: PROPERTY_RUNS.text },
    );
  });

  test('a menu link to a section: the section or null, whatever its href', { timeout: 60_000 }, () => {
    document.body.innerHTML = '<section id="rps-1"></section>';
    fc.assert(
      fc.property(hostileHash(), (hash) => {
        const link = document.createElement('a');
        link.href = `${location.pathname}${hash.startsWith('#') ? hash.replace('#', '#rps') : `#rps${hash}`}`;
        const section = sectionOf(link);
        expect(section === null || section.id.startsWith('rps')).toBe(true);
      }),
      { numRuns: PROPERTY_RUNS.text },
    );
    document.body.replaceChildren();
  });
});

describe('cookies', () => {
  test('the wish list cookie: product ids under their own keys, or malformed; never a throw or a prototype key', {
    timeout: 60_000,
  }, () => {
    const cookie = fc.oneof(
      hostileAttribute(),
      fc
        .dictionary(fc.oneof(fc.string(), fc.nat().map(String), fc.constant('__proto__')), fc.jsonValue())
        .map((value) => JSON.stringify(value)),
      fc.dictionary(fc.nat().map(String), fc.nat()).map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(fc.option(cookie, { nil: undefined }), (raw) => {
        const { list, malformed } = parseWishlist(raw);
        expect(typeof malformed).toBe('boolean');
        expect(Object.getPrototypeOf(list)).toBe(Object.prototype);
        for (const [key, id] of Object.entries(list)) {
          expect(Number.isInteger(id)).toBe(true);
          expect(String(id)).toBe(key);
        }
      }),
      { numRuns: PROPERTY_RUNS.text },
    );
  });

  test("WooCommerce's cart cookies: a hash of letters and digits or none, items or none, and what was malformed named", {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.option(hostileAttribute(), { nil: undefined }),
        fc.option(hostileAttribute(), { nil: undefined }),
        (hash, items) => {
          const read = readCartCookies(hash, items);
          expect(read.hash === null || /^[A-Za-z0-9]+$/.test(read.hash)).toBe(true);
          expect(typeof read.hasItems).toBe('boolean');
          for (const [name, value] of read.malformed) {
            expect([hash, items]).toContain(value);
            expect(name).toMatch(/^woocommerce_/);
          }
        },
      ),
      { numRuns: PROPERTY_RUNS.text },
    );
  });
});

/** Any JSON a server might send back, and values JSON cannot hold but a broken server script might. */
const answerValue = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      fragments: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.jsonValue())), fc.jsonValue()),
      cart_hash: fc.jsonValue(),
      error: fc.jsonValue(),
      product_url: fc.jsonValue(),
      status: fc.oneof(fc.constantFrom('mail_sent', 'validation_failed', 'spam'), fc.jsonValue()),
      message: fc.jsonValue(),
      invalid_fields: fc.jsonValue(),
      captcha: fc.jsonValue(),
      quiz: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

describe('server answers', () => {
  test('wc-ajax: a cart whose fragments are all HTML text, a product error with an address or none, or a refusal', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(answerValue, (answer) => {
        const read = readCartAnswer(answer);
        if (read.kind === 'cart') {
          for (const html of Object.values(read.fragments)) expect(typeof html).toBe('string');
          expect(typeof read.cartHash).toBe('string');
        }
        if (read.kind === 'product-error')
          expect(read.productUrl === null || typeof read.productUrl === 'string').toBe(true);
      }),
      { numRuns: PROPERTY_RUNS.answer * 5 },
    );
  });

  test("Contact Form 7's feedback and refill: the plugin's answer read, or the plugin's invalid_json error", {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(answerValue, (answer) => {
        try {
          const feedback = parseFeedback(answer);
          expect(typeof feedback.status).toBe('string');
          expect(typeof feedback.message).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(Cf7Error);
          expect((error as Cf7Error).code).toBe('invalid_json');
        }
        const refill = parseRefill(answer);
        for (const url of Object.values(refill.captcha ?? {})) expect(typeof url).toBe('string');
        for (const pair of Object.values(refill.quiz ?? {}))
          expect(pair.map((part) => typeof part)).toEqual(['string', 'string']);
      }),
      { numRuns: PROPERTY_RUNS.answer * 5 },
    );
  });

  test('any body with any status through request and the cart client: an answer or a RequestError, and the queue goes on', {
    timeout: 60_000,
  }, async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      answerValue.map((value) => JSON.stringify(value)),
      answerValue.map((value) => JSON.stringify(value).slice(0, -3)),
      fc.constantFrom('', '<p>Notice: undefined index</p>{"fragments":{}}', '0', '-1', '\uFEFF{}', 'null'),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(200, 200, 200, 204, 301, 403, 404, 500, 502),
        async (text, status) => {
          vi.stubGlobal('fetch', async () => new Response(status === 204 ? null : text, { status }));
          try {
            const answer = await callCart({
              urlTemplate: '/?wc-ajax=%%endpoint%%',
              endpoint: 'add_to_cart',
              fields: { product_id: 1 },
            });
            expect(['cart', 'product-error', 'rejected']).toContain(answer.kind);
          } catch (error) {
            expect(error).toBeInstanceOf(RequestError);
            const mapped = toCf7Error(error);
            expect(mapped).toBeInstanceOf(Cf7Error);
          }
        },
      ),
      { numRuns: PROPERTY_RUNS.answer },
    );
  });

  test('a 10 MB body is read whole, and a body that never ends is a timeout', {
    timeout: 60_000,
  }, async () => {
    const big = JSON.stringify({
      fragments: { 'div.widget_shopping_cart_content': 'x'.repeat(10 * 1024 * 1024) },
      cart_hash: 'abc',
    });
    vi.stubGlobal('fetch', async () => new Response(big, { status: 200 }));
    const answer = await callCart({
      urlTemplate: '/?wc-ajax=%%endpoint%%',
      endpoint: 'get_refreshed_fragments',
      fields: {},
    });
    expect(answer.kind).toBe('cart');

    vi.useFakeTimers();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"fragments":'));
          init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(stream, { status: 200 });
    });
    const stalled = request('/?wc-ajax=add_to_cart', { method: 'POST', timeout: 5000 });
    const outcome = stalled.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    vi.useRealTimers();
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('timeout');
  });
});
