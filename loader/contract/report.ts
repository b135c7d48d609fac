import type { Reporter } from './types';

const PREFIX = '[wp-widgets]';
const MAX_CLASSES = 3;

/** `<div id="sale" class="promo big" data-widget="countdown">`: enough for a site owner to find it. */
export function describeElement(element: Element): string {
  let text = `<${element.localName}`;
  if (element.id) text += ` id="${element.id}"`;
  const classes = Array.from(element.classList);
  if (classes.length > 0) {
    const shown = classes.slice(0, MAX_CLASSES).join(' ');
    text += ` class="${classes.length > MAX_CLASSES ? `${shown} …` : shown}"`;
  }
  const widget = element.getAttribute('data-widget');
  if (widget !== null) text += ` data-widget="${widget}"`;
  return `${text}>`;
}

/** An error's message (or whatever was thrown) without its closing full stop, to sit inside a sentence. */
export function causeText(cause: unknown): string {
  const text = cause instanceof Error ? cause.message : String(cause);
  return text.replace(/\.$/, '');
}

/** One console line per problem, naming the widget and the element; the element itself follows for DevTools. */
export function createReporter(
  widget: string,
  console_: Pick<Console, 'warn' | 'error'> = console,
): Reporter {
  return {
    warn(element, message) {
      console_.warn(`${PREFIX} ${widget} on ${describeElement(element)}: ${message}`, element);
    },
    error(element, message, cause) {
      const text = `${PREFIX} ${widget} on ${describeElement(element)}: ${message}`;
      // The error object follows the element, so DevTools shows where it was thrown.
      if (cause instanceof Error) console_.error(text, element, cause);
      else console_.error(text, element);
    },
  };
}

/** Problems with the bundle itself rather than with one widget: a second copy, code that cannot load. */
export function globalReporter(console_: Pick<Console, 'warn' | 'error'> = console) {
  return {
    warn(message: string): void {
      console_.warn(`${PREFIX} ${message}`);
    },
    error(message: string, cause?: unknown): void {
      if (cause instanceof Error) console_.error(`${PREFIX} ${message}`, cause);
      else console_.error(`${PREFIX} ${message}`);
    },
  };
}
