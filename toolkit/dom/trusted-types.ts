/**
 * The bundle's one Trusted Types policy, `wp-widget-bundle`, for sites that send
 * `require-trusted-types-for 'script'; trusted-types wp-widget-bundle`. It has two rules, each for one caller:
 *
 * - `createHTML` hands the server's HTML to `toolkit/server-html.ts`'s parser, which parses it in a document that
 *   runs and loads nothing and cleans it before any of it reaches the page;
 * - `createScriptURL` lets `toolkit/load-script.ts` load the libraries widgets need, from their own hosts only.
 *
 * Without Trusted Types in the browser the strings pass as they are.
 */

/** The hosts of the libraries widgets load (the video host's player API, Google's maps and reCAPTCHA). */
const SCRIPT_HOSTS = new Set([
  'www.youtube.com',
  'maps.googleapis.com',
  'www.google.com',
  'www.recaptcha.net',
]);

interface Policy {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: Policy): Policy;
}

let policy: Policy | null | undefined;

function thePolicy(): Policy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory ? create(factory) : null;
  }
  return policy;
}

/**
 * The policy, or null where the page's policy does not allow its name (`trusted-types` without
 * `wp-widget-bundle`): the strings then go as they are, which a report-only policy reports and an enforced one
 * refuses at the sink, with the browser's own message.
 */
function create(factory: TrustedTypesFactory): Policy | null {
  try {
    return factory.createPolicy('wp-widget-bundle', {
      createHTML: (input) => input,
      createScriptURL: (input) => {
        const url = new URL(input, document.baseURI);
        if (url.protocol !== 'https:' || !SCRIPT_HOSTS.has(url.hostname))
          throw new TypeError(`${input} is not the address of a library the widgets load`);
        return url.href;
      },
    });
  } catch {
    return null;
  }
}

/** HTML for the inert parser only (see `toolkit/server-html.ts`). */
export function htmlForInertParser(html: string): string {
  return thePolicy()?.createHTML(html) ?? html;
}

/** The address of a library script, checked against the hosts widgets load libraries from. */
export function libraryScriptUrl(src: string): string {
  return thePolicy()?.createScriptURL(src) ?? src;
}

/**
 * Whether an error is the browser refusing a string at an HTML or script sink because the page requires
 * Trusted Types: what a library that writes HTML as strings (MediaElement, PhotoSwipe) meets on such a page.
 */
export function refusedByTrustedTypes(error: unknown): boolean {
  return error instanceof TypeError && /Trusted(HTML|Script|ScriptURL)\b/.test(error.message);
}
