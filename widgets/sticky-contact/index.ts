import type { ElementWidget, MountContext } from '../../loader/contract';
import type { DomChanges } from '../../toolkit/dom/changes';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { createLiveRegion } from '../../toolkit/dom/live-region';
import { tween } from '../../toolkit/dom/motion';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import { callListener } from '../../toolkit/dom/theme-listener';
import { stickyContactOptions } from './options';
import './sticky-contact.css';
import { fieldIsValid } from './validate';

/** Behaviour spec point 4 and markup contract §16: the panel slides in 400 ms between right 0 and -301 px. */
const SLIDE_MS = 400;
const CLOSED_RIGHT = -301;
/** The success note shows for 3 s. */
const SUCCESS_MS = 3000;

const announcer = createLiveRegion('wgt-sticky-contact-status', 100);

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The server's parts of the panel. */
interface Parts {
  readonly panel: HTMLElement;
  readonly trigger: HTMLElement;
  readonly inner: HTMLElement;
  readonly submit: HTMLInputElement;
  readonly fields: readonly [HTMLInputElement, HTMLInputElement, HTMLTextAreaElement];
  readonly success: HTMLElement | null;
}

/**
 * The footer's sticky contact panel (`div.sticky-contact`, markup contract §16), a non-modal dialog: the trigger
 * (a disclosure button) slides it in and out, focus goes in on opening and back to the trigger on closing
 * (Escape, the close button). Sending validates the three fields and posts `type=sticky_contact` to the theme
 * listener; unlike the theme, it reads the answer, and a message that did not go keeps what was typed.
 */
export const widget: ElementWidget = domWidget({
  options: stickyContactOptions,
  mount({ host: panel, options, changes, ctx }) {
    const parts = findParts(panel, ctx);
    const placeholders = labelFields(parts, changes, ctx);
    const { close, failure } = makeDialog(parts, changes, ctx);
    const notes = showsNotes(parts);
    openAndClose(parts, close, notes, changes);
    sendOnSubmit(parts, failure, options.failureMessage, placeholders, notes, changes);
  },
});

function findParts(panel: HTMLElement, ctx: MountContext): Parts {
  const find = <T extends HTMLElement>(selector: string) => panel.querySelector<T>(selector);
  const trigger = find('a.trigger');
  const inner = find('.inner-sticky-contact');
  const submit = find<HTMLInputElement>('.sc_submit');
  const inputs = ['.sc_name', '.sc_email', '.sc_msg'].map((selector) => find<Field>(selector));
  const fields = inputs.filter((field) => field !== null);
  if (!trigger || !inner || !submit || fields.length < 3) {
    leaveAsPrinted(ctx, panel, 'it lacks a.trigger, .inner-sticky-contact, .sc_submit or one of its fields');
  }
  return {
    panel,
    trigger,
    inner,
    submit,
    fields: fields as unknown as Parts['fields'],
    success: find('.success'),
  };
}

/** The theme's placeholder values become placeholders (and the fields' names); returns them by field. */
function labelFields({ fields }: Parts, changes: DomChanges, ctx: MountContext): Map<Field, string> {
  const placeholders = new Map<Field, string>();
  fields.forEach((field, index) => {
    const text = field.dataset.default ?? '';
    placeholders.set(field, text);
    changes.setProperty(field, 'value', field.value === text ? '' : field.value);
    if (text) changes.setAttribute(field, 'placeholder', text);
    if (!field.labels?.length && !field.hasAttribute('aria-label'))
      changes.setAttribute(field, 'aria-label', text || field.name);
    const note = field.nextElementSibling;
    if (note instanceof HTMLElement && note.matches('.error-note')) {
      if (!note.id) changes.setAttribute(note, 'id', `${ctx.id}-error-${index}`);
      changes.setAttribute(field, 'aria-describedby', note.id);
    }
  });
  return placeholders;
}

/** The panel as a named dialog with a close button, its trigger as a disclosure button, a failure note. */
function makeDialog(
  { panel, trigger, inner, submit }: Parts,
  changes: DomChanges,
  ctx: MountContext,
): { close: HTMLElement; failure: HTMLElement } {
  if (!inner.id) changes.setAttribute(inner, 'id', `${ctx.id}-panel`);
  changes.setAttribute(inner, 'role', 'dialog');
  changes.setAttribute(
    inner,
    'aria-label',
    panel.querySelector('p.message')?.textContent?.trim() || 'Contact',
  );
  if (!trigger.matches('[href]')) changes.setAttribute(trigger, 'tabindex', '0');
  changes.setAttributes(trigger, { role: 'button', 'aria-controls': inner.id });
  if (!trigger.textContent?.trim() && !trigger.hasAttribute('aria-label'))
    changes.setAttribute(trigger, 'aria-label', 'Contact us');
  const close =
    panel.querySelector<HTMLElement>('.sc-close') ??
    changes.insert(
      Object.assign(document.createElement('button'), {
        type: 'button',
        className: 'sc-close',
        textContent: '×',
      }),
      { prepend: inner },
    );
  if (!close.hasAttribute('aria-label')) changes.setAttribute(close, 'aria-label', 'Close');
  const failure = Object.assign(document.createElement('p'), { className: 'sc-failure', hidden: true });
  failure.setAttribute('role', 'alert');
  changes.insert(failure, { before: submit });
  return { close, failure };
}

