import { errorId } from './field-helpers';
import { wrapsOf } from './read-form';
import type { FeedbackResponse, InvalidField } from './rest-client';

/** One field error of a response, found in the form: where its tip goes and which control it describes. */
export interface FieldError {
  readonly id: string;
  readonly message: string;
  readonly wraps: readonly HTMLElement[];
  /** The first control in the first wrap: it gets the class, `aria-describedby` and the custom validity. */
  readonly control: HTMLElement | null;
  /** Every `[aria-invalid]` element in the wraps. */
  readonly invalid: readonly HTMLElement[];
}

/** The field an item names: `field` (5.6+), or the wrap class at the end of its `into` selector (up to 5.5). */
export function fieldOf(item: InvalidField): string | null {
  if (typeof item.field === 'string' && item.field !== '') return item.field;
  const match = /wpcf7-form-control-wrap\.([\w-]+)\s*$/.exec(item.into ?? '');
  return match?.[1] ?? null;
}

/** The response's field errors, under either key; one naming no wrap of this form is still read out. */
export function locateErrors(
  form: HTMLFormElement,
  unitTag: string,
  response: FeedbackResponse,
): FieldError[] {
  const items = response.invalid_fields?.length ? response.invalid_fields : (response.invalidFields ?? []);
  return items.flatMap((item) => {
    const field = fieldOf(item);
    const wraps = field ? wrapsOf(form, field) : [];
    if (!field) return [];
    const control = wraps[0]?.querySelector<HTMLElement>('.wpcf7-form-control') ?? null;
    return [
      {
        id: errorId(unitTag, field),
        message: item.message,
        wraps,
        control,
        invalid: wraps.flatMap((wrap) => Array.from(wrap.querySelectorAll<HTMLElement>('[aria-invalid]'))),
      },
    ];
  });
}

/** A control's error state: the error it is described by (the first naming it), and whether it is invalid. */
export interface ControlError {
  readonly control: HTMLElement;
  readonly error: FieldError | undefined;
  readonly invalid: boolean;
}

/**
 * The error state of every control: the form's own, in order, then any other element the errors name (a
 * control added after the widget mounted), each once.
 */
export function controlErrors(
  controls: readonly HTMLElement[],
  errors: readonly FieldError[],
): ControlError[] {
  const describes = new Map<HTMLElement, FieldError>();
  const invalid = new Set<HTMLElement>();
  for (const error of errors) {
    if (error.control && !describes.has(error.control)) describes.set(error.control, error);
    for (const element of error.invalid) invalid.add(element);
  }
  const others = [...describes.keys(), ...invalid].filter((element) => !controls.includes(element));
  return [...controls, ...new Set(others)].map((control) => ({
    control,
    error: describes.get(control),
    invalid: invalid.has(control),
  }));
}

/** The error an element belongs to: the one whose control or wrap it is. */
export function errorOf(errors: readonly FieldError[], element: Element): FieldError | undefined {
  return errors.find((error) => error.control === element || error.wraps.includes(element as HTMLElement));
}
