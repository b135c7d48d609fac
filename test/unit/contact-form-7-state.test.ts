import { afterEach, describe, expect, test } from 'vitest';
import { controlErrors, errorOf, type FieldError } from '../../widgets/contact-form-7/field-errors';
import {
  CLEARED,
  type FieldState,
  initialFormState,
  readFields,
  statusClasses,
  withFeedback,
  withStatus,
  withTipHidden,
} from '../../widgets/contact-form-7/form-state';
import { readForm } from '../../widgets/contact-form-7/read-form';
import { legacyOutputClasses } from '../../widgets/contact-form-7/status';

afterEach(() => {
  document.body.replaceChildren();
});

const NO_FIELDS: FieldState = { accepted: undefined, freeTexts: [], counts: [] };

function element(id: string): HTMLElement {
  const span = document.createElement('span');
  span.id = id;
  return span;
}

function fieldError(id: string, parts: Partial<FieldError> = {}): FieldError {
  return { id, message: `${id} is wrong`, wraps: [], control: null, invalid: [], ...parts };
}

describe('the form state: what the controller sets and the view renders', () => {
  test('the first state: the server status, no response yet (the server-rendered one stays)', () => {
    expect(initialFormState('invalid', NO_FIELDS)).toEqual({
      status: 'invalid',
      statusesSeen: ['invalid'],
      feedback: null,
      hiddenTips: [],
      fields: NO_FIELDS,
    });
  });

  test.each([
    {
      case: 'a new status is remembered once',
      from: ['init'],
      to: 'submitting',
      seen: ['init', 'submitting'],
    },
    {
      case: 'a status seen before is not listed twice',
      from: ['init', 'submitting'],
      to: 'init',
      seen: ['init', 'submitting'],
    },
  ])('withStatus: $case', ({ from, to, seen }) => {
    const state = { ...initialFormState(from.at(-1) as string, NO_FIELDS), statusesSeen: from };
    expect(withStatus(state, to)).toMatchObject({ status: to, statusesSeen: seen });
  });

  test('withStatus: the same status is the same state (nothing to render, no one notified)', () => {
    const state = initialFormState('init', NO_FIELDS);
    expect(withStatus(state, 'init')).toBe(state);
  });

  test('the form classes: the status shown on, every other status seen off', () => {
    const state = withStatus(withStatus(initialFormState('init', NO_FIELDS), 'submitting'), 'invalid');
    expect(statusClasses(state)).toEqual({ init: false, submitting: false, invalid: true });
  });

  test('withFeedback: a new response shows every tip again', () => {
    const tipped = withTipHidden(withFeedback(initialFormState('init', NO_FIELDS), CLEARED), 'e1');
    const next = { message: 'Check.', errors: [fieldError('e1')] };
    expect(withFeedback(tipped, next)).toMatchObject({ feedback: next, hiddenTips: [] });
  });

  test('withTipHidden: a dismissed tip is listed once; dismissing it again changes nothing', () => {
    const once = withTipHidden(initialFormState('init', NO_FIELDS), 'e1');
    expect(once.hiddenTips).toEqual(['e1']);
    expect(withTipHidden(once, 'e1')).toBe(once);
    expect(withTipHidden(once, 'e2').hiddenTips).toEqual(['e1', 'e2']);
  });
});

