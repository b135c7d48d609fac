import type { ElementWidget } from '../../loader/contract';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { createLiveRegion } from '../../toolkit/dom/live-region';
import { tween } from '../../toolkit/dom/motion';
import { leaveAsPrinted, readOptions } from '../../toolkit/dom/options';
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

/**
 * The footer's sticky contact panel (`div.sticky-contact`, markup contract §16), a non-modal dialog: the trigger
 * (a disclosure button) slides it in and out, focus goes in on opening and back to the trigger on closing
 * (Escape, the close button). Sending validates the three fields and posts `type=sticky_contact` to the theme
 * listener; unlike the theme, it reads the answer, and a message that did not go keeps what was typed.
 */
export const widget: ElementWidget = {
  docs: { options: stickyContactOptions },
  mount(panel, ctx) {
    const { failureMessage } = readOptions(panel, stickyContactOptions, ctx);
    const find = <T extends HTMLElement>(selector: string) => panel.querySelector<T>(selector);
    const trigger = find('a.trigger');
    const inner = find('.inner-sticky-contact');
    const submit = find<HTMLInputElement>('.sc_submit');
    const inputs = ['.sc_name', '.sc_email', '.sc_msg'].map((selector) =>
      find<HTMLInputElement | HTMLTextAreaElement>(selector),
    );
    const fields = inputs.filter((field) => field !== null);
    if (!trigger || !inner || !submit || fields.length < 3) {
      leaveAsPrinted(
        ctx,
        panel,
        'it lacks a.trigger, .inner-sticky-contact, .sc_submit or one of its fields',
      );
    }
    const [name, email, msg] = fields as [HTMLInputElement, HTMLInputElement, HTMLTextAreaElement];
    const success = find('.success');
    const label = submit.value;
    const restore: (() => void)[] = [];
    const set = (element: HTMLElement, attribute: string, value: string) => {
      const before = element.getAttribute(attribute);
      element.setAttribute(attribute, value);
      restore.push(() =>
        before === null ? element.removeAttribute(attribute) : element.setAttribute(attribute, before),
      );
    };
    const add = <T extends HTMLElement>(element: T) => {
      restore.push(() => element.remove());
      return element;
    };

    // The theme's placeholder values become placeholders (and the fields' names).
    const placeholders = new Map<HTMLElement, string>();
    fields.forEach((field, index) => {
      const text = field.dataset.default ?? '';
      placeholders.set(field, text);
      const printed = field.value;
      if (printed === text) field.value = '';
      restore.push(() => {
        field.value = printed;
      });
      if (text) set(field, 'placeholder', text);
      if (!field.labels?.length && !field.hasAttribute('aria-label'))
        set(field, 'aria-label', text || field.name);
      const note = field.nextElementSibling;
      if (note instanceof HTMLElement && note.matches('.error-note')) {
        if (!note.id) set(note, 'id', `${ctx.id}-error-${index}`);
        set(field, 'aria-describedby', note.id);
      }
    });

    inner.id ||= `${ctx.id}-panel`;
    set(inner, 'role', 'dialog');
    set(inner, 'aria-label', find('p.message')?.textContent?.trim() || 'Contact');
    if (!trigger.matches('[href]')) set(trigger, 'tabindex', '0');
    set(trigger, 'role', 'button');
    set(trigger, 'aria-controls', inner.id);
    if (!trigger.textContent?.trim() && !trigger.hasAttribute('aria-label'))
      set(trigger, 'aria-label', 'Contact us');
    const close =
      find<HTMLElement>('.sc-close') ??
      add(
        Object.assign(document.createElement('button'), {
          type: 'button',
          className: 'sc-close',
          textContent: '×',
        }),
      );
    if (!close.isConnected) inner.prepend(close);
    if (!close.hasAttribute('aria-label')) set(close, 'aria-label', 'Close');
    const failure = add(Object.assign(document.createElement('p'), { className: 'sc-failure' }));
    failure.setAttribute('role', 'alert');
    failure.hidden = true;
    submit.before(failure);

    const notes = () => panel.querySelectorAll<HTMLElement>('.error-note');
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
      if (open) name.focus({ preventScroll: true });
      else if (focusTrigger) trigger.focus();
    };
    trigger.setAttribute('aria-expanded', 'false');
    inner.inert = true;
    restore.push(() => {
      inner.inert = false;
      panel.style.removeProperty('right');
      for (const field of fields) showNote(field, false);
      for (const note of notes()) note.removeAttribute('style');
    });

    const { signal } = ctx;
    trigger.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        setOpen(!open, false);
      },
      { signal },
    );
    trigger.addEventListener(
      'keydown',
      (event) => {
        if (!pressesButton(event, trigger)) return;
        event.preventDefault();
        setOpen(!open, false);
      },
      { signal },
    );
    close.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        setOpen(false, true);
      },
      { signal },
    );
    panel.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false, true);
      },
      { signal },
    );
    for (const field of fields) {
      field.addEventListener(
        'input',
        () => field.classList.contains('error') && fieldIsValid(read(field)) && showNote(field, false),
        { signal },
      );
    }
    const read = (field: HTMLInputElement | HTMLTextAreaElement) => ({
      value: field.value,
      placeholder: placeholders.get(field) ?? '',
      email: field === email,
    });

    const release = announcer.acquire();
    restore.push(release);
    let sending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    submit.addEventListener(
      'click',
      async (event) => {
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
              notify_email: find<HTMLInputElement>('.notify_email')?.value ?? '',
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
      },
      { signal },
    );

    return () => {
      clearTimeout(timer);
      stopSlide();
      submit.value = label;
      if (success) success.style.display = '';
      for (const undo of restore.reverse()) undo();
    };
  },
};
