import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ElementWidget, Teardown } from '../../loader/contract/types';
import { widget } from '../../widgets/contact-form-7/index';
import { type FakeContext, fakeContext } from './helpers/context';

/** A current (6.0) form with one required field, an email field and a captcha. */
const SERVER = `<div class="wpcf7 no-js" id="wpcf7-f12-p3-o1"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#wpcf7-f12-p3-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
<div style="display: none;"><input type="hidden" name="_wpcf7" value="12"><input type="hidden" name="_wpcf7_version" value="6.0.1"><input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f12-p3-o1"><input type="hidden" name="_wpcf7_container_post" value="3"><input type="hidden" name="_wpcf7_posted_data_hash" value=""></div>
<p><span class="wpcf7-form-control-wrap" data-name="your-name"><input class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" id="name" aria-invalid="false" value="" type="text" name="your-name"></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="your-email"><input class="wpcf7-form-control wpcf7-email" aria-invalid="false" value="" type="email" name="your-email"></span></p>
<p><img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-cap" src="/c/111.png" alt="captcha"><input type="hidden" name="_wpcf7_captcha_challenge_cap" value="111"><span class="wpcf7-form-control-wrap" data-name="cap"><input class="wpcf7-form-control wpcf7-captchar" aria-invalid="false" value="" type="text" name="cap"></span></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" name="send" value="Send"></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form></div>`;

const EVENTS = [
  'beforesubmit',
  'statuschanged',
  'invalid',
  'spam',
  'mailsent',
  'mailfailed',
  'submit',
  'reset',
];

const fetchMock = vi.fn<typeof fetch>();
let form: HTMLFormElement;
let ctx: FakeContext;
let teardown: Teardown | null;
let log: string[];

beforeEach(() => {
  document.body.innerHTML = SERVER;
  form = document.querySelector('form') as HTMLFormElement;
  (globalThis as { wpcf7?: unknown }).wpcf7 = { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } };
  vi.stubGlobal('fetch', fetchMock);
  ctx = fakeContext('contact-form-7', 'wgt1');
  teardown = null;
  log = [];
  for (const name of EVENTS) {
    form.addEventListener(`wpcf7${name}`, (event) => {
      const { detail } = event as CustomEvent<{ status: string }>;
      log.push(`${name}:${form.getAttribute('data-status')}:${detail.status}`);
    });
  }
});

afterEach(() => {
  if (teardown) act(() => teardown?.());
  delete (globalThis as { wpcf7?: unknown }).wpcf7;
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.replaceChildren();
});

function mount(): void {
  act(() => {
    teardown = (widget as ElementWidget).mount(form, ctx);
  });
}

