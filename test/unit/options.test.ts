import { describe, expect, test, vi } from 'vitest';
import { createReporter } from '../../loader/contract/report';
import type { Reporter } from '../../loader/contract/types';
import {
  attributeOf,
  type OptionSpec,
  option,
  ReportedError,
  readOption,
  readOptions,
} from '../../toolkit/dom/options';

function fakeReporter() {
  return { warn: vi.fn<Reporter['warn']>(), error: vi.fn<Reporter['error']>() };
}

function element(attributes: Record<string, string> = {}): HTMLElement {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

/** Reads `spec` from an element whose `data-value` is `raw` (absent when null). */
function read<T>(spec: OptionSpec<T>, raw: string | null) {
  const reporter = fakeReporter();
  const host = element(raw === null ? {} : { 'data-value': raw });
  let value: T | undefined;
  let thrown: unknown;
  try {
    value = readOption(host, 'value', spec, reporter);
  } catch (error) {
    thrown = error;
  }
  const messages = [...reporter.warn.mock.calls, ...reporter.error.mock.calls].map(([, message]) => message);
  return { value, thrown, reporter, messages, host };
}

const DESCRIPTION = 'test option';

describe('number', () => {
  const spec = option.number({ description: DESCRIPTION, default: 5, min: 0, max: 100 });
  const integer = option.number({ description: DESCRIPTION, default: 1, integer: true });

  test.each([
    { raw: '42', expected: 42 },
    { raw: ' 3.5 ', expected: 3.5 },
    { raw: '0', expected: 0 },
    { raw: '100', expected: 100 },
    { raw: '1e2', expected: 100 },
  ])('"$raw" → $expected', ({ raw, expected }) => {
    const { value, messages } = read(spec, raw);
    expect(value).toBe(expected);
    expect(messages).toEqual([]);
  });

  test.each([
    { raw: 'abc', reason: 'is not a number' },
    { raw: 'Infinity', reason: 'is not a number' },
    { raw: '12px', reason: 'is not a number' },
    { raw: '-1', reason: 'is below the minimum 0' },
    { raw: '100.5', reason: 'is above the maximum 100' },
  ])('"$raw" $reason: one warning, and the default', ({ raw, reason }) => {
    const { value, reporter } = read(spec, raw);
    expect(value).toBe(5);
    expect(reporter.error).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledOnce();
    expect(reporter.warn.mock.calls[0]?.[1]).toBe(`data-value="${raw}" ${reason}; using the default 5.`);
  });

  test('integer: a fraction is not a whole number', () => {
    expect(read(integer, '2').value).toBe(2);
    const { value, messages } = read(integer, '2.5');
    expect(value).toBe(1);
    expect(messages).toEqual(['data-value="2.5" is not a whole number; using the default 1.']);
  });
});

describe('boolean', () => {
  const spec = option.boolean({ description: DESCRIPTION, default: false });
  const onByDefault = option.boolean({ description: DESCRIPTION, default: true });

  test.each([
    { raw: '', expected: true, case: 'the bare attribute' },
    { raw: 'true', expected: true },
    { raw: 'TRUE', expected: true },
    { raw: ' Yes ', expected: true },
    { raw: '1', expected: true },
    { raw: 'on', expected: true },
    { raw: 'false', expected: false },
    { raw: 'False', expected: false },
    { raw: '0', expected: false },
    { raw: 'no', expected: false },
    { raw: 'OFF', expected: false },
  ])('"$raw" → $expected', ({ raw, expected }) => {
    // Read with the opposite default, so the value must come from the attribute.
    const { value, messages } = read(expected ? spec : onByDefault, raw);
    expect(value).toBe(expected);
    expect(messages).toEqual([]);
  });

  test('a word that is not true or false: one warning, and the default', () => {
    const { value, messages } = read(onByDefault, 'maybe');
    expect(value).toBe(true);
    expect(messages).toEqual(['data-value="maybe" is not true or false; using the default true.']);
  });

  test('empty: false reads an empty value as off, as jQuery .data() did (the sliders), and still reads words', () => {
    const jqueryData = option.boolean({ description: DESCRIPTION, default: true, empty: false });
    for (const [raw, expected] of [
      ['', false],
      ['  ', false],
      ['true', true],
      ['false', false],
    ] as const) {
      const { value, messages } = read(jqueryData, raw);
      expect([raw, value, messages]).toEqual([raw, expected, []]);
    }
  });
});

describe('enum', () => {
  const spec = option.enum(['fade', 'slideUp'] as const, { description: DESCRIPTION, default: 'fade' });

  test.each([
    { raw: 'fade', expected: 'fade' },
    { raw: 'FADE', expected: 'fade' },
    { raw: ' slideup ', expected: 'slideUp' },
    { raw: 'SlideUp', expected: 'slideUp' },
  ])('"$raw" → $expected (case-insensitive, the declared spelling)', ({ raw, expected }) => {
    expect(read(spec, raw).value).toBe(expected);
  });

  test('a value not listed: one warning naming the values, and the default', () => {
    const { value, messages } = read(spec, 'zoom');
    expect(value).toBe('fade');
    expect(messages).toEqual(['data-value="zoom" is not one of fade, slideUp; using the default "fade".']);
  });

  test('the values are part of the spec (for the docs)', () => {
    expect(spec.values).toEqual(['fade', 'slideUp']);
    expect(spec.type).toBe('enum');
  });
});

describe('list', () => {
  test.each([
    { raw: 'a,b,c', separator: undefined, expected: ['a', 'b', 'c'] },
    { raw: ' a , b ,, c ,', separator: undefined, expected: ['a', 'b', 'c'] },
    { raw: 'one item', separator: undefined, expected: ['one item'] },
    { raw: 'a|b, c|', separator: '|', expected: ['a', 'b, c'] },
    { raw: ',,', separator: undefined, expected: [] },
  ])('"$raw" (separator $separator) → $expected', ({ raw, separator, expected }) => {
    const spec = option.list({ description: DESCRIPTION, default: ['x'], separator });
    expect(read(spec, raw).value).toEqual(expected);
  });
});

describe('json', () => {
  const validate = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'number')
      ? null
      : 'is not a list of numbers';
  const spec = option.json<number[]>({ description: DESCRIPTION, default: [], validate });

  test('valid JSON of the right shape', () => {
    const { value, messages } = read(spec, '[1, 2, 3]');
    expect(value).toEqual([1, 2, 3]);
    expect(messages).toEqual([]);
  });

  test.each([
    { raw: '[1, 2', reason: 'is not valid JSON' },
    { raw: "{'a': 1}", reason: 'is not valid JSON' },
    { raw: '["a"]', reason: 'is not a list of numbers' },
    { raw: '{"a":1}', reason: 'is not a list of numbers' },
  ])('$raw $reason', ({ raw, reason }) => {
    const { value, messages } = read(spec, raw);
    expect(value).toEqual([]);
    expect(messages).toEqual([`data-value="${raw}" ${reason}; using the default [].`]);
  });

  test('without validate any JSON is accepted', () => {
    const free = option.json<unknown>({ description: DESCRIPTION, default: null });
    expect(read(free, '{"a":{"b":[true]}}').value).toEqual({ a: { b: [true] } });
  });
});

