import { absInt, type CounterSpec } from './field-helpers';
import { versionBefore } from './plugin-version';

/**
 * Contact Form 7's markup (plugin-contracts §2.9 and the version map §2.1): `div.wpcf7` › screen-reader response
 * + `form.wpcf7-form` with the hidden inputs, the field wraps (`data-name` from 5.6, a class named after the field
 * before), the response output and the helpers' markup. Read once, when the widget mounts.
 */
export interface FormMarkup {
  readonly form: HTMLFormElement;
  readonly wrapper: HTMLElement;
  readonly id: number;
  readonly pluginVersion: string;
  readonly locale: string;
  readonly unitTag: string;
  readonly containerPost: number;
  /** The status the server rendered (`init`, or the result of a submission posted without JavaScript). */
  readonly initialStatus: string;
  /** Where the message is read out: `p[role=status]`, or (5.1) the bare `div.screen-reader-response`. */
  readonly screenReader: ScreenReaderResponse | null;
  readonly outputs: readonly HTMLElement[];
  readonly hashInput: HTMLInputElement | null;
  readonly submitButtons: readonly HTMLElement[];
  /** Null when the acceptance helper does not apply (no acceptance box, or `wpcf7-acceptance-as-validation`). */
  readonly acceptances: readonly Acceptance[] | null;
  readonly freeTexts: readonly FreeText[];
  readonly counters: readonly Counter[];
  /**
   * The spinner the script adds after these elements: `span.wpcf7-spinner` (5.5+) or `span.ajax-loader`, except
   * where one is already there (a page saved after the script ran).
   */
  readonly spinner: { readonly className: string; readonly after: readonly HTMLElement[] };
  /** Every control and `[aria-invalid]` element, whose error state a response sets and clears. */
  readonly controls: readonly HTMLElement[];
  /** Tips the server rendered after a submission posted without JavaScript. */
  readonly serverTips: readonly HTMLElement[];
  /**
   * Before 5.2 the response box had a class per status and the events had jQuery twins; before 5.4 events
   * carried the wrapper's id; before 5.9 no `wpcf7statuschanged` fired.
   */
  readonly legacy: {
    readonly outputClasses: boolean;
    readonly jqueryEvents: boolean;
    readonly eventId: boolean;
    readonly noStatusChanged: boolean;
  };
}

export type ScreenReaderResponse =
  | { readonly kind: 'split'; readonly status: HTMLElement; readonly list: HTMLElement | null }
  | { readonly kind: 'bare'; readonly region: HTMLElement };

export interface Acceptance {
  readonly checkbox: HTMLInputElement;
  readonly inverted: boolean;
}

export interface FreeText {
  readonly choice: HTMLInputElement;
  readonly input: HTMLInputElement;
}

export interface Counter {
  readonly element: HTMLElement;
  readonly target: HTMLInputElement | HTMLTextAreaElement;
  readonly spec: CounterSpec;
}

function hiddenValue(form: HTMLFormElement, name: string): string | null {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    if (input.name === name) return input.value;
  }
  return null;
}

/** Form controls by name, compared as strings (names come from the server, never built into a selector). */
export function namedControls<E extends HTMLElement>(root: ParentNode, selector: string, name: string): E[] {
  return Array.from(root.querySelectorAll<E>(selector)).filter(
    (element) => element.getAttribute('name') === name,
  );
}

/** The wraps of a field: `[data-name=<name>]` (5.6+), or the class named after it (up to 5.5). */
export function wrapsOf(form: HTMLFormElement, name: string): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')).filter(
    (wrap) =>
      wrap.dataset.name === name || (!wrap.hasAttribute('data-name') && wrap.classList.contains(name)),
  );
}

function readScreenReader(wrapper: HTMLElement): ScreenReaderResponse | null {
  const region = wrapper.querySelector<HTMLElement>('.screen-reader-response');
  if (!region) return null;
  const status = region.querySelector<HTMLElement>('[role="status"]');
  if (!status) return { kind: 'bare', region };
  return { kind: 'split', status, list: region.querySelector<HTMLElement>('ul') };
}

