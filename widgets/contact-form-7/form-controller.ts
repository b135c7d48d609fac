import type { MountContext } from '../../loader/contract';
import { causeText } from '../../loader/contract';
import { RequestError } from '../../toolkit/dom/http';
import { pageGlobal } from '../../toolkit/dom/page-globals';
import { createStore, type ReadonlyStore, type Store } from '../../toolkit/react/store';
import { dispatchFormEvent, type FormEventDetail, formDetail } from './events';
import { errorOf, type FieldError, locateErrors } from './field-errors';
import { normalizeUrl } from './field-helpers';
import {
  CLEARED,
  type Feedback,
  type FormState,
  initialFormState,
  readFields,
  withFeedback,
  withStatus,
  withTipHidden,
} from './form-state';
import { type FormMarkup, namedControls } from './read-form';
import { type RecaptchaSettings, recaptchaToken, TOKEN_FIELDS } from './recaptcha';
import { applyRefill } from './refill';
import {
  Cf7Error,
  type FeedbackResponse,
  getRefill,
  postFeedback,
  type Refill,
  type RestApi,
} from './rest-client';
import { CAPTCHA_SPENT, EVENT_OF_STATUS, statusClass } from './status';

interface Wpcf7Flags {
  readonly blocked?: unknown;
  readonly cached?: unknown;
}

/**
 * One Contact Form 7 form's submission flow, in the plugin's order (plugin-contracts §2.5, §2.6): clear the
 * response, `wpcf7beforesubmit`, "submitting", the REST call, the status, the status's event, `wpcf7submit`,
 * then the DOM updates; and the reset that refills the captcha and the quiz. What the visitor typed is never
 * touched, except by the reset that follows a sent message.
 *
 * The controller owns what the form shows (`state`): the view renders it, and commits each change before
 * `set` returns, so every event the controller fires next finds the page in step.
 */
export class FormController {
  readonly #state: Store<FormState>;
  #sending = false;
  #resetOnMailSent = false;
  #recaptchaReported = false;

  constructor(
    readonly markup: FormMarkup,
    readonly api: RestApi,
    readonly recaptcha: RecaptchaSettings | null,
    readonly ctx: Pick<MountContext, 'warn' | 'signal' | 'nonce'>,
  ) {
    this.#state = createStore(initialFormState(markup.initialStatus, readFields(markup)));
  }

  get state(): ReadonlyStore<FormState> {
    return this.#state;
  }