describe('date', () => {
  const fallback = new Date(2000, 0, 1);
  const spec = option.date({ description: DESCRIPTION, default: fallback });

  test.each([
    { raw: '2020/10/20 12:34:56', expected: new Date(2020, 9, 20, 12, 34, 56) },
    { raw: '22/11/2020', expected: new Date(2020, 10, 22) },
    { raw: '0', expected: new Date(0) },
  ])('"$raw"', ({ raw, expected }) => {
    expect(read(spec, raw).value?.getTime()).toBe(expected.getTime());
  });

  test('not a date: one warning, and the default (shown as a date)', () => {
    const { value, messages } = read(spec, 'next week');
    expect(value).toBe(fallback);
    expect(messages).toEqual([
      `data-value="next week" is not a date (YYYY/MM/DD or DD/MM/YYYY, with an optional HH:MM:SS); using the default ${fallback.toString()}.`,
    ]);
  });

  test("a widget's own parser replaces the default one", () => {
    const own = option.date({
      description: DESCRIPTION,
      parse: (raw) => (raw === 'launch' ? new Date(2030, 0, 1) : fallback),
    });
    expect(read(own, 'launch').value?.getTime()).toBe(new Date(2030, 0, 1).getTime());
  });
});

describe('string', () => {
  test.each([
    { raw: 'hello', expected: 'hello' },
    { raw: '  spaced  ', expected: '  spaced  ' },
    { raw: '', expected: '' },
  ])('"$raw" is kept as written', ({ raw, expected }) => {
    const spec = option.string({ description: DESCRIPTION, default: 'fallback' });
    expect(read(spec, raw).value).toBe(expected);
  });

  test('an empty string satisfies a required string', () => {
    const { value, thrown } = read(option.string({ description: DESCRIPTION }), '');
    expect(thrown).toBeUndefined();
    expect(value).toBe('');
  });
});

