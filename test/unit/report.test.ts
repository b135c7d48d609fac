import { describe, expect, test, vi } from 'vitest';
import { causeText, createReporter, describeElement, globalReporter } from '../../loader/contract/report';
import { ReportedError } from '../../loader/contract/reported-error';

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

describe('describeElement', () => {
  test.each([
    { html: '<div></div>', expected: '<div>' },
    { html: '<p id="sale"></p>', expected: '<p id="sale">' },
    { html: '<div class="promo big"></div>', expected: '<div class="promo big">' },
    { html: '<div class="a b c d e"></div>', expected: '<div class="a b c …">' },
    { html: '<div class="a b c"></div>', expected: '<div class="a b c">' },
    {
      html: '<div data-date="x" id="sale" class="promo" data-widget="countdown"></div>',
      expected: '<div id="sale" class="promo" data-widget="countdown">',
    },
    { html: '<span data-widget=""></span>', expected: '<span data-widget="">' },
  ])('$html → $expected', ({ html, expected }) => {
    expect(describeElement(element(html))).toBe(expected);
  });
});

describe('causeText', () => {
  test.each([
    { cause: new Error('Network down.'), expected: 'Network down' },
    { cause: new TypeError('x is undefined'), expected: 'x is undefined' },
    { cause: 'a string', expected: 'a string' },
    { cause: 404, expected: '404' },
  ])('$cause → $expected', ({ cause, expected }) => {
    expect(causeText(cause)).toBe(expected);
  });
});

describe('createReporter', () => {
  test('warn: one line naming widget and element, then the element', () => {
    const console_ = { warn: vi.fn(), error: vi.fn() };
    const host = element('<div id="t" data-widget="tabs"></div>');
    createReporter('tabs', console_).warn(host, 'no panel for tab 2.');
    expect(console_.warn).toHaveBeenCalledExactlyOnceWith(
      '[wp-widgets] tabs on <div id="t" data-widget="tabs">: no panel for tab 2.',
      host,
    );
    expect(console_.error).not.toHaveBeenCalled();
  });

  test.each([
    { case: 'an Error cause follows the element', cause: new Error('boom'), extra: true },
    { case: 'no cause', cause: undefined, extra: false },
    { case: 'a cause that is not an Error is left out', cause: 'text', extra: false },
  ])('error: $case', ({ cause, extra }) => {
    const console_ = { warn: vi.fn(), error: vi.fn() };
    const host = element('<div></div>');
    createReporter('x', console_).error(host, 'stopped.', cause);
    expect(console_.error).toHaveBeenCalledExactlyOnceWith(
      '[wp-widgets] x on <div>: stopped.',
      host,
      ...(extra ? [cause] : []),
    );
  });

  test('globalReporter warns and errs with the prefix, the cause following an error', () => {
    const console_ = { warn: vi.fn(), error: vi.fn() };
    const cause = new Error('404');
    globalReporter(console_).warn('two copies.');
    globalReporter(console_).error('no code.', cause);
    expect(console_.warn).toHaveBeenCalledExactlyOnceWith('[wp-widgets] two copies.');
    expect(console_.error).toHaveBeenCalledExactlyOnceWith('[wp-widgets] no code.', cause);
  });
});

describe('ReportedError', () => {
  test('is an Error with its message', () => {
    const error = new ReportedError('data-date is missing');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ReportedError);
    expect(error.message).toBe('data-date is missing');
  });

  test("is recognised across copies of the class (the core's and a widget chunk's)", () => {
    const fromOtherCopy = Object.assign(new Error('data-end is missing'), {
      [Symbol.for('wp-widgets:reported-error')]: true,
    });
    expect(fromOtherCopy).toBeInstanceOf(ReportedError);
  });

  test('other errors and values are not', () => {
    for (const value of [new Error('kaput'), { reported: true }, 'reported', null, undefined, 42]) {
      expect(value instanceof ReportedError).toBe(false);
    }
  });
});
