import { libraryScriptUrl } from './trusted-types';

/**
 * Third-party scripts a widget needs (Google's reCAPTCHA, a maps API), loaded once per page on demand. The
 * script gets the bundle's CSP nonce (the widget's `ctx.nonce`), and the promise resolves once `ready()` reports
 * the library usable. A library the page already has (`ready()` true before loading) is not loaded again.
 */
const loading = new Map<string, Promise<void>>();

export interface ScriptOptions {
  /** Whether the library is usable: checked before loading and once the script has run. */
  readonly ready?: () => boolean;
  /** The bundle's CSP nonce (`ctx.nonce`); empty when the page has no policy. */
  readonly nonce?: string;
}

export function loadScript(src: string, { ready, nonce = '' }: ScriptOptions = {}): Promise<void> {
  if (ready?.()) return Promise.resolve();
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      // A TrustedScriptURL where the page asks for Trusted Types (see toolkit/trusted-types.ts).
      script.src = libraryScriptUrl(src);
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () =>
        ready?.() !== false ? resolve() : reject(new Error(`${src} loaded but is not ready`)),
      );
      script.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)));
      document.head.append(script);
    });
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}