  get #form(): HTMLFormElement {
    return this.markup.form;
  }

  get #status(): string {
    return this.#state.get().status;
  }

  #showFeedback(feedback: Feedback): void {
    this.#state.set((state) => withFeedback(state, feedback));
  }

  #readFields(): void {
    this.#state.set((state) => ({ ...state, fields: readFields(this.markup) }));
  }

  /** Sets the status class and `data-status`, and fires `wpcf7statuschanged` when it changed (5.9+). */
  #setStatus(status: string): string {
    const next = statusClass(status);
    const previous = this.#status;
    this.#state.set((state) => withStatus(state, next));
    if (previous !== next && !this.markup.legacy.noStatusChanged) {
      dispatchFormEvent(this.markup, 'statuschanged', {
        ...formDetail(this.markup, next),
        prevStatus: previous,
      });
    }
    return next;
  }

  /** Sends the form, as its submit event asked. A submission under way makes this a no-op (a double click). */
  async submit(submitter: HTMLElement | null): Promise<void> {
    if (this.#sending) return;
    if (pageGlobal<Wpcf7Flags>('wpcf7')?.blocked) {
      // An add-on holds submissions back; the plugin only clears the response and shows "submitting".
      this.#showFeedback(CLEARED);
      this.#setStatus('submitting');
      return;
    }
    this.#sending = true;
    try {
      const formData = await this.#formData(submitter);
      if (this.ctx.signal.aborted) return;
      // The jQuery script (up to 5.3.2) began every submission's detail at "init"; 5.4+ at the form's status.
      const detail = formDetail(this.markup, this.markup.legacy.eventId ? 'init' : this.#status, formData);
      this.#showFeedback(CLEARED);
      dispatchFormEvent(this.markup, 'beforesubmit', detail);
      this.#setStatus('submitting');
      let response: FeedbackResponse;
      try {
        response = await postFeedback(this.api, this.markup.id, formData, this.ctx.signal);
      } catch (error) {
        this.#failed(error);
        return;
      }
      this.#answered(response, detail);
    } finally {
      this.#sending = false;
    }
  }

  #answered(response: FeedbackResponse, detail: FormEventDetail): void {
    const shown = this.#setStatus(response.status);
    detail.status = response.status;
    detail.apiResponse = response;
    const specific = EVENT_OF_STATUS[shown];
    if (specific) dispatchFormEvent(this.markup, specific, detail);
    // The plugin refills from its own wpcf7submit listener, registered first: the captcha is new for every
    // other listener.
    applyRefill(this.#form, response);
    dispatchFormEvent(this.markup, 'submit', detail);

    if (response.posted_data_hash && this.markup.hashInput) {
      this.markup.hashInput.value = response.posted_data_hash;
    }
    if (CAPTCHA_SPENT.has(shown)) this.#writeTokens('');
    if (response.status === 'mail_sent') {
      this.#resetOnMailSent = true;
      this.#form.reset();
    }
    this.#showFeedback({
      message: response.message,
      errors: locateErrors(this.#form, this.markup.unitTag, response),
    });
  }

  /**
   * No usable answer. The plugin only logged it and stayed "submitting"; the visitor is told instead, and the
   * form, with everything typed, can be sent again.
   */
  #failed(error: unknown): void {
    if (error instanceof RequestError && error.kind === 'aborted') return;
    if (!(error instanceof Cf7Error)) throw error;
    if (error.serverFault) {
      this.ctx.warn(
        this.#form,
        `the server's answer to form ${this.markup.id} was not usable (${error.code}: ${error.detail}). The visitor was told, and can send the form again.`,
      );
    }
    this.#setStatus(error.code);
    this.#showFeedback({ message: error.message, errors: [] });
  }

  /**
   * The form was reset (after a sent message, by a reset button, or on a cached page): the response is cleared,
   * "resetting" shows while the captcha and quiz are fetched again, then `wpcf7reset`. A reset under way
   * makes this a no-op.
   */
  async refill(): Promise<void> {
    if (this.#status === 'resetting') return;
    const detail = formDetail(this.markup, this.#status, new FormData(this.#form));
    this.#showFeedback(CLEARED);
    this.#setStatus('resetting');
    let refill: Refill | null = null;
    try {
      refill = await getRefill(this.api, this.markup.id, this.ctx.signal);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'aborted') return;
      this.ctx.warn(
        this.#form,
        `the captcha and quiz of form ${this.markup.id} could not be refilled (${causeText(error)}).`,
      );
    }
    if (this.ctx.signal.aborted) return;
    this.#setStatus(this.#resetOnMailSent ? 'mail_sent' : 'init');
    this.#resetOnMailSent = false;
    if (refill) {
      applyRefill(this.#form, refill);
      detail.apiResponse = refill;
      dispatchFormEvent(this.markup, 'reset', detail);
    }
    this.#readFields();
  }

  /** The field helpers that act on a change: exclusive checkboxes and URL fields (plugin-contracts §2.7). */
  changed(target: EventTarget | null): void {
    if (target instanceof HTMLInputElement) {
      if (target.type === 'checkbox' && target.closest('.wpcf7-exclusive-checkbox')) {
        for (const other of namedControls<HTMLInputElement>(
          this.#form,
          'input[type="checkbox"]',
          target.name,
        )) {
          if (other !== target) other.checked = false;
        }
      }
      if (target.classList.contains('wpcf7-validates-as-url')) target.value = normalizeUrl(target.value);
    }
    this.#readFields();
    const freeText = this.markup.freeTexts.find(({ choice }) => choice === target);
    if (freeText?.choice.checked) freeText.input.focus();
  }

  /** The visitor typed: the character counters count again. */
  typed(): void {
    if (this.markup.counters.length > 0) this.#readFields();
  }

  /**
   * The form's reset event: the captcha and quiz are refilled, and the field helpers read the controls again
   * once they hold their default values (after the reset event's listeners have run).
   */
  async reset(): Promise<void> {
    setTimeout(() => this.#readFields(), 0);
    await this.refill();
  }

  /** A floating tip hides when its field gets the focus (plugin-contracts §2.6). */
  focused(target: EventTarget | null): void {
    this.#hideFloatingTip(target);
  }

  /** A click on a floating tip hides it and focuses its field. */
  clicked(target: EventTarget | null): void {
    const tip = target instanceof Element ? target.closest('.wpcf7-not-valid-tip') : null;
    if (tip?.parentElement) this.#hideFloatingTip(tip.parentElement)?.control?.focus();
  }

  #hideFloatingTip(element: EventTarget | null): FieldError | undefined {
    const { feedback } = this.#state.get();
    if (!feedback || !(element instanceof Element) || !element.closest('.use-floating-validation-tip')) {
      return undefined;
    }
    const error = errorOf(feedback.errors, element);
    if (error) this.#state.set((state) => withTipHidden(state, error.id));
    return error;
  }

  /** reCAPTCHA's page-load execution ("homepage"), as the plugin runs it once Google's script is ready. */
  async recaptchaOnLoad(): Promise<void> {
    if (!this.recaptcha) return;
    this.#writeTokens(await this.#token(this.recaptcha, this.recaptcha.actions.homepage));
  }

  async #formData(submitter: HTMLElement | null): Promise<FormData> {
    const token = this.recaptcha
      ? await this.#token(this.recaptcha, this.recaptcha.actions.contactform)
      : null;
    if (token !== null) this.#writeTokens(token);
    const formData = new FormData(this.#form);
    if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) {
      if (submitter.name) formData.append(submitter.name, submitter.value);
    }
    if (token !== null && this.#tokenInputs().length === 0) formData.set(TOKEN_FIELDS[0], token);
    return formData;
  }

  async #token(settings: RecaptchaSettings, action: string): Promise<string> {
    try {
      return await recaptchaToken(settings, action, this.ctx.nonce);
    } catch (error) {
      if (!this.#recaptchaReported) {
        this.#recaptchaReported = true;
        this.ctx.warn(
          this.#form,
          `reCAPTCHA (site key "${settings.sitekey}") gave no token: ${causeText(error)}. The form is sent without one.`,
        );
      }
      return '';
    }
  }

  #tokenInputs(): HTMLInputElement[] {
    return TOKEN_FIELDS.flatMap((name) => namedControls<HTMLInputElement>(this.#form, 'input', name));
  }

  #writeTokens(token: string): void {
    for (const input of this.#tokenInputs()) input.value = token;
  }
}
