import { afterEach, describe, expect, test, vi } from 'vitest';
import { fieldOf } from '../../widgets/contact-form-7/field-errors';
import {
  absInt,
  acceptanceMet,
  captchaChallenge,
  characterCount,
  errorId,
  normalizeUrl,
} from '../../widgets/contact-form-7/field-helpers';
import { versionBefore } from '../../widgets/contact-form-7/plugin-version';
import { readForm } from '../../widgets/contact-form-7/read-form';
import { applyRefill } from '../../widgets/contact-form-7/refill';
import {
  CF7_TIMEOUT_MS,
  Cf7Error,
  getRefill,
  parseFeedback,
  postFeedback,
  restApi,
  routeUrl,
} from '../../widgets/contact-form-7/rest-client';
import { EVENT_OF_STATUS, legacyOutputClass, statusClass } from '../../widgets/contact-form-7/status';

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  document.body.replaceChildren();
});

describe('vector C: status to form class and data-status', () => {
  test.each([
    ['init', 'init'],
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['submitting', 'submitting'],
    ['resetting', 'resetting'],
    ['validating', 'validating'],
    // Already a class name: kept as is.
    ['sent', 'sent'],
    ['payment-required', 'payment-required'],
    ['error', 'custom-error'],
    ['foo_bar', 'custom-foo-bar'],
    ['foo__bar', 'custom-foo-bar'],
    // Only the first run is replaced.
    ['a_b_c', 'custom-a-b_c'],
    ['_foo', 'custom-foo'],
    ['Foo Bar', 'custom-Foo-Bar'],
  ])('%s becomes %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });

  test('"x.y z" would hold a space, which no class can: it is rendered as the server does, without throwing', () => {
    const name = statusClass('x.y z');
    expect(name).toBe('custom-x-y-z');
    expect(() => document.createElement('form').classList.add(name)).not.toThrow();
  });

  test.each([
    ['invalid', 'invalid'],
    ['unaccepted', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['sent', 'mailsent'],
    ['failed', 'mailfailed'],
  ])('status %s fires wpcf7%s before wpcf7submit', (status, event) => {
    expect(EVENT_OF_STATUS[status]).toBe(event);
  });

  test.each(['payment-required', 'custom-error', 'init', 'submitting'])(
    'status %s fires no event of its own',
    (status) => {
      expect(EVENT_OF_STATUS[status]).toBeUndefined();
    },
  );

  test('up to 5.1 the response box had a class per status', () => {
    expect(legacyOutputClass('invalid')).toBe('wpcf7-validation-errors');
    expect(legacyOutputClass('sent')).toBe('wpcf7-mail-sent-ok');
    expect(legacyOutputClass('failed')).toBe('wpcf7-mail-sent-ng');
    expect(legacyOutputClass('custom-error')).toBe('wpcf7-custom-error');
    expect(legacyOutputClass('submitting')).toBeNull();
  });
});

describe('vector D: URL fields on change', () => {
  test.each([
    ['example.com', 'http://example.com'],
    ['  example.com  ', 'http://example.com'],
    ['//example.com', 'http://example.com'],
    ['///a.b', 'http://a.b'],
    ['example.com/path?q=1', 'http://example.com/path?q=1'],
    ['1.2.3.4', 'http://1.2.3.4'],
    ['/relative/path.html', 'http://relative/path.html'],
    ['foo@bar.com', 'http://foo@bar.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['tel:+1.555', 'tel:+1.555'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['www.example.com:8080/x', 'www.example.com:8080/x'],
    ['localhost', 'localhost'],
    ['  localhost ', 'localhost'],
    ['', ''],
  ])('%j becomes %j', (typed, expected) => {
    expect(normalizeUrl(typed)).toBe(expected);
  });
});

describe('vector E: error ids, counters, acceptance, REST URLs, captcha', () => {
  test.each([
    ['wpcf7-f123-p45-o1', 'your-email', 'wpcf7-f123-p45-o1-ve-your-email'],
    ['wpcf7-f123-p45-o1', 'menu[]', 'wpcf7-f123-p45-o1-ve-menu'],
    ['wpcf7-f123-p45-o1', 'a.b', 'wpcf7-f123-p45-o1-ve-ab'],
    ['wpcf7-f7-o2', 'quiz <1>', 'wpcf7-f7-o2-ve-quiz1'],
  ])('unit tag %s, field %s: error id %s', (unitTag, field, expected) => {
    expect(errorId(unitTag, field)).toBe(expected);
  });

  test.each([
    {
      value: 'hello',
      spec: { direction: 'down', starting: 400, maximum: 400, minimum: 0 },
      count: 395,
      long: false,
      short: false,
    },
    {
      value: 'x'.repeat(401),
      spec: { direction: 'down', starting: 400, maximum: 400, minimum: 0 },
      count: -1,
      long: true,
      short: false,
    },
    {
      value: 'abc',
      spec: { direction: 'up', starting: 0, maximum: 0, minimum: 10 },
      count: 3,
      long: false,
      short: true,
    },
    // The count is trimmed; too long and too short look at the length as typed (7).
    {
      value: '  abc  ',
      spec: { direction: 'up', starting: 0, maximum: 6, minimum: 0 },
      count: 3,
      long: true,
      short: false,
    },
    {
      value: '  abc  ',
      spec: { direction: 'up', starting: 0, maximum: 0, minimum: 7 },
      count: 3,
      long: false,
      short: false,
    },
    {
      value: '',
      spec: { direction: 'down', starting: 400, maximum: 400, minimum: 20 },
      count: 400,
      long: false,
      short: true,
    },
  ] as const)('counter $spec.direction with "$value": $count', ({ value, spec, count, long, short }) => {
    expect(characterCount(value, spec)).toEqual({ count, tooLong: long, tooShort: short });
  });

  test('counter attributes are read as the plugin reads them (absInt)', () => {
    expect([absInt('400'), absInt('-12'), absInt('7.9'), absInt(''), absInt(null), absInt('abc')]).toEqual([
      400, 12, 7, 0, 0, 0,
    ]);
  });

  test.each([
    { checked: false, inverted: false, met: false },
    { checked: true, inverted: false, met: true },
    { checked: true, inverted: true, met: false },
    { checked: false, inverted: true, met: true },
  ])('acceptance checked=$checked invert=$inverted: met=$met', ({ checked, inverted, met }) => {
    expect(acceptanceMet(checked, inverted)).toBe(met);
  });

  test.each([
    ['', true],
    [' wpcf7-acceptance-as-validation', false],
  ])('acceptance boxes the helper watches (form class "%s")', (formClass, watched) => {
    document.body.innerHTML = `<div class="wpcf7"><form class="wpcf7-form${formClass}">
      <input type="hidden" name="_wpcf7" value="9"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f9-o1">
      <span class="wpcf7-form-control wpcf7-acceptance"><input type="checkbox" name="a"></span>
      <span class="wpcf7-form-control wpcf7-acceptance invert"><input type="checkbox" name="b"></span>
      <span class="wpcf7-form-control wpcf7-acceptance optional"><input type="checkbox" name="c"></span>
      <input type="submit" class="wpcf7-submit"></form></div>`;
    const markup = readForm(document.querySelector('form') as HTMLFormElement);
    if (!watched) {
      expect(markup.acceptances).toBeNull();
      return;
    }
    // The optional one is ignored.
    expect(markup.acceptances?.map(({ checkbox, inverted }) => [checkbox.name, inverted])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  test.each([
    [
      { api: { root: 'https://ex.com/wp-json/', namespace: 'contact-form-7/v1' } },
      'https://ex.com/wp-json/contact-form-7/v1/contact-forms/123/feedback',
    ],
    [
      { api: { root: 'https://ex.com/?rest_route=/', namespace: 'contact-form-7/v1' } },
      'https://ex.com/?rest_route=/contact-form-7/v1/contact-forms/123/feedback',
    ],
    // A namespace printed with slashes, and no namespace at all.
    [
      { api: { root: '/wp-json/', namespace: '/contact-form-7/v1/' } },
      '/wp-json/contact-form-7/v1/contact-forms/123/feedback',
    ],
    [{ api: { root: '/wp-json/' } }, '/wp-json/contact-form-7/v1/contact-forms/123/feedback'],
    // Up to 5.3.2: apiSettings, the route inserted after the namespace.
    [
      { apiSettings: { root: 'https://ex.com/wp-json/contact-form-7/v1', namespace: 'contact-form-7/v1' } },
      'https://ex.com/wp-json/contact-form-7/v1/contact-forms/123/feedback',
    ],
    [
      {
        apiSettings: {
          root: 'https://ex.com/?rest_route=/contact-form-7/v1',
          namespace: 'contact-form-7/v1',
        },
      },
      'https://ex.com/?rest_route=/contact-form-7/v1/contact-forms/123/feedback',
    ],
  ])('the wpcf7 global %j routes feedback to %s', (global, expected) => {
    const api = restApi(global);
    expect(api).not.toBeNull();
    expect(routeUrl(api as NonNullable<typeof api>, 'contact-forms/123/feedback')).toBe(expected);
  });

  test('with plain permalinks a query string in the route joins the root with "&"', () => {
    const api = restApi({ api: { root: 'https://ex.com/?rest_route=/', namespace: 'contact-form-7/v1' } });
    expect(routeUrl(api as NonNullable<typeof api>, 'contact-forms?per_page=2')).toBe(
      'https://ex.com/?rest_route=/contact-form-7/v1/contact-forms&per_page=2',
    );
  });

  test('no wpcf7 global, or one without a root, names no REST API', () => {
    expect(restApi(undefined)).toBeNull();
    expect(restApi({ api: { root: '' } })).toBeNull();
    expect(restApi({ api: { root: 42 } })).toBeNull();
  });

  test('captcha refill {"captcha-1": ".../1234567.png"}: answer cleared, image and challenge updated', () => {
    document.body.innerHTML = `<form>
      <img class="wpcf7-captchac wpcf7-captcha-captcha-1" src="/old/7654321.png" alt="captcha">
      <input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="7654321">
      <input type="text" name="captcha-1" value="ABCD"></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    applyRefill(form, {
      captcha: { 'captcha-1': 'https://ex.com/wp-content/uploads/wpcf7_captcha/1234567.png' },
    });
    expect((form.elements.namedItem('captcha-1') as HTMLInputElement).value).toBe('');
    expect(form.querySelector('img')?.getAttribute('src')).toBe(
      'https://ex.com/wp-content/uploads/wpcf7_captcha/1234567.png',
    );
    expect((form.elements.namedItem('_wpcf7_captcha_challenge_captcha-1') as HTMLInputElement).value).toBe(
      '1234567',
    );
  });

  test('quiz refill: new question as text, answer cleared, hash updated', () => {
    document.body.innerHTML = `<form><span class="wpcf7-form-control-wrap" data-name="quiz-1"><label>
      <span class="wpcf7-quiz-label">Old?</span> <input type="text" name="quiz-1" value="typed"></label>
      <input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="old"></span></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    applyRefill(form, { quiz: { 'quiz-1': ['Is <b>this</b> text?', 'hash'] } });
    expect(form.querySelector('.wpcf7-quiz-label')?.innerHTML).toBe('Is &lt;b&gt;this&lt;/b&gt; text?');
    expect((form.elements.namedItem('quiz-1') as HTMLInputElement).value).toBe('');
    expect((form.elements.namedItem('_wpcf7_quiz_answer_quiz-1') as HTMLInputElement).value).toBe('hash');
  });

  test.each([
    ['/wpcf7_captcha/1234567.png', '1234567'],
    ['/wpcf7_captcha/99.gif', '99'],
    ['/wpcf7_captcha/42.jpeg', '42'],
    ['/wpcf7_captcha/42.jpg', null],
    ['/wpcf7_captcha/abc.png', null],
  ])('captcha challenge of %s: %s', (url, expected) => {
    expect(captchaChallenge(url)).toBe(expected);
  });
});

describe('reading the markup of every plugin version', () => {
  test('a field error names its field by `field` (5.6+) or by the wrap class in `into` (up to 5.5)', () => {
    expect(fieldOf({ field: 'your-email', message: 'x' })).toBe('your-email');
    expect(fieldOf({ into: 'span.wpcf7-form-control-wrap.your-email', message: 'x' })).toBe('your-email');
    expect(fieldOf({ into: '#wpcf7-f1-o1 span.wpcf7-form-control-wrap.menu-2', message: 'x' })).toBe(
      'menu-2',
    );
    expect(fieldOf({ into: 'div.other', message: 'x' })).toBeNull();
  });

  test.each([
    ['5.1.9', '5.2', true],
    ['5.2', '5.2', false],
    ['5.3.2', '5.4', true],
    ['6.0.1', '5.4', false],
    ['5.10', '5.9', false],
  ])('version %s before %s: %s', (version, than, before) => {
    expect(versionBefore(version, than)).toBe(before);
  });

  test('a form without its id or unit tag is not one the plugin printed: the widget leaves it alone', () => {
    document.body.innerHTML = '<div class="wpcf7"><form class="wpcf7-form"></form></div>';
    expect(() => readForm(document.querySelector('form') as HTMLFormElement)).toThrow(
      /_wpcf7 with the form id/,
    );
    document.body.innerHTML =
      '<div class="wpcf7"><form class="wpcf7-form"><input type="hidden" name="_wpcf7" value="3"></form></div>';
    expect(() => readForm(document.querySelector('form') as HTMLFormElement)).toThrow(/_wpcf7_unit_tag/);
  });
});

describe('the REST client: errors as the plugin names them', () => {
  const api = { shape: 'api', root: '/wp-json/', namespace: 'contact-form-7/v1' } as const;

  async function failure(promise: Promise<unknown>): Promise<Cf7Error> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Cf7Error);
    return error as Cf7Error;
  }

  test('feedback is a multipart POST with the Accept header of the plugin', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      Response.json({ status: 'mail_sent', message: 'Thanks.', posted_data_hash: 'abc' }),
    );
    const body = new FormData();
    body.append('your-name', 'Ana');
    const response = await postFeedback(api, 12, body);
    expect(response).toMatchObject({ status: 'mail_sent', message: 'Thanks.', posted_data_hash: 'abc' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/contact-form-7/v1/contact-forms/12/feedback');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    expect(init?.headers).toEqual({ Accept: 'application/json, */*;q=0.1' });
  });

  test('fetch rejects: {code: fetch_error, message: "You are probably offline."}', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(postFeedback(api, 12, new FormData()));
    expect([error.code, error.message, error.serverFault]).toEqual([
      'fetch_error',
      'You are probably offline.',
      false,
    ]);
  });

  test('body "<html>": {code: invalid_json, message: "The response is not a valid JSON response."}', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('<html>'));
    const error = await failure(postFeedback(api, 12, new FormData()));
    expect([error.code, error.message, error.serverFault, error.detail]).toEqual([
      'invalid_json',
      'The response is not a valid JSON response.',
      true,
      '<html>',
    ]);
  });

  test('JSON that is not a feedback answer (no status) is invalid too', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('0'));
    expect((await failure(postFeedback(api, 12, new FormData()))).code).toBe('invalid_json');
    expect(() => parseFeedback({ message: 'no status' })).toThrow(Cf7Error);
  });

  test("a REST error keeps the server's code and message; a bare 500 gets the plugin's mail_sent_ng text", async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { code: 'wpcf7_unit_tag_not_found', message: 'There is no valid unit tag.', data: { status: 400 } },
        { status: 400 },
      ),
    );
    const rest = await failure(postFeedback(api, 12, new FormData()));
    expect([rest.code, rest.message]).toEqual(['wpcf7_unit_tag_not_found', 'There is no valid unit tag.']);
    fetchMock.mockResolvedValueOnce(new Response('<h1>Fatal error</h1>', { status: 500 }));
    const bare = await failure(postFeedback(api, 12, new FormData()));
    expect([bare.code, bare.message, bare.serverFault]).toEqual([
      'server_error',
      'There was an error trying to send your message. Please try again later.',
      true,
    ]);
  });

  test(`no answer within ${CF7_TIMEOUT_MS} ms is a timeout the visitor is told about`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(postFeedback(api, 12, new FormData()));
    await vi.advanceTimersByTimeAsync(CF7_TIMEOUT_MS);
    const error = await pending;
    expect([error.code, error.serverFault]).toEqual(['timeout', false]);
  });

  test('the refill is a GET; its answer keeps only a captcha map and [question, hash] pairs', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(
      Response.json({ captcha: { c: '/1.png', bad: 3 }, quiz: { q: ['Q?', 'h'], broken: ['only'] } }),
    );
    expect(await getRefill(api, 12)).toEqual({ captcha: { c: '/1.png' }, quiz: { q: ['Q?', 'h'] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wp-json/contact-form-7/v1/contact-forms/12/refill');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    // PHP prints an empty refill as [].
    fetchMock.mockResolvedValueOnce(Response.json([]));
    expect(await getRefill(api, 12)).toEqual({});
  });

  test('invalid field items keep both keys, and drop items without a message', () => {
    const parsed = parseFeedback({
      status: 'validation_failed',
      message: 'Check.',
      invalidFields: [{ into: 'span.wpcf7-form-control-wrap.a', message: 'A' }, { into: 'x' }],
    });
    expect(parsed.invalidFields).toEqual([{ into: 'span.wpcf7-form-control-wrap.a', message: 'A' }]);
    expect(parsed.invalid_fields).toBeUndefined();
  });
});
