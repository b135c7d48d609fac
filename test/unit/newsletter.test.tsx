import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ElementWidget, Teardown } from '../../loader/contract/types';
import { widget } from '../../widgets/newsletter/index';
import { readNewsletter } from '../../widgets/newsletter/read-newsletter';
import { type FakeContext, fakeContext } from './helpers/context';

const SERVER = `<div class="mail-chimp-widget" id="news">
  <form class="mail-chimp-form" method="post" action="/wp-admin/admin-ajax.php">
    <input type="hidden" name="action" value="ioalistener"><input type="hidden" name="type" value="mail-chimp-widget">
    <input type="hidden" name="api" value="KEY"><input type="hidden" name="list" value="LIST">
    <p><label for="n">Name</label><input type="text" name="name" id="n"><span class="mail-chimp-hint">Please enter your name.</span></p>
    <p><label for="e">Email</label><input type="email" name="email" id="e"><span class="mail-chimp-hint">Please enter your email.</span></p>
    <p><button type="submit">Subscribe</button></p>
  </form>
  <div class="mail-chimp-success">Thanks!</div>
</div>`;

const fetchMock = vi.fn<typeof fetch>();
let host: HTMLElement;
let ctx: FakeContext;
let teardown: Teardown | null;

beforeEach(() => {
  document.body.innerHTML = SERVER;
  host = document.getElementById('news') as HTMLElement;
  vi.stubGlobal('fetch', fetchMock);
  // Animations jump to their end, as for a visitor who prefers reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  ctx = fakeContext('newsletter');
  teardown = null;
});

afterEach(() => {
  if (teardown) act(() => teardown?.());
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  delete (globalThis as { ioa_localize?: unknown }).ioa_localize;
  document.body.replaceChildren();
});

function mount(): void {
  act(() => {
    teardown = (widget as ElementWidget).mount(host, ctx);
  });
}

const input = (name: string) => host.querySelector(`[name="${name}"]`) as HTMLInputElement;
const button = () => host.querySelector('button') as HTMLButtonElement;
const hints = () => Array.from(host.querySelectorAll<HTMLElement>('.mail-chimp-hint'));

async function submit(): Promise<void> {
  await act(async () => {
    host.querySelector('form')?.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
  });
}

describe('reading the newsletter markup', () => {
  test('the visible inputs with the hint after each, the hidden settings, the button and the message', () => {
    const markup = readNewsletter(host);
    expect(markup.fields.map(({ input, hint }) => [input.name, hint?.textContent])).toEqual([
      ['name', 'Please enter your name.'],
      ['email', 'Please enter your email.'],
    ]);
    expect(markup.inputs.api.value).toBe('KEY');
    expect(markup.success.textContent).toBe('Thanks!');
  });

  test.each([
    ['api', /hidden input name="api" is empty/],
    ['list', /hidden input name="list" is empty/],
  ])('an empty %s setting stops the widget with a message naming the input', (name, message) => {
    input(name).value = '';
    expect(() => readNewsletter(host)).toThrow(message);
  });

  test('a form without an email input is not the widget', () => {
    input('email').remove();
    expect(() => readNewsletter(host)).toThrow('its form has no input name="email"');
  });
});

describe('the newsletter widget', () => {
  test('empty or blank inputs show their hints, are marked invalid, and nothing is sent', async () => {
    mount();
    input('email').value = '   ';
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hints().map((hint) => hint.style.display)).toEqual(['block', 'block']);
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(input('name').getAttribute('aria-describedby')).toBe(hints()[0]?.id);
    expect(document.activeElement).toBe(input('name'));
    // Typing hides a field's hint.
    input('name').value = 'Ana';
    await act(async () => {
      input('name').dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(hints().map((hint) => hint.style.display)).toEqual(['', 'block']);
    expect(input('name').hasAttribute('aria-invalid')).toBe(false);
  });

  test('while pending the button says "subscribing"; success shows the message and posts the four fields', async () => {
    (globalThis as { ioa_localize?: unknown }).ioa_localize = { subscribing: 'A subscrever…' };
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    mount();
    input('name').value = ' Ana ';
    input('email').value = 'ana@example.com';
    await submit();
    expect(button().textContent).toBe('A subscrever…');
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe(
      'action=ioalistener&type=mail-chimp-widget&name=Ana&email=ana%40example.com&api=KEY&list=LIST',
    );
    await act(async () => answer(new Response('subscribed')));
    const success = host.querySelector<HTMLElement>('.mail-chimp-success');
    await vi.waitFor(() => expect(success?.style.display).toBe('block'));
    expect(host.querySelector('form')?.style.display).toBe('none');
    expect(document.activeElement).toBe(success);
  });

  test('a failure leaves the form and the input as they were, and an alert says so', async () => {
    fetchMock.mockResolvedValue(new Response('Invalid Resource', { status: 400 }));
    mount();
    input('name').value = 'Ana';
    input('email').value = 'ana@example';
    await submit();
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).not.toBe(''));
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'Sorry, the subscription did not go through. Please try again.',
    );
    expect([input('name').value, input('email').value, button().textContent]).toEqual([
      'Ana',
      'ana@example',
      'Subscribe',
    ]);
    expect(host.querySelector('form')?.style.display).toBe('');
  });

  test('unmounting puts the server HTML back', async () => {
    const server = host.outerHTML;
    mount();
    await submit();
    act(() => teardown?.());
    teardown = null;
    expect(host.outerHTML).toBe(server);
  });
});