/** Shows or hides a field's error note (`showNote(field, shown)`); unmounting hides them all again. */
function showsNotes({ panel, fields }: Parts) {
  const showNote = (field: HTMLElement, shown: boolean) => {
    field.classList.toggle('error', shown);
    if (shown) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    const note = field.nextElementSibling;
    if (note instanceof HTMLElement && note.matches('.error-note')) {
      note.style.display = shown ? 'inline' : 'none';
      note.style.opacity = shown ? '0.8' : '';
      // style.css hides `.inner-sticky-contact span.error-note` with visibility too, not only opacity.
      note.style.visibility = shown ? 'visible' : '';
    }
  };
  showNote.hideAll = () => {
    for (const field of fields) showNote(field, false);
    for (const note of panel.querySelectorAll<HTMLElement>('.error-note')) note.removeAttribute('style');
  };
  return showNote;
}

type ShowNote = ReturnType<typeof showsNotes>;

/** The trigger slides the panel in and out (400 ms); Escape and the close button close it. */
function openAndClose(
  { panel, trigger, inner, fields }: Parts,
  close: HTMLElement,
  showNote: ShowNote,
  changes: DomChanges,
): void {
  let open = false;
  let stopSlide = () => {};
  const setOpen = (next: boolean, focusTrigger: boolean) => {
    open = next;
    trigger.setAttribute('aria-expanded', String(open));
    inner.inert = !open;
    if (!open) for (const field of fields) showNote(field, false);
    stopSlide();
    const from = Number.parseFloat(getComputedStyle(panel).right) || 0;
    const to = open ? 0 : CLOSED_RIGHT;
    stopSlide = tween({
      duration: SLIDE_MS,
      onUpdate: (progress) => panel.style.setProperty('right', `${from + (to - from) * progress}px`),
    });
    if (open) fields[0].focus({ preventScroll: true });
    else if (focusTrigger) trigger.focus();
  };
  changes.setAttribute(trigger, 'aria-expanded', 'false');
  changes.setProperty(inner, 'inert', true);
  changes.keep(panel, { styles: ['right'] });
  changes.defer(() => showNote.hideAll());
  changes.defer(() => stopSlide());

  const toggle = (event: Event) => {
    event.preventDefault();
    setOpen(!open, false);
  };
  changes.on(trigger, 'click', toggle);
  changes.on(trigger, 'keydown', (event) => pressesButton(event, trigger) && toggle(event));
  changes.on(close, 'click', (event) => {
    event.preventDefault();
    setOpen(false, true);
  });
  changes.on(panel, 'keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false, true);
  });
}

/** Sending checks the fields, posts them to the theme listener and says how it went. */
function sendOnSubmit(
  { panel, submit, fields, success }: Parts,
  failure: HTMLElement,
  failureMessage: string,
  placeholders: Map<Field, string>,
  showNote: ShowNote,
  changes: DomChanges,
): void {
  const [name, email, msg] = fields;
  const { signal } = changes;
  const label = submit.value;
  const read = (field: Field) => ({
    value: field.value,
    placeholder: placeholders.get(field) ?? '',
    email: field === email,
  });
  for (const field of fields) {
    changes.on(
      field,
      'input',
      () => field.classList.contains('error') && fieldIsValid(read(field)) && showNote(field, false),
    );
  }

  changes.defer(announcer.acquire());
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  changes.on(submit, 'click', async (event) => {
    event.preventDefault();
    if (sending) return;
    failure.hidden = true;
    const invalid = fields.filter((field) => !fieldIsValid(read(field)));
    for (const field of fields) showNote(field, invalid.includes(field));
    if (invalid[0]) {
      invalid[0].focus();
      return;
    }
    sending = true;
    clearTimeout(timer);
    submit.value = submit.dataset.sending ?? label;
    let sent = false;
    try {
      const answer = await callListener({
        type: 'sticky_contact',
        fields: {
          name: name.value.trim(),
          email: email.value.trim(),
          msg: msg.value.trim(),
          notify_email: panel.querySelector<HTMLInputElement>('.notify_email')?.value ?? '',
        },
        signal,
      });
      sent = answer.trim() === 'success';
    } catch {
      if (signal.aborted) return;
    }
    sending = false;
    if (!sent) {
      submit.value = label;
      failure.textContent = failureMessage;
      failure.hidden = false;
      return;
    }
    submit.value = submit.dataset.sent ?? label;
    for (const field of fields) field.value = '';
    if (success) {
      success.style.display = 'block';
      announcer.announce(success.textContent?.trim() ?? '');
    }
    timer = setTimeout(() => {
      if (success) success.style.display = '';
      submit.value = label;
    }, SUCCESS_MS);
  });
  changes.defer(() => {
    clearTimeout(timer);
    submit.value = label;
    if (success) success.style.display = '';
  });
}
