import { useEffect, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { pageGlobal } from '../../toolkit/dom/page-globals';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { useStoreInStep } from '../../toolkit/react/store';
import { FieldHelpers } from './FieldHelpers';
import { FormResponse } from './FormResponse';
import { FormController } from './form-controller';
import { statusClasses } from './form-state';
import { readForm } from './read-form';
import { recaptchaSettings } from './recaptcha';
import { restApi } from './rest-client';
import { Spinner } from './Spinner';

function createController(
  host: HTMLElement,
  ctx: Pick<MountContext, 'warn' | 'signal' | 'nonce'>,
): FormController {
  if (!(host instanceof HTMLFormElement)) throw new Error('it is not a <form>');
  const markup = readForm(host);
  const api = restApi();
  if (!api) {
    throw new Error(
      'the page has no wpcf7 global naming the REST API (wpcf7.api or wpcf7.apiSettings); the form posts without JavaScript',
    );
  }
  return new FormController(markup, api, recaptchaSettings(), ctx);
}

/**
 * A Contact Form 7 form (`div.wpcf7 > form.wpcf7-form`, current and older markup), sent over the plugin's REST
 * API with its statuses, classes and events, its field helpers, reCAPTCHA where configured, and a clear
 * message when the server cannot be reached or answers nonsense. Without the widget the form posts as usual.
 * The controller owns what the form shows; this renders it, and hands the form's events to the controller.
 */
export function ContactForm7({ host, ctx }: WidgetProps<Record<string, never>>) {
  const [controller] = useState(() => createController(host, ctx));
  const { markup } = controller;
  const state = useStoreInStep(controller.state);
  const [hadNoJs] = useState(() => markup.wrapper.classList.contains('no-js'));

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

  return (
    <>
      <Bind
        el={markup.form}
        attrs={{ 'data-status': state.status }}
        classes={statusClasses(state)}
        on={{
          submit: (event) => {
            event.preventDefault();
            // A bug stops the widget (the server HTML comes back, the form posts natively), never the page.
            controller.submit(event.submitter).catch(ctx.fail);
          },
          reset: () => controller.reset().catch(ctx.fail),
          change: (event) => controller.changed(event.target),
          input: () => controller.typed(),
          focusin: (event) => controller.focused(event.target),
          click: (event) => controller.clicked(event.target),
        }}
      />
      {hadNoJs && <Bind el={markup.wrapper} classes={{ 'no-js': false, js: true }} />}
      {markup.spinner.after.map((anchor, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the buttons do not change while mounted.
        <Spinner key={index} anchor={anchor} className={markup.spinner.className} />
      ))}
      <FieldHelpers submitButtons={markup.submitButtons} fields={state.fields} />
      {state.feedback && <FormResponse markup={markup} state={state} feedback={state.feedback} />}
    </>
  );
}
