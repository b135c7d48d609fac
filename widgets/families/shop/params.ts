import type { Reporter } from '../../../loader/contract';
import { ReportedError } from '../../../toolkit/dom/options';
import { pageGlobal } from '../../../toolkit/dom/page-globals';
import { WC_AJAX_TIMEOUT_MS } from './wc-ajax';

/**
 * WooCommerce's localized globals (`wp_localize_script`: every scalar is a string), read once per use. A URL
 * template without `%%endpoint%%` cannot be called, so it counts as missing.
 */
type Raw = Record<string, unknown>;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function urlTemplate(params: Raw | undefined): string | null {
  const url = params?.wc_ajax_url;
  return typeof url === 'string' && url.includes('%%endpoint%%') ? url : null;
}

export interface AddToCartParams {
  readonly urlTemplate: string;
  readonly viewCartText: string;
  readonly cartUrl: string;
  /** On the cart page no 'View cart' link is added (`is_cart` is "1" there, "" elsewhere). */
  readonly isCart: boolean;
  /** `cart_redirect_after_add` "yes": an add sends the visitor to the cart page. */
  readonly redirectToCart: boolean;
}

export function addToCartParams(): AddToCartParams | null {
  const params = pageGlobal<Raw>('wc_add_to_cart_params');
  const template = urlTemplate(params);
  if (!params || !template) return null;
  return {
    urlTemplate: template,
    viewCartText: text(params.i18n_view_cart, 'View cart'),
    cartUrl: text(params.cart_url, ''),
    // The script tests it for truth, so any non-empty string counts, as there.
    isCart: Boolean(params.is_cart),
    redirectToCart: params.cart_redirect_after_add === 'yes',
  };
}

export interface FragmentsParams {
  readonly urlTemplate: string;
  /** sessionStorage and localStorage key of the cart hash. */
  readonly cartHashKey: string;
  /** sessionStorage key of the fragments. */
  readonly fragmentName: string;
  readonly timeout: number;
}

export function fragmentsParams(): FragmentsParams | null {
  const params = pageGlobal<Raw>('wc_cart_fragments_params');
  const template = urlTemplate(params);
  if (!params || !template) return null;
  const timeout = Number(params.request_timeout);
  return {
    urlTemplate: template,
    cartHashKey: text(params.cart_hash_key, 'wc_cart_hash'),
    fragmentName: text(params.fragment_name, 'wc_fragments'),
    timeout: Number.isFinite(timeout) && timeout > 0 ? timeout : WC_AJAX_TIMEOUT_MS,
  };
}

const reported = new Set<string>();

/**
 * Stops a widget whose plugin global is missing: the server HTML (plain links) is left working. Said once per
 * page, however many buttons there are; the other instances stop silently.
 */
export function missingGlobal(name: string, reporter: Reporter, element: Element): never {
  const problem = `the page has no ${name}, which WooCommerce prints with its scripts`;
  if (!reported.has(name)) {
    reported.add(name);
    reporter.error(element, `${problem}; the server HTML is left as it is.`);
  }
  throw new ReportedError(problem);
}