function field(name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** Submits as the submit button would, and lets every answer settle. */
async function submit(): Promise<void> {
  const before = log.length;
  await act(async () => {
    form.dispatchEvent(
      new SubmitEvent('submit', {
        bubbles: true,
        cancelable: true,
        submitter: form.querySelector('.wpcf7-submit'),
      }),
    );
    await vi.waitFor(() => {
      expect(log.slice(before)).toContain('statuschanged:submitting:submitting');
      expect(form.getAttribute('data-status')).not.toMatch(/^(submitting|resetting)$/);
    });
  });
}

describe('the Contact Form 7 widget', () => {
  test('a form printed by 5.8 or older fires no wpcf7statuschanged (5.9+); its other events and classes as before', async () => {
    field('_wpcf7_version').value = '5.7.7';
    fetchMock.mockImplementation(async () =>
      Response.json({
        status: 'mail_failed',
        message: 'There was an error trying to send your message. Please try again later.',
        posted_data_hash: '',
      }),
    );
    mount();
    field('your-name').value = 'Ana';
    await act(async () => {
      form.dispatchEvent(
        new SubmitEvent('submit', {
          bubbles: true,
          cancelable: true,
          submitter: form.querySelector('.wpcf7-submit'),
        }),
      );
      await vi.waitFor(() => expect(log).toContain('submit:failed:mail_failed'));
    });
    expect(log).toEqual([
      'beforesubmit:init:init',
      'mailfailed:failed:mail_failed',
      'submit:failed:mail_failed',
    ]);
    expect(form.className).toBe('wpcf7-form failed');
  });

  test('mail_sent with posted_data_hash "abc": hash written, form reset, GET refill, status sent, wpcf7reset (vector E)', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/feedback')
        ? Response.json({
            status: 'mail_sent',
            message: 'Thank you for your message. It has been sent.',
            posted_data_hash: 'abc',
            captcha: { cap: '/c/222.png' },
          })
        : Response.json({ captcha: { cap: '/c/333.png' } }),
    );
    mount();
    field('your-name').value = 'Ana';
    await submit();

    expect(log).toEqual([
      'beforesubmit:init:init',
      'statuschanged:submitting:submitting',
      'statuschanged:sent:sent',
      'mailsent:sent:mail_sent',
      'submit:sent:mail_sent',
      'statuschanged:resetting:resetting',
      'statuschanged:sent:sent',
      'reset:sent:sent',
    ]);
    expect(field('_wpcf7_posted_data_hash').value).toBe('abc');
    expect(field('your-name').value).toBe('');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /wp-json/contact-form-7/v1/contact-forms/12/feedback',
      'GET /wp-json/contact-form-7/v1/contact-forms/12/refill',
    ]);
    expect(form.className).toBe('wpcf7-form sent');
    expect(form.querySelector('img')?.getAttribute('src')).toBe('/c/333.png');
    expect(field('_wpcf7_captcha_challenge_cap').value).toBe('333');
    expect(form.querySelector('.wpcf7-response-output')?.textContent).toBe(
      'Thank you for your message. It has been sent.',
    );
    expect(document.querySelector('.screen-reader-response [role="status"]')?.textContent).toBe(
      'Thank you for your message. It has been sent.',
    );
  });

  test("each event's detail: the form's ids, the status, the visitor's inputs, the form data and the answer", async () => {
    const answer = { status: 'spam', message: 'No.' };
    fetchMock.mockResolvedValue(Response.json(answer));
    const details: Record<string, Record<string, unknown>> = {};
    for (const name of ['beforesubmit', 'statuschanged', 'spam', 'submit']) {
      form.addEventListener(`wpcf7${name}`, (event) => {
        details[name] ??= { ...(event as CustomEvent<Record<string, unknown>>).detail };
      });
    }
    mount();
    field('your-name').value = 'Ana';
    await submit();
    const ids = {
      contactFormId: 12,
      pluginVersion: '6.0.1',
      contactFormLocale: 'en_US',
      unitTag: 'wpcf7-f12-p3-o1',
      containerPostId: 3,
    };
    const inputs = [
      { name: 'your-name', value: 'Ana' },
      { name: 'your-email', value: '' },
      { name: 'cap', value: '' },
      { name: 'send', value: 'Send' },
    ];
    expect(details.beforesubmit).toEqual({ ...ids, status: 'init', inputs, formData: expect.any(FormData) });
    expect(details.statuschanged).toEqual({ ...ids, status: 'submitting', prevStatus: 'init' });
    expect(details.spam).toEqual({
      ...ids,
      status: 'spam',
      inputs,
      formData: expect.any(FormData),
      apiResponse: expect.objectContaining(answer),
    });
    expect(details.submit).toEqual(details.spam);
    // 6.x events carry no wrapper id (up to 5.3.2 they did).
    expect(details.submit).not.toHaveProperty('id');
  });

  test('the body is the form data with the hidden inputs and the clicked submitter', async () => {
    fetchMock.mockResolvedValue(Response.json({ status: 'spam', message: 'No.' }));
    mount();
    field('your-name').value = 'Ana';
    await submit();
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect([...body.keys()]).toEqual([
      '_wpcf7',
      '_wpcf7_version',
      '_wpcf7_locale',
      '_wpcf7_unit_tag',
      '_wpcf7_container_post',
      '_wpcf7_posted_data_hash',
      'your-name',
      'your-email',
      '_wpcf7_captcha_challenge_cap',
      'cap',
      'send',
    ]);
    expect([body.get('your-name'), body.get('send')]).toEqual(['Ana', 'Send']);
  });

  test('invalid fields: tips, aria-invalid, aria-describedby and the screen-reader list; messages are text', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        status: 'validation_failed',
        message: 'One or more fields have an error. <b>Check</b>.',
        invalid_fields: [
          { field: 'your-name', message: 'Please fill out <i>this</i> field.', idref: null },
          { field: 'your-email', message: 'Please enter an email address.', idref: null },
        ],
      }),
    );
    mount();
    field('your-email').value = 'typed@';
    await submit();

    expect(log.at(-2)).toBe('invalid:invalid:validation_failed');
    const name = field('your-name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('wpcf7-f12-p3-o1-ve-your-name');
    expect(name.classList.contains('wpcf7-not-valid')).toBe(true);
    expect(name.validationMessage).toBe('Please fill out <i>this</i> field.');
    const tip = name.parentElement?.querySelector('.wpcf7-not-valid-tip');
    expect(tip?.textContent).toBe('Please fill out <i>this</i> field.');
    expect(tip?.getAttribute('aria-hidden')).toBe('true');
    expect(tip?.querySelector('i')).toBeNull();
    const items = Array.from(document.querySelectorAll('.screen-reader-response li'));
    expect(items.map((item) => item.id)).toEqual([
      'wpcf7-f12-p3-o1-ve-your-name',
      'wpcf7-f12-p3-o1-ve-your-email',
    ]);
    // A control with an id is linked; one without is named in text.
    expect(items[0]?.querySelector('a')?.getAttribute('href')).toBe('#name');
    expect(items[1]?.querySelector('a')).toBeNull();
    expect(form.querySelector('.wpcf7-response-output')?.innerHTML).toBe(
      'One or more fields have an error. &lt;b&gt;Check&lt;/b&gt;.',
    );
    // What the visitor typed is still there.
    expect(field('your-email').value).toBe('typed@');

    // The next submission clears it all before it is sent.
    fetchMock.mockResolvedValue(Response.json({ status: 'spam', message: 'Spam.' }));
    await submit();
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    expect(name.validationMessage).toBe('');
    expect(form.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect(document.querySelectorAll('.screen-reader-response li')).toHaveLength(0);
  });

  test('a floating tip gives way when its field gets the focus, or when it is clicked (which focuses the field)', async () => {
    form.classList.add('use-floating-validation-tip');
    fetchMock.mockResolvedValue(
      Response.json({
        status: 'validation_failed',
        message: 'Check.',
        invalid_fields: [
          { field: 'your-name', message: 'Required.' },
          { field: 'your-email', message: 'Not an email address.' },
        ],
      }),
    );
    mount();
    await submit();
    const tip = (name: string) =>
      field(name).parentElement?.querySelector<HTMLElement>('.wpcf7-not-valid-tip') as HTMLElement;
    act(() => field('your-email').focus());
    expect([tip('your-email').style.display, tip('your-name').style.display]).toEqual(['none', '']);
    act(() => tip('your-name').click());
    expect(tip('your-name').style.display).toBe('none');
    expect(document.activeElement).toBe(field('your-name'));
  });

  test('no network: fetch_error shown to the visitor; the input stays and the form can be sent again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    mount();
    field('your-name').value = 'Ana';
    await submit();
    expect(form.getAttribute('data-status')).toBe('custom-fetch-error');
    expect(form.querySelector('.wpcf7-response-output')?.textContent).toBe('You are probably offline.');
    expect(log).toEqual([
      'beforesubmit:init:init',
      'statuschanged:submitting:submitting',
      'statuschanged:custom-fetch-error:custom-fetch-error',
    ]);
    expect(field('your-name').value).toBe('Ana');
    expect(ctx.warn).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(Response.json({ status: 'mail_failed', message: 'Not sent.' }));
    fetchMock.mockResolvedValueOnce(Response.json([]));
    await submit();
    expect(form.getAttribute('data-status')).toBe('failed');
    expect(field('your-name').value).toBe('Ana');
  });

  test('a body that is not JSON: invalid_json shown, and one console line for the site owner', async () => {
    fetchMock.mockResolvedValue(new Response('<br /><b>Notice</b>: undefined index'));
    mount();
    await submit();
    expect(form.getAttribute('data-status')).toBe('custom-invalid-json');
    expect(form.querySelector('.wpcf7-response-output')?.textContent).toBe(
      'The response is not a valid JSON response.',
    );
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    expect(ctx.warn.mock.calls[0]?.[1]).toMatch(/form 12 .*invalid_json.*Notice/);
  });

  // The order a fault's events come in, for each fault the browser suite makes with a real network
  // (test/browser/contact-form-7-faults.spec.ts checks what the visitor is told there): no event of its own,
  // no wpcf7submit.
  test.each<[string, () => Promise<Response>, string]>([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'custom-fetch-error'],
    [
      'an answer that is not JSON',
      async () => new Response('<html>Maintenance</html>'),
      'custom-invalid-json',
    ],
    ['a server error', async () => new Response('<h1>Error</h1>', { status: 500 }), 'custom-server-error'],
    [
      'a REST error',
      async () =>
        Response.json(
          { code: 'wpcf7_unit_tag_not_found', message: 'No unit tag.', data: { status: 400 } },
          { status: 400 },
        ),
      'custom-wpcf7-unit_tag_not_found',
    ],
  ])(
    '%s: the events in the plugin order, no event of its own and no wpcf7submit',
    async (_fault, answer, status) => {
      fetchMock.mockImplementationOnce(answer);
      mount();
      await submit();
      expect(form.getAttribute('data-status')).toBe(status);
      expect(log).toEqual([
        'beforesubmit:init:init',
        'statuschanged:submitting:submitting',
        `statuschanged:${status}:${status}`,
      ]);
    },
  );

  test('a second submit while the first is under way sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    mount();
    const submitEvent = () =>
      new SubmitEvent('submit', {
        bubbles: true,
        cancelable: true,
        submitter: form.querySelector('.wpcf7-submit'),
      });
    const first = submitEvent();
    const second = submitEvent();
    await act(async () => {
      form.dispatchEvent(first);
      form.dispatchEvent(second);
    });
    expect([first.defaultPrevented, second.defaultPrevented]).toEqual([true, true]);
    await act(async () => answer(Response.json({ status: 'spam', message: 'No.' })));
    await vi.waitFor(() => expect(form.getAttribute('data-status')).toBe('spam'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('unmounting puts the server HTML back (the typed input stays), and the form posts natively again', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        status: 'validation_failed',
        message: 'Check.',
        invalid_fields: [{ field: 'your-name', message: 'Required.' }],
      }),
    );
    const server = document.body.innerHTML;
    mount();
    expect(form.parentElement?.className).toBe('wpcf7 js');
    expect(form.querySelector('.wpcf7-spinner')).not.toBeNull();
    field('your-email').value = 'ana@example.com';
    await submit();
    act(() => teardown?.());
    teardown = null;
    expect(document.body.innerHTML).toBe(server);
    expect(field('your-email').value).toBe('ana@example.com');
    const native = new SubmitEvent('submit', { cancelable: true });
    form.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(false);
  });

  test('a page rendered after a post without JavaScript: its status and tips stay until the next submission', async () => {
    form.className = 'wpcf7-form invalid';
    form.setAttribute('data-status', 'invalid');
    field('your-name').insertAdjacentHTML(
      'afterend',
      '<span class="wpcf7-not-valid-tip" aria-hidden="true">The field is required.</span>',
    );
    field('your-name').setAttribute('aria-invalid', 'true');
    const server = document.body.innerHTML;
    fetchMock.mockResolvedValue(Response.json({ status: 'spam', message: 'No.' }));
    mount();
    expect(form.querySelector('.wpcf7-not-valid-tip')?.textContent).toBe('The field is required.');
    await submit();
    expect(log[0]).toBe('beforesubmit:invalid:invalid');
    expect(form.className).toBe('wpcf7-form spam');
    expect(form.querySelector('.wpcf7-not-valid-tip')).toBeNull();
    expect(field('your-name').getAttribute('aria-invalid')).toBe('false');
    act(() => teardown?.());
    teardown = null;
    expect(document.body.innerHTML).toBe(server);
  });

  test('wpcf7.blocked (an add-on holds submissions): the response is cleared, "submitting", nothing sent', async () => {
    (globalThis as { wpcf7?: Record<string, unknown> }).wpcf7 = {
      api: { root: '/wp-json/', namespace: 'contact-form-7/v1' },
      blocked: true,
    };
    mount();
    await act(async () => {
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    });
    expect(form.getAttribute('data-status')).toBe('submitting');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('wpcf7.cached (a cached page): the captcha is refilled once the page has loaded, and typed input stays', async () => {
    (globalThis as { wpcf7?: Record<string, unknown> }).wpcf7 = {
      api: { root: '/wp-json/', namespace: 'contact-form-7/v1' },
      cached: '1',
    };
    field('your-name').value = 'Typed before the widget came';
    fetchMock.mockResolvedValue(Response.json({ captcha: { cap: '/c/444.png' } }));
    mount();
    await act(async () => {
      await vi.waitFor(() => expect(log).toContain('reset:init:init'));
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wp-json/contact-form-7/v1/contact-forms/12/refill');
    expect(field('_wpcf7_captcha_challenge_cap').value).toBe('444');
    expect(field('your-name').value).toBe('Typed before the widget came');
  });

  test('a bug in the submission stops the widget through ctx.fail, and nothing else', async () => {
    fetchMock.mockResolvedValue(Response.json({ status: 'mail_sent', message: 'Sent.' }));
    mount();
    const broken = new Error('broken');
    vi.spyOn(form, 'reset').mockImplementation(() => {
      throw broken;
    });
    await act(async () => {
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
      await vi.waitFor(() => expect(ctx.fail).toHaveBeenCalledWith(broken));
    });
  });

  test('without the wpcf7 global the widget does not mount, and the form keeps posting natively', () => {
    delete (globalThis as { wpcf7?: unknown }).wpcf7;
    act(() => {
      expect(() => (widget as ElementWidget).mount(form, ctx)).toThrow(/no wpcf7 global/);
    });
    expect(form.getAttribute('data-status')).toBe('init');
  });
});
