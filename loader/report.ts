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

function causeText(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return cause === undefined ? '' : String(cause);
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
      const detail = causeText(cause);
      const text = `${PREFIX} ${widget} on ${describeElement(element)}: ${message}${detail ? ` ${detail}` : ''}`;
      console_.error(text, element);
    },
  };
}

export function reportGlobal(message: string, console_: Pick<Console, 'warn'> = console): void {
  console_.warn(`${PREFIX} ${message}`);
}
