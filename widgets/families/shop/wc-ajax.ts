import { formBody, jsonOf, request } from '../../../toolkit/dom/http';

/**
 * WooCommerce's wc-ajax endpoints, as its add-to-cart.js and cart-fragments.js call them: form-encoded POSTs
 * to the `wc_ajax_url` the page prints, with `%%endpoint%%` replaced (the URL may carry a subdirectory or a
 * language prefix, so it is never built by hand), answered with JSON. Requests that change the cart go one at
 * a time, in the order they were made, across every widget on the page; failures are `RequestError`s.
 */
export type WcAjaxEndpoint = 'add_to_cart' | 'remove_from_cart' | 'get_refreshed_fragments';

/** The specification's cart request timeout (point 9), and cart-fragments.js's `request_timeout` default. */
export const WC_AJAX_TIMEOUT_MS = 5000;

export function wcAjaxUrl(template: string, endpoint: WcAjaxEndpoint): string {
  return template.replace('%%endpoint%%', endpoint);
}

let queueTail: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` once every task queued before it has settled (WooCommerce 3+: the next request starts on the
 * previous one's `complete`), so two quick clicks on two buttons reach the server in the order they were made.
 */
export function queueCartRequest<T>(task: () => Promise<T>): Promise<T> {
  const run = queueTail.then(task, task);
  queueTail = run.catch(() => undefined);
  return run;
}

/** Server fragments: a CSS selector, and the HTML that replaces the elements it selects. */
export type Fragments = Readonly<Record<string, string>>;

/** What a cart call answered, read from WooCommerce's JSON. */
export type CartAnswer =
  /** The cart as it now is (`get_refreshed_fragments`'s shape; an add and a remove answer it too). */
  | { readonly kind: 'cart'; readonly fragments: Fragments; readonly cartHash: string }
  /** `{ error: true, product_url }`: the product could not be added (out of stock, say). */
  | { readonly kind: 'product-error'; readonly productUrl: string | null }
  /** Anything else: `{ success: false }`, an empty answer, fragments that are not fragments. */
  | { readonly kind: 'rejected' };

function isFragments(value: unknown): value is Fragments {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((html) => typeof html === 'string')
  );
}

export function readCartAnswer(answer: unknown): CartAnswer {
  if (typeof answer !== 'object' || answer === null) return { kind: 'rejected' };
  const {
    error,
    product_url: productUrl,
    fragments,
    cart_hash: cartHash,
  } = answer as Record<string, unknown>;
  if (error) {
    return {
      kind: 'product-error',
      productUrl: typeof productUrl === 'string' && productUrl !== '' ? productUrl : null,
    };
  }
  if (!isFragments(fragments)) return { kind: 'rejected' };
  return { kind: 'cart', fragments, cartHash: typeof cartHash === 'string' ? cartHash : '' };
}

export interface CartCall {
  /** `wc_ajax_url` of the script's own globals (`wc_add_to_cart_params`, `wc_cart_fragments_params`). */
  readonly urlTemplate: string;
  readonly endpoint: WcAjaxEndpoint;
  readonly fields: Readonly<Record<string, string | number>>;
  readonly timeout?: number;
  /** Called when the call leaves the queue and is sent. */
  readonly onSend?: () => void;
}

/** Queues one cart call and resolves with what it answered. */
export function callCart({
  urlTemplate,
  endpoint,
  fields,
  timeout = WC_AJAX_TIMEOUT_MS,
  onSend,
}: CartCall): Promise<CartAnswer> {
  return queueCartRequest(async () => {
    onSend?.();
    const response = await request(wcAjaxUrl(urlTemplate, endpoint), {
      method: 'POST',
      body: formBody(fields),
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      timeout,
    });
    return readCartAnswer(await jsonOf<unknown>(response));
  });
}
