import { nextMeaningfulSibling } from '../../toolkit/dom/wpautop';

/**
 * The newsletter widget's markup. The theme's 2.5.7 source has no such widget (markup-contract §22); this is the
 * markup of the fixture's widget, in the theme's widget style, which posts the listener's fields without
 * JavaScript: `div.mail-chimp-widget` › `form.mail-chimp-form` (action admin-ajax, hidden `action`, `type`,
 * `api`, `list`; `name` and `email` inputs, each followed by its hint) and the follow-up `.mail-chimp-success`.
 */
export interface NewsletterField {
  readonly input: HTMLInputElement;
  /** The element typed right after the input (past wpautop's line break or paragraph): shown when it is left empty. */
  readonly hint: HTMLElement | null;
}

export interface NewsletterMarkup {
  readonly form: HTMLFormElement;
  /** The inputs the visitor fills in, in order. */
  readonly fields: readonly NewsletterField[];
  /** The four values the listener takes, by name. */
  readonly inputs: Readonly<Record<(typeof FIELDS)[number], HTMLInputElement>>;
  readonly submit: HTMLButtonElement | HTMLInputElement;
  readonly success: HTMLElement;
}

export const FIELDS = ['name', 'email', 'api', 'list'] as const;

const CONTROLS = 'input, select, textarea, button';

export function readNewsletter(host: HTMLElement): NewsletterMarkup {
  const form = host.querySelector('form');
  if (!form) throw new Error('it has no <form>');
  const inputs = {} as Record<(typeof FIELDS)[number], HTMLInputElement>;
  for (const name of FIELDS) {
    const input = Array.from(form.querySelectorAll('input')).find((candidate) => candidate.name === name);
    if (!input) throw new Error(`its form has no input name="${name}"`);
    // The key and the list are the site owner's settings, not the visitor's input.
    if (input.type === 'hidden' && input.value.trim() === '') {
      throw new Error(`its hidden input name="${name}" is empty: the widget's ${name} setting is missing`);
    }
    inputs[name] = input;
  }
  const submit = form.querySelector<HTMLButtonElement | HTMLInputElement>(
    'button:not([type]), button[type="submit"], input[type="submit"]',
  );
  if (!submit) throw new Error('its form has no submit button');
  const success = host.querySelector<HTMLElement>('.mail-chimp-success');
  if (!success) throw new Error('it has no .mail-chimp-success message to show after subscribing');
  const fields = FIELDS.map((name) => inputs[name])
    .filter((input) => input.type !== 'hidden')
    .map((input) => {
      const next = nextMeaningfulSibling(input);
      // A hint holds no control: a paragraph with the next field in it is not this one's hint.
      const hint =
        next instanceof HTMLElement && !next.matches(CONTROLS) && !next.querySelector(CONTROLS) ? next : null;
      return { input, hint };
    });
  return { form, fields, inputs, submit, success };
}
