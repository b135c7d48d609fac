import { dispatchContractEvent } from '../../toolkit/dom/contract-events';
import { loadScript } from '../../toolkit/dom/load-script';
import { pageGlobal } from '../../toolkit/dom/page-globals';

/**
 * Contact Form 7's reCAPTCHA v3 integration (plugin-contracts §2.8), on only where the page's
 * `wpcf7_recaptcha` global has a site key: Google's script is loaded on demand, "homepage" is executed once it
 * is ready, and "contactform" before every submission; each token is announced as `wpcf7grecaptchaexecuted` on
 * the document and goes into the form's token field.
 */
export interface RecaptchaSettings {
  readonly sitekey: string;
  readonly actions: { readonly homepage: string; readonly contactform: string };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(sitekey: string, options: { action: string }): PromiseLike<string>;
}

/** Google's token requests are quick; a blocked script must not hold the submission back. */
const TOKEN_TIMEOUT_MS = 10_000;

/** The token field's names: `_wpcf7_recaptcha_response` from 5.2, `g-recaptcha-response` before. */
export const TOKEN_FIELDS = ['_wpcf7_recaptcha_response', 'g-recaptcha-response'] as const;

export function recaptchaSettings(): RecaptchaSettings | null {
  const global = pageGlobal<{ sitekey: unknown; actions: Record<string, unknown> }>('wpcf7_recaptcha');
  const sitekey = global?.sitekey;
  if (typeof sitekey !== 'string' || sitekey === '') return null;
  const action = (key: string) => {
    const value = global?.actions?.[key];
    return typeof value === 'string' && value !== '' ? value : key;
  };
  return { sitekey, actions: { homepage: action('homepage'), contactform: action('contactform') } };
}

function grecaptcha(): Grecaptcha | null {
  const candidate = (globalThis as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
  return typeof candidate?.execute === 'function' && typeof candidate.ready === 'function'
    ? (candidate as Grecaptcha)
    : null;
}

function executed(settings: RecaptchaSettings, action: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const api = grecaptcha();
    if (!api) {
      reject(new Error('grecaptcha is not on the page'));
      return;
    }
    api.ready(() => {
      api.execute(settings.sitekey, { action }).then(resolve, reject);
    });
  });
}

/**
 * A token for `action`, announced on the document. Rejects when Google's script cannot be loaded or gives no
 * token in time: the form is then sent without one, and the server says what it makes of that.
 */
export async function recaptchaToken(
  settings: RecaptchaSettings,
  action: string,
  /** The bundle's CSP nonce, for Google's script. */
  nonce: string,
): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`reCAPTCHA gave no token within ${TOKEN_TIMEOUT_MS} ms`)),
      TOKEN_TIMEOUT_MS,
    );
  });
  const loaded = loadScript(
    `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(settings.sitekey)}`,
    { ready: () => grecaptcha() !== null, nonce },
  );
  try {
    const token = await Promise.race([loaded.then(() => executed(settings, action)), timeout]);
    dispatchContractEvent(document, { native: 'wpcf7grecaptchaexecuted', detail: { action, token } });
    return token;
  } finally {
    clearTimeout(timer);
  }
}