describe('readFields: the field helpers as the visitor left the controls', () => {
  function form(extra: string): ReturnType<typeof readForm> {
    document.body.innerHTML = `<div class="wpcf7"><form class="wpcf7-form">
      <input type="hidden" name="_wpcf7" value="9"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f9-o1">
      ${extra}<input type="submit" class="wpcf7-submit"></form></div>`;
    return readForm(document.querySelector('form') as HTMLFormElement);
  }

  test.each([
    { case: 'no acceptance box: the helper does not apply', boxes: '', accepted: undefined },
    {
      case: 'a box unticked',
      boxes: '<span class="wpcf7-acceptance"><input type="checkbox" name="a"></span>',
      accepted: false,
    },
    {
      case: 'a box ticked',
      boxes: '<span class="wpcf7-acceptance"><input type="checkbox" name="a" checked></span>',
      accepted: true,
    },
    {
      case: 'an inverted box unticked',
      boxes: '<span class="wpcf7-acceptance invert"><input type="checkbox" name="a"></span>',
      accepted: true,
    },
  ])('acceptance: $case', ({ boxes, accepted }) => {
    expect(readFields(form(boxes)).accepted).toBe(accepted);
  });

  test('free texts are enabled by their own box; counters count what was typed', () => {
    const markup = form(`<span class="wpcf7-checkbox">
      <span class="has-free-text"><input type="checkbox" name="c[]" value="x" checked><input class="wpcf7-free-text" name="c_free"></span>
      <span class="has-free-text"><input type="checkbox" name="c[]" value="y"><input class="wpcf7-free-text" name="d_free"></span></span>
      <textarea name="msg">Hello </textarea>
      <span class="wpcf7-character-count down" data-target-name="msg" data-starting-value="10" data-maximum-value="10"></span>`);
    const fields = readFields(markup);
    expect(fields.freeTexts.map(({ input, enabled }) => [input.name, enabled])).toEqual([
      ['c_free', true],
      ['d_free', false],
    ]);
    expect(fields.counts).toEqual([
      { element: markup.counters[0]?.element, count: 5, tooLong: false, tooShort: false },
    ]);
  });
});

describe('controlErrors: each control with the error that describes it', () => {
  const [a, b, c, extra] = ['a', 'b', 'c', 'extra'].map(element) as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];

  test('no errors: every control cleared, in the form order', () => {
    expect(controlErrors([a, b], [])).toEqual([
      { control: a, error: undefined, invalid: false },
      { control: b, error: undefined, invalid: false },
    ]);
  });

  test('the first error naming a control describes it; [aria-invalid] elements are invalid; others follow once', () => {
    const first = fieldError('e1', { control: a, invalid: [a, c] });
    const second = fieldError('e2', { control: a, invalid: [extra] });
    const third = fieldError('e3', { control: extra });
    expect(controlErrors([a, b, c], [first, second, third])).toEqual([
      { control: a, error: first, invalid: true },
      { control: b, error: undefined, invalid: false },
      { control: c, error: undefined, invalid: true },
      { control: extra, error: third, invalid: true },
    ]);
  });

  test('errorOf: the error whose control or wrap an element is', () => {
    const wrap = element('wrap');
    const errors = [fieldError('e1', { control: a }), fieldError('e2', { wraps: [wrap] })];
    expect([a, wrap, b].map((target) => errorOf(errors, target)?.id)).toEqual(['e1', 'e2', undefined]);
  });
});

describe('legacyOutputClasses: the response box up to 5.1', () => {
  test.each([
    {
      case: 'empty: hidden, no status class',
      message: '',
      status: 'invalid',
      seen: ['init', 'invalid'],
      classes: { 'wpcf7-display-none': true, 'wpcf7-validation-errors': false },
    },
    {
      case: 'a message: shown with its status class, the other statuses seen taken off',
      message: 'Sent.',
      status: 'sent',
      seen: ['init', 'submitting', 'invalid', 'sent'],
      classes: { 'wpcf7-display-none': false, 'wpcf7-validation-errors': false, 'wpcf7-mail-sent-ok': true },
    },
    {
      case: 'a custom status',
      message: 'You are probably offline.',
      status: 'custom-fetch-error',
      seen: ['init', 'custom-fetch-error'],
      classes: { 'wpcf7-display-none': false, 'wpcf7-custom-fetch-error': true },
    },
  ])('$case', ({ message, status, seen, classes }) => {
    expect(legacyOutputClasses(message, status, seen)).toEqual(classes);
  });
});