describe('defaults and required options', () => {
  test.each([
    { type: 'number', spec: option.number({ description: DESCRIPTION, default: 7 }), expected: 7 },
    { type: 'boolean', spec: option.boolean({ description: DESCRIPTION, default: false }), expected: false },
    { type: 'string', spec: option.string({ description: DESCRIPTION, default: 'x' }), expected: 'x' },
    { type: 'list', spec: option.list({ description: DESCRIPTION, default: ['a'] }), expected: ['a'] },
  ])('$type: a missing attribute is the default, silently', ({ spec, expected }) => {
    const { value, messages } = read<unknown>(spec, null);
    expect(value).toEqual(expected);
    expect(messages).toEqual([]);
  });

  test.each([
    { type: 'number', spec: option.number({ description: DESCRIPTION, default: 7 }), expected: 7 },
    {
      type: 'enum',
      spec: option.enum(['a', 'b'], { description: DESCRIPTION, default: 'b' }),
      expected: 'b',
    },
    {
      type: 'date',
      spec: option.date({ description: DESCRIPTION, default: new Date(0) }),
      expected: new Date(0),
    },
  ])('$type: an empty attribute is the default, silently', ({ spec, expected }) => {
    const { value, messages } = read<unknown>(spec, '   ');
    expect(value).toEqual(expected);
    expect(messages).toEqual([]);
  });

  test.each([
    { raw: null, problem: 'data-value is missing' },
    { raw: '', problem: 'data-value is empty' },
    { raw: '  ', problem: 'data-value is empty' },
  ])('required and $problem: one error, and a ReportedError', ({ raw, problem }) => {
    const { thrown, reporter, host } = read(option.number({ description: DESCRIPTION }), raw);
    expect(thrown).toBeInstanceOf(ReportedError);
    expect((thrown as ReportedError).message).toBe(problem);
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.error).toHaveBeenCalledOnce();
    expect(reporter.error).toHaveBeenCalledWith(host, `${problem}; the server HTML is left as it is.`);
  });

  test('required and bad: one error naming the attribute and value, and a ReportedError', () => {
    const { thrown, reporter } = read(option.number({ description: DESCRIPTION, min: 1 }), '0');
    expect(thrown).toBeInstanceOf(ReportedError);
    expect((thrown as Error).message).toBe('data-value="0" is below the minimum 1');
    expect(reporter.error).toHaveBeenCalledOnce();
    expect(reporter.error.mock.calls[0]?.[1]).toBe(
      'data-value="0" is below the minimum 1; the server HTML is left as it is.',
    );
  });

  test('an error that is not an Error still names the attribute', () => {
    const spec: OptionSpec<number> = {
      type: 'number',
      description: DESCRIPTION,
      default: 3,
      parse() {
        throw 'nope';
      },
    };
    expect(read(spec, 'x').messages).toEqual(['data-value="x" nope; using the default 3.']);
  });
});

describe('attribute names', () => {
  test.each([
    { key: 'date', attribute: undefined, expected: 'data-date' },
    { key: 'slideSpeed', attribute: undefined, expected: 'data-slide-speed' },
    { key: 'showURLBar', attribute: undefined, expected: 'data-show-u-r-l-bar' },
    { key: 'anything', attribute: 'data-legacy_name', expected: 'data-legacy_name' },
  ])('$key → $expected', ({ key, attribute, expected }) => {
    expect(attributeOf(key, option.string({ description: DESCRIPTION, attribute }))).toBe(expected);
  });

  test('readOption reads the derived attribute', () => {
    const host = element({ 'data-slide-speed': '300' });
    const speed = readOption(host, 'slideSpeed', option.number({ description: DESCRIPTION }), fakeReporter());
    expect(speed).toBe(300);
  });
});

