import { useRef, useState } from 'react';
import { RequestError } from '../../toolkit/dom/http';
import type { Options } from '../../toolkit/dom/options';
import { themeString } from '../../toolkit/dom/page-globals';
import { callListener } from '../../toolkit/dom/theme-listener';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace, useElementAfter } from '../../toolkit/react/server-dom';
import { useSlide } from '../../toolkit/react/slide';
import type { newsletterOptions } from './options';
import { FIELDS, type NewsletterField, readNewsletter } from './read-newsletter';

/** jQuery's slideUp. */
const SLIDE_MS = 400;
/** The theme set none; a subscription the server never answers must not keep the form waiting. */
const TIMEOUT_MS = 15_000;

type Phase = 'idle' | 'pending' | 'failed' | 'subscribed';

/** An empty field: its hint shows, and the input is marked invalid and described by the hint. */
function FieldBinding({
  field,
  hintId,
  empty,
}: {
  readonly field: NewsletterField;
  readonly hintId: string;
  readonly empty: boolean;
}) {
  const [describedBy] = useState(() => field.input.getAttribute('aria-describedby'));
  const [invalid] = useState(() => field.input.getAttribute('aria-invalid'));
  const described = [describedBy, field.hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <>
      <Bind
        el={field.input}
        attrs={{
          'aria-invalid': empty ? 'true' : invalid,
          'aria-describedby': empty ? described : describedBy,
        }}
      />
      {field.hint && (
        <Bind
          el={field.hint}
          attrs={{ id: hintId, hidden: !empty }}
          style={{ display: empty ? 'block' : null }}
        />
      )}
    </>
  );
}

/**
 * The newsletter form (theme listener, type=mail-chimp-widget): every field must hold more than spaces, or its
 * hint shows and nothing is sent; while the call is under way the button says the theme's `subscribing`; on
 * success the form slides up and the follow-up message shows (and takes the focus); on failure the form and
 * what was typed stay, and an alert says so.
 */
export function Newsletter({ host, options, ctx }: WidgetProps<Options<typeof newsletterOptions>>) {
  const [markup] = useState(() => readNewsletter(host));
  const [hintIds] = useState(() =>
    markup.fields.map((field, index) => field.hint?.id || `${ctx.id}-hint-${index}`),
  );
  const [empty, setEmpty] = useState<ReadonlySet<HTMLInputElement>>(() => new Set());
  const [phase, setPhase] = useState<Phase>('idle');
  const sending = useRef(false);
  const [submitValue] = useState(() => markup.submit.getAttribute('value'));
  // The failure message goes in just before the submit button's block: appended after it, an empty paragraph
  // takes the theme's `div.page-content p:last-child { margin-bottom: 0 }` from the button's, and the form grows.
  const [errorAnchor] = useState(() => {
    let block: Element = markup.submit;
    while (block.parentElement && block.parentElement !== markup.form) block = block.parentElement;
    return block.previousElementSibling ?? markup.form.lastElementChild;
  });
  useElementAfter(errorAnchor, {
    tag: 'p',
    attrs: { class: 'mail-chimp-error', role: 'alert' },
    text: phase === 'failed' ? options.failureMessage : '',
  });

  useSlide(markup.form, phase !== 'subscribed', {
    duration: SLIDE_MS,
    onDone: (open) => {
      if (!open) markup.success.focus();
    },
  });

  const subscribe = (event: SubmitEvent) => {
    event.preventDefault();
    if (sending.current || phase === 'subscribed') return;
    const blanks = markup.fields.filter(({ input }) => input.value.trim() === '').map(({ input }) => input);
    setEmpty(new Set(blanks));
    if (blanks.length > 0) {
      setPhase('idle');
      blanks[0]?.focus();
      return;
    }
    sending.current = true;
    setPhase('pending');
    const fields = Object.fromEntries(FIELDS.map((name) => [name, markup.inputs[name].value.trim()]));
    callListener({ type: 'mail-chimp-widget', fields, signal: ctx.signal, timeout: TIMEOUT_MS }).then(
      () => {
        sending.current = false;
        setPhase('subscribed');
      },
      (error: unknown) => {
        sending.current = false;
        if (error instanceof RequestError && error.kind === 'aborted') return;
        setPhase('failed');
      },
    );
  };

  const label = themeString('subscribing', 'Subscribing...');
  const pending = phase === 'pending';
  return (
    <>
      <Bind
        el={markup.form}
        on={{
          submit: subscribe,
          input: (event) => {
            const target = event.target as HTMLInputElement;
            if (empty.has(target) && target.value.trim() !== '') {
              setEmpty((current) => new Set([...current].filter((input) => input !== target)));
            }
          },
        }}
      />
      {markup.fields.map((field, index) => (
        <FieldBinding
          key={field.input.name}
          field={field}
          hintId={hintIds[index] ?? ''}
          empty={empty.has(field.input)}
        />
      ))}
      {markup.submit instanceof HTMLInputElement ? (
        <Bind el={markup.submit} attrs={{ value: pending ? label : submitValue }} />
      ) : (
        pending && <Replace el={markup.submit}>{label}</Replace>
      )}
      <Bind
        el={markup.success}
        attrs={{ tabindex: phase === 'subscribed' ? -1 : null, hidden: phase !== 'subscribed' }}
        style={{ display: phase === 'subscribed' ? 'block' : null }}
      />
    </>
  );
}
