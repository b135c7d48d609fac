import type { FieldError } from './field-errors';
import { acceptanceMet, type CounterState, characterCount } from './field-helpers';
import type { FormMarkup } from './read-form';

/** What the response areas say: the message, and the field errors. */
export interface Feedback {
  readonly message: string;
  readonly errors: readonly FieldError[];
}

export const CLEARED: Feedback = { message: '', errors: [] };

/** What the field helpers show (plugin-contracts §2.7), read from the controls' values. */
export interface FieldState {
  /** Whether every acceptance box is as it must be; undefined where the acceptance helper does not apply. */
  readonly accepted: boolean | undefined;
  /** Each free-text input, enabled while its box is checked. */
  readonly freeTexts: readonly { readonly input: HTMLInputElement; readonly enabled: boolean }[];
  /** Each character counter's element, and what it shows. */
  readonly counts: readonly (CounterState & { readonly element: HTMLElement })[];
}

/** The field helpers' state, as the visitor has left the controls. */
export function readFields(markup: FormMarkup): FieldState {
  return {
    accepted: markup.acceptances?.every(({ checkbox, inverted }) =>
      acceptanceMet(checkbox.checked, inverted),
    ),
    freeTexts: markup.freeTexts.map(({ choice, input }) => ({ input, enabled: choice.checked })),
    counts: markup.counters.map(({ element, target, spec }) => ({
      element,
      ...characterCount(target.value, spec),
    })),
  };
}

/**
 * What one form shows: its status, its response and its field helpers. The form's controller is the only
 * writer (one store per form); the view renders it.
 */
export interface FormState {
  /** The status class and `data-status`: `init`, `submitting`, `invalid`, `custom-fetch-error` … */
  readonly status: string;
  /** Every status the form has shown: the classes of the others are taken off. */
  readonly statusesSeen: readonly string[];
  /** Null until the first submission or reset: what the server rendered stays until then. */
  readonly feedback: Feedback | null;
  /** The ids of the field errors whose floating tip the visitor dismissed. */
  readonly hiddenTips: readonly string[];
  readonly fields: FieldState;
}

export function initialFormState(status: string, fields: FieldState): FormState {
  return { status, statusesSeen: [status], feedback: null, hiddenTips: [], fields };
}

export function withStatus(state: FormState, status: string): FormState {
  if (status === state.status) return state;
  const statusesSeen = state.statusesSeen.includes(status)
    ? state.statusesSeen
    : [...state.statusesSeen, status];
  return { ...state, status, statusesSeen };
}

/** A new response; every tip shows again. */
export function withFeedback(state: FormState, feedback: Feedback): FormState {
  return { ...state, feedback, hiddenTips: [] };
}

export function withTipHidden(state: FormState, errorId: string): FormState {
  return state.hiddenTips.includes(errorId)
    ? state
    : { ...state, hiddenTips: [...state.hiddenTips, errorId] };
}

/** The form's classes: the status shown on, every other status seen off (the server's own classes stay). */
export function statusClasses({ status, statusesSeen }: FormState): Record<string, boolean> {
  return Object.fromEntries(statusesSeen.map((seen) => [seen, seen === status]));
}
