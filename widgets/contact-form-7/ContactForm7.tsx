import { useEffect, useReducer, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { pageGlobal } from '../../toolkit/page-globals';
import type { WidgetProps } from '../../toolkit/react-widget';
import { Bind, Replace, useElementAfter, useSetAside } from '../../toolkit/server-dom';
import type { FieldError } from './field-errors';
import { acceptanceMet, characterCount } from './field-helpers';
import { type Feedback, FormController } from './form-controller';
import { type Counter, type FormMarkup, readForm } from './read-form';
import { recaptchaSettings } from './recaptcha';
import { restApi } from './rest-client';
import { legacyOutputClass } from './status';

/** The spinner the plugin's script adds after the submit button; CSS shows it while submitting. */
function Spinner({ anchor, className }: { readonly anchor: HTMLElement; readonly className: string }) {
  useElementAfter(anchor, { tag: 'span', attrs: { class: className }, text: '' });
  return null;
}

function CounterBinding({ counter }: { readonly counter: Counter }) {
  const { count, tooLong, tooShort } = characterCount(counter.target.value, counter.spec);
  return (
    <>
      <Bind
        el={counter.element}
        attrs={{ 'data-current-value': count }}
        classes={{ 'too-long': tooLong, 'too-short': tooShort }}
      />
      <Replace el={counter.element}>{String(count)}</Replace>
    </>
  );
}

/**
 * A control's error state: `aria-invalid` on `[aria-invalid]` elements, and on the field's first control the
 * class, `aria-describedby` (the error item) and the custom validity.
 */
function ControlBinding({
  control,
  error,
  invalid,
}: {
  readonly control: HTMLElement;
  readonly error: FieldError | undefined;
  readonly invalid: boolean;
}) {
  const [hadAriaInvalid] = useState(() => control.hasAttribute('aria-invalid'));
  const isControl = control.classList.contains('wpcf7-form-control');
  useEffect(() => {
    if (!error || !('setCustomValidity' in control)) return;
    const field = control as HTMLInputElement;
    field.setCustomValidity(error.message);
    return () => field.setCustomValidity('');
  }, [control, error]);
  return (
    <Bind
      el={control}
      attrs={{
        'aria-invalid': invalid ? 'true' : hadAriaInvalid ? 'false' : null,
        ...(isControl ? { 'aria-describedby': error?.id ?? null } : {}),
      }}
      classes={isControl ? { 'wpcf7-not-valid': !!error } : {}}
    />
  );
}

function ErrorItem({ error }: { readonly error: FieldError }) {
  const target = error.control?.id;
  return <li id={error.id}>{target ? <a href={`#${target}`}>{error.message}</a> : error.message}</li>;
}

/** The response, once the widget has cleared what the server rendered: read out, listed, tipped and shown. */
function FeedbackView({
  markup,
  feedback,
  statusesSeen,
  status,
  hiddenTips,
}: {
  readonly markup: FormMarkup;
  readonly feedback: Feedback;
  readonly statusesSeen: readonly string[];
  readonly status: string;
  readonly hiddenTips: ReadonlySet<string>;
}) {
  useSetAside(markup.serverTips);
  const describes = new Map<HTMLElement, FieldError>();
  const invalid = new Set<HTMLElement>();
  for (const error of feedback.errors) {
    if (error.control && !describes.has(error.control)) describes.set(error.control, error);
    for (const element of error.invalid) invalid.add(element);
  }
  const extra = [...describes.keys(), ...invalid].filter((element) => !markup.controls.includes(element));
  const controls = [...markup.controls, ...new Set(extra)];
  const items = feedback.errors.map((error, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a response may name a field twice.
    <ErrorItem key={`${error.id}-${index}`} error={error} />
  ));
  const sr = markup.screenReader;
  const outputClass = feedback.message === '' ? null : legacyOutputClass(status);
  return (
    <>
      {controls.map((control, index) => (
        <ControlBinding
          // The form's controls do not change while mounted: the index is the control's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          control={control}
          error={describes.get(control)}
          invalid={invalid.has(control)}
        />
      ))}
      {feedback.errors.flatMap((error) =>
        error.wraps.map((wrap, index) =>
          createPortal(
            <span
              className="wpcf7-not-valid-tip"
              aria-hidden="true"
              style={hiddenTips.has(error.id) ? { display: 'none' } : undefined}
            >
              {error.message}
            </span>,
            wrap,
            `${error.id}-${index}`,
          ),
        ),
      )}
      {sr?.kind === 'split' && (
        <>
          <Replace el={sr.status}>{feedback.message}</Replace>
          {sr.list && <Replace el={sr.list}>{items}</Replace>}
        </>
      )}
      {sr?.kind === 'bare' && (
        <Replace el={sr.region}>
          <p>{feedback.message}</p>
          {items.length > 0 && <ul>{items}</ul>}
        </Replace>
      )}
      {markup.outputs.map((output, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the outputs do not change while mounted.
        <Replace key={index} el={output}>
          {feedback.message}
        </Replace>
      ))}
      {markup.legacy.outputClasses &&
        markup.outputs.map((output, index) => (
          <Bind
            // biome-ignore lint/suspicious/noArrayIndexKey: the outputs do not change while mounted.
            key={index}
            el={output}
            classes={{
              'wpcf7-display-none': feedback.message === '',
              ...Object.fromEntries(
                statusesSeen.flatMap((seen) => {
                  const name = legacyOutputClass(seen);
                  return name ? [[name, name === outputClass]] : [];
                }),
              ),
            }}
          />
        ))}
    </>
  );
}

/**
 * A Contact Form 7 form (`div.wpcf7 > form.wpcf7-form`, current and older markup), sent over the plugin's REST
 * API with its statuses, classes and events, its field helpers, reCAPTCHA where configured, and a clear
 * message when the server cannot be reached or answers nonsense. Without the widget the form posts as usual.
 */
export function ContactForm7({ host, ctx }: WidgetProps<Record<string, never>>) {
  const [markup] = useState(() => {
    if (!(host instanceof HTMLFormElement)) throw new Error('it is not a <form>');
    return readForm(host);
  });
  const [status, setStatus] = useState(markup.initialStatus);
  const statusesSeen = useRef(new Set([markup.initialStatus]));
  // Null until the first submission or reset: what the server rendered stays until then.
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [hiddenTips, setHiddenTips] = useState<ReadonlySet<string>>(() => new Set());
  const [, fieldsChanged] = useReducer((count: number) => count + 1, 0);
  const [hadNoJs] = useState(() => markup.wrapper.classList.contains('no-js'));
  const [controller] = useState(() => {
    const api = restApi();
    if (!api) {
      throw new Error(
        'the page has no wpcf7 global naming the REST API (wpcf7.api or wpcf7.apiSettings); the form posts without JavaScript',
      );
    }
    return new FormController(
      markup,
      api,
      recaptchaSettings(),
      {
        // Synchronous renders: the plugin's events follow each of these and must find the page in step.
        status: (next) => {
          statusesSeen.current.add(next);
          flushSync(() => setStatus(next));
        },
        feedback: (next) =>
          flushSync(() => {
            setFeedback(next);
            setHiddenTips(new Set());
          }),
        fieldsChanged: () => flushSync(fieldsChanged),
      },
      ctx,
    );
  });

  useEffect(() => {
    controller.recaptchaOnLoad().catch(ctx.fail);
    // A cached page may carry a spent captcha: the plugin resets the form on load, which refills it. Only the
    // refill is done here, so nothing the visitor typed in the meantime is lost.
    if (!pageGlobal<{ cached: unknown }>('wpcf7')?.cached) return;
    const refill = () => controller.refill().catch(ctx.fail);
    if (document.readyState !== 'complete') {
      window.addEventListener('load', refill, { once: true, signal: ctx.signal });
      return;
    }
    // Not from within the effect: the refill renders synchronously, which React and preact allow only outside.
    const timer = setTimeout(refill, 0);
    return () => clearTimeout(timer);
  }, [controller, ctx]);

  const accepted = markup.acceptances?.every(({ checkbox, inverted }) =>
    acceptanceMet(checkbox.checked, inverted),
  );
  const floatingTipOf = (element: Element): FieldError | undefined =>
    element.closest('.use-floating-validation-tip')
      ? feedback?.errors.find(
          (error) => error.control === element || error.wraps.includes(element as HTMLElement),
        )
      : undefined;
  const hideTip = (error: FieldError | undefined) => {
    if (error) setHiddenTips((hidden) => new Set(hidden).add(error.id));
  };

  return (
    <>
      <Bind
        el={markup.form}
        attrs={{ 'data-status': status }}
        classes={Object.fromEntries([...statusesSeen.current].map((seen) => [seen, seen === status]))}
        on={{
          submit: (event) => {
            event.preventDefault();
            // A bug stops the widget (the server HTML comes back, the form posts natively), never the page.
            controller.submit(event.submitter).catch(ctx.fail);
          },
          reset: () => {
            controller.refill().catch(ctx.fail);
            // The controls take their default values after the reset event's listeners have run.
            setTimeout(() => fieldsChanged(), 0);
          },
          change: (event) => controller.changed(event.target),
          input: () => {
            if (markup.counters.length > 0) fieldsChanged();
          },
          focusin: (event) => hideTip(floatingTipOf(event.target as Element)),
          click: (event) => {
            const tip = (event.target as Element).closest('.wpcf7-not-valid-tip');
            if (!tip?.parentElement) return;
            const error = floatingTipOf(tip.parentElement);
            hideTip(error);
            error?.control?.focus();
          },
        }}
      />
      {hadNoJs && <Bind el={markup.wrapper} classes={{ 'no-js': false, js: true }} />}
      {markup.spinner.after.map((anchor, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the buttons do not change while mounted.
        <Spinner key={index} anchor={anchor} className={markup.spinner.className} />
      ))}
      {accepted !== undefined &&
        markup.submitButtons.map((button, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the buttons do not change while mounted.
          <Bind key={index} el={button} attrs={{ disabled: !accepted }} />
        ))}
      {markup.freeTexts.map(({ choice, input }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the options do not change while mounted.
        <Bind key={index} el={input} attrs={{ disabled: !choice.checked }} />
      ))}
      {markup.counters.map((counter, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the counters do not change while mounted.
        <CounterBinding key={index} counter={counter} />
      ))}
      {feedback && (
        <FeedbackView
          markup={markup}
          feedback={feedback}
          statusesSeen={[...statusesSeen.current]}
          status={status}
          hiddenTips={hiddenTips}
        />
      )}
    </>
  );
}
