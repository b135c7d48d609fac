/**
 * The one place server calls fail: every contract client (wc-ajax, the theme listener, Contact Form 7's REST
 * routes) goes through `request`, which applies the contract's timeout and turns every failure into a
 * `RequestError` of a known kind, so each widget maps kinds to the specification's error catalogue.
 */
import { causeText } from '../../loader/contract';

export type RequestFailure =
  /** No answer: offline, DNS, connection refused, CORS. */
  | 'network'
  /** No answer within the contract's timeout. */
  | 'timeout'
  /** The widget unmounted, or a newer request replaced this one. */
  | 'aborted'
  /** An answer with a status outside 200–299. */
  | 'http'
  /** An answer that was not the JSON the contract promises. */
  | 'invalid-json';

export class RequestError extends Error {
  constructor(
    readonly kind: RequestFailure,
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface RequestOptions extends Omit<RequestInit, 'signal'> {
  /** Milliseconds before the request is aborted as a timeout; none by default. */
  readonly timeout?: number;
  /** Aborts the request (the widget's `ctx.signal`). */
  readonly signal?: AbortSignal;
}

/**
 * fetch, with the timeout and the failure kinds above. Resolves with the Response of a 2xx answer, its body
 * already read: the timeout covers the whole answer, so a server that sends its headers and then stalls in the
 * body fails as a timeout too, instead of leaving the widget waiting until the page is reloaded. The body can
 * be read from the Response as usual (`text()`, `jsonOf`).
 */
export async function request(
  url: string,
  { timeout, signal, ...init }: RequestOptions = {},
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init, signal: controller.signal });
    const body = await response.text();
    if (!response.ok) {
      throw new RequestError('http', `${url} answered ${response.status}`, response.status, body);
    }
    return readAnswer(response, body);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (timedOut) throw new RequestError('timeout', `${url} did not answer within ${timeout} ms`);
    if (controller.signal.aborted) throw new RequestError('aborted', `${url}: request aborted`);
    throw new RequestError('network', `${url} could not be reached (${causeText(error)})`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** The answer with its body read: the same status, headers and address, the body from memory. */
function readAnswer(response: Response, body: string): Response {
  const answer = new Response(response.status === 204 || response.status === 205 ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(answer, 'url', { value: response.url });
  return answer;
}

/** The answer's body as JSON, or a RequestError of kind `invalid-json` holding the text. */
export async function jsonOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RequestError('invalid-json', `${response.url} did not answer JSON`, response.status, text);
  }
}

/** A form-encoded body from fields, as jQuery's `$.post` sent them. */
export function formBody(fields: Readonly<Record<string, string | number>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return body;
}