describe('readOptions', () => {
  const schema = {
    date: option.date({ description: DESCRIPTION }),
    speed: option.number({ description: DESCRIPTION, default: 300, min: 0 }),
    autoplay: option.boolean({ description: DESCRIPTION, default: false }),
    effect: option.enum(['fade', 'slide'], { description: DESCRIPTION, default: 'fade' }),
    items: option.list({ description: DESCRIPTION, default: [] }),
    title: option.string({ description: DESCRIPTION, default: '' }),
  };

  test('reads every option of a schema', () => {
    const reporter = fakeReporter();
    const host = element({
      'data-date': '2020/10/20',
      'data-speed': '150',
      'data-autoplay': '',
      'data-effect': 'SLIDE',
      'data-items': 'a, b',
      'data-title': 'Sale',
    });
    expect(readOptions(host, schema, reporter)).toEqual({
      date: new Date(2020, 9, 20),
      speed: 150,
      autoplay: true,
      effect: 'slide',
      items: ['a', 'b'],
      title: 'Sale',
    });
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.error).not.toHaveBeenCalled();
  });

  test('only required ones need attributes', () => {
    const options = readOptions(element({ 'data-date': '0' }), schema, fakeReporter());
    expect(options).toEqual({
      date: new Date(0),
      speed: 300,
      autoplay: false,
      effect: 'fade',
      items: [],
      title: '',
    });
  });

  test('one message per bad attribute, each naming attribute and value; defaults used', () => {
    const reporter = fakeReporter();
    const host = element({
      'data-date': '2020/10/20',
      'data-speed': '-5',
      'data-autoplay': 'sometimes',
      'data-effect': 'zoom',
    });
    const options = readOptions(host, schema, reporter);
    expect(options).toMatchObject({ speed: 300, autoplay: false, effect: 'fade' });
    expect(reporter.error).not.toHaveBeenCalled();
    expect(reporter.warn.mock.calls.map(([target, message]) => [target, message])).toEqual([
      [host, 'data-speed="-5" is below the minimum 0; using the default 300.'],
      [host, 'data-autoplay="sometimes" is not true or false; using the default false.'],
      [host, 'data-effect="zoom" is not one of fade, slide; using the default "fade".'],
    ]);
  });

  test('every bad attribute is reported before a missing required one stops the widget', () => {
    const reporter = fakeReporter();
    const host = element({ 'data-speed': 'fast', 'data-effect': 'zoom' });
    expect(() => readOptions(host, schema, reporter)).toThrowError(new ReportedError('data-date is missing'));
    expect(reporter.error).toHaveBeenCalledOnce();
    expect(reporter.warn).toHaveBeenCalledTimes(2);
  });

  test('the first of two bad required options is thrown; both are reported', () => {
    const reporter = fakeReporter();
    const required = {
      from: option.date({ description: DESCRIPTION }),
      to: option.date({ description: DESCRIPTION }),
    };
    const host = element({ 'data-from': 'soon', 'data-to': 'later' });
    let thrown: unknown;
    try {
      readOptions(host, required, reporter);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ReportedError);
    expect((thrown as Error).message).toMatch(/^data-from="soon" is not a date/);
    expect(reporter.error.mock.calls.map(([, message]) => message)).toEqual([
      expect.stringMatching(/^data-from="soon" is not a date .*; the server HTML is left as it is\.$/),
      expect.stringMatching(/^data-to="later" is not a date .*; the server HTML is left as it is\.$/),
    ]);
  });

  test('through the console reporter: one line naming widget, element, attribute and value', () => {
    const console_ = { warn: vi.fn(), error: vi.fn() };
    const host = element({ id: 'sale', class: 'promo', 'data-widget': 'slider', 'data-speed': 'fast' });
    readOptions(host, { speed: schema.speed }, createReporter('slider', console_));
    expect(console_.error).not.toHaveBeenCalled();
    expect(console_.warn).toHaveBeenCalledOnce();
    expect(console_.warn).toHaveBeenCalledWith(
      '[wp-widgets] slider on <div id="sale" class="promo" data-widget="slider">: data-speed="fast" is not a number; using the default 300.',
      host,
    );
  });
});