function readAcceptances(form: HTMLFormElement): Acceptance[] | null {
  const groups = Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-acceptance'));
  if (groups.length === 0 || form.classList.contains('wpcf7-acceptance-as-validation')) return null;
  return groups
    .filter((group) => !group.classList.contains('optional'))
    .flatMap((group) => {
      const checkbox = group.querySelector<HTMLInputElement>('input[type="checkbox"]');
      return checkbox ? [{ checkbox, inverted: group.classList.contains('invert') }] : [];
    });
}

function readFreeTexts(form: HTMLFormElement): FreeText[] {
  return Array.from(form.querySelectorAll<HTMLElement>('.has-free-text')).flatMap((item) => {
    const input = item.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    const choice = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    return input && choice ? [{ input, choice }] : [];
  });
}

function readCounters(form: HTMLFormElement): Counter[] {
  return Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-character-count')).flatMap((element) => {
    const name = element.getAttribute('data-target-name') ?? '';
    const [target] = namedControls<HTMLInputElement | HTMLTextAreaElement>(form, 'input, textarea', name);
    if (!target) return [];
    const spec: CounterSpec = {
      direction: element.classList.contains('down') ? 'down' : 'up',
      starting: absInt(element.getAttribute('data-starting-value')),
      maximum: absInt(element.getAttribute('data-maximum-value')),
      minimum: absInt(element.getAttribute('data-minimum-value')),
    };
    return [{ element, target, spec }];
  });
}

function readSpinner(form: HTMLFormElement, pluginVersion: string): FormMarkup['spinner'] {
  const [className, anchors] = versionBefore(pluginVersion, '5.5')
    ? ['ajax-loader', '.wpcf7-submit']
    : ['wpcf7-spinner', '.has-spinner'];
  const after = Array.from(form.querySelectorAll<HTMLElement>(anchors)).filter(
    (anchor) => !anchor.nextElementSibling?.classList.contains(className),
  );
  return { className, after };
}

/** Reads a form; throws (the form then keeps posting without JavaScript) when it is not one the plugin printed. */
export function readForm(form: HTMLFormElement): FormMarkup {
  const wrapper = form.closest<HTMLElement>('.wpcf7');
  if (!wrapper) throw new Error('the form is not inside a div.wpcf7');
  const id = absInt(hiddenValue(form, '_wpcf7'));
  if (id === 0) throw new Error('it has no hidden input _wpcf7 with the form id');
  const unitTag = hiddenValue(form, '_wpcf7_unit_tag') ?? '';
  if (unitTag === '') throw new Error('it has no hidden input _wpcf7_unit_tag');
  const pluginVersion = hiddenValue(form, '_wpcf7_version') ?? '';
  const outputs = Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-response-output'));
  return {
    form,
    wrapper,
    id,
    pluginVersion,
    locale: hiddenValue(form, '_wpcf7_locale') ?? '',
    unitTag,
    containerPost: absInt(hiddenValue(form, '_wpcf7_container_post')),
    initialStatus: form.getAttribute('data-status') || 'init',
    screenReader: readScreenReader(wrapper),
    outputs,
    hashInput: namedControls<HTMLInputElement>(form, 'input', '_wpcf7_posted_data_hash')[0] ?? null,
    submitButtons: Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-submit')),
    acceptances: readAcceptances(form),
    freeTexts: readFreeTexts(form),
    counters: readCounters(form),
    spinner: readSpinner(form, pluginVersion),
    controls: Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-form-control, [aria-invalid]')),
    serverTips: Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-not-valid-tip')),
    legacy: {
      outputClasses: versionBefore(pluginVersion, '5.2'),
      jqueryEvents: versionBefore(pluginVersion, '5.2'),
      eventId: versionBefore(pluginVersion, '5.4'),
      noStatusChanged: versionBefore(pluginVersion, '5.9'),
    },
  };
}
