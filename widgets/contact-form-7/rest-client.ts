import { jsonOf, RequestError, request } from '../../toolkit/dom/http';
import { pageGlobal } from '../../toolkit/dom/page-globals';

/**
 * Contact Form 7's REST routes (namespace `contact-form-7/v1`), at the REST root the plugin prints in its `wpcf7`
 * global: `wpcf7.api` = {root, namespace} from 5.4, `wpcf7.apiSettings` = {root: "<rest>/contact-form-7/v1",
 * namespace} up to 5.3.2. Every failure becomes a `Cf7Error` with the plugin's own codes and messages.
 */
export type RestApi =
  | { readonly shape: 'api'; readonly root: string; readonly namespace: string }
  | { readonly shape: 'apiSettings'; readonly root: string; readonly namespace: string };

interface Wpcf7Global {
  readonly api?: { readonly root?: unknown; readonly namespace?: unknown };
  readonly apiSettings?: { readonly root?: unknown; readonly namespace?: unknown };
}

const NAMESPACE = 'contact-form-7/v1';

/** The plugin sets no timeout; a form whose server never answers must still become sendable again. */
export const CF7_TIMEOUT_MS = 30_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The REST root the page's `wpcf7` global names, or null when it names none. */
export function restApi(global = pageGlobal<Wpcf7Global>('wpcf7')): RestApi | null {
  const root = text(global?.api?.root);
  if (root) return { shape: 'api', root, namespace: text(global?.api?.namespace) ?? NAMESPACE };
  const legacyRoot = text(global?.apiSettings?.root);
  if (legacyRoot) {
    return {
      shape: 'apiSettings',
      root: legacyRoot,
      namespace: text(global?.apiSettings?.namespace) ?? NAMESPACE,
    };
  }
  return null;
}

/** The URL of a route such as `contact-forms/12/feedback`, built as the plugin's own script builds it. */
export function routeUrl(api: RestApi, endpoint: string): string {
  const route = endpoint.replace(/^\//, '');
  if (api.shape === 'apiSettings') {
    // ≤ 5.3.2: the root already ends in the namespace; the route goes right after it.
    return api.root.replace(api.namespace, `${api.namespace}/${route}`);
  }
  let path = `${api.namespace.replace(/^\/|\/$/g, '')}/${route}`;
  // Plain permalinks ("…/?rest_route=/"): the route's own query string joins the root's.
  if (api.root.includes('?')) path = path.replace('?', '&');
  return api.root + path;
}

/** A submission or refill that got no usable answer; `code` and `message` are what the visitor is shown. */
export class Cf7Error extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The server answered, but not as the contract says: worth a line in the console for the site owner. */
    readonly serverFault: boolean,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'Cf7Error';
  }
}

export const FETCH_ERROR = { code: 'fetch_error', message: 'You are probably offline.' } as const;
export const INVALID_JSON = {
  code: 'invalid_json',
  message: 'The response is not a valid JSON response.',
} as const;
export const TIMEOUT_ERROR = {
  code: 'timeout',
  message: 'The server did not answer in time. Please try again.',
} as const;
/** The plugin's default mail_sent_ng message, for a server error that says nothing itself. */
export const SERVER_ERROR = {
  code: 'server_error',
  message: 'There was an error trying to send your message. Please try again later.',
} as const;

/** A REST error body: {code, message, data: {status}}. */
function restError(body: string | undefined): { code: string; message: string } | null {
  try {
    const parsed = JSON.parse(body ?? '') as { code?: unknown; message?: unknown };
    const code = text(parsed?.code);
    const message = text(parsed?.message);
    return code && message ? { code, message } : null;
  } catch {
    return null;
  }
}

/** Maps a failure of `request()` to the plugin's error codes. Aborted requests stay RequestErrors. */
export function toCf7Error(error: unknown): unknown {
  if (!(error instanceof RequestError)) return error;
  switch (error.kind) {
    case 'network':
      return new Cf7Error(FETCH_ERROR.code, FETCH_ERROR.message, false, error.message);
    case 'timeout':
      return new Cf7Error(TIMEOUT_ERROR.code, TIMEOUT_ERROR.message, false, error.message);
    case 'invalid-json':
      return new Cf7Error(INVALID_JSON.code, INVALID_JSON.message, true, (error.body ?? '').slice(0, 200));
    case 'http': {
      const rest = restError(error.body);
      return rest
        ? new Cf7Error(rest.code, rest.message, true, error.message)
        : new Cf7Error(SERVER_ERROR.code, SERVER_ERROR.message, true, error.message);
    }
    default:
      return error;
  }
}

export interface InvalidField {
  /** 5.6+: the field name ("." replaced by "_"). */
  readonly field?: string;
  /** Up to 5.5: a selector, "span.wpcf7-form-control-wrap.<name>". */
  readonly into?: string;
  readonly message: string;
  readonly idref?: string | null;
  readonly error_id?: string;
}

export interface Refill {
  /** Really Simple CAPTCHA: field name → image URL. */
  readonly captcha?: Readonly<Record<string, string>>;
  /** Quiz: field name → [question, hashed answer]. */
  readonly quiz?: Readonly<Record<string, readonly [string, string]>>;
}

export interface FeedbackResponse extends Refill {
  readonly status: string;
  readonly message: string;
  readonly posted_data_hash?: string;
  readonly into?: string;
  readonly invalid_fields?: readonly InvalidField[];
  /** Up to 5.1: the same items under a camelCase key. */
  readonly invalidFields?: readonly InvalidField[];
  readonly [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function quizMap(value: unknown): Record<string, readonly [string, string]> | undefined {
  if (!isRecord(value)) return undefined;
  const quiz: Record<string, readonly [string, string]> = {};
  for (const [name, pair] of Object.entries(value)) {
    if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
      quiz[name] = [pair[0], pair[1]];
    }
  }
  return quiz;
}

function invalidFieldsOf(value: unknown): InvalidField[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is InvalidField => isRecord(item) && typeof item.message === 'string');
}

/** A refill answer (PHP prints an empty one as `[]`). */
export function parseRefill(value: unknown): Refill {
  if (!isRecord(value)) return {};
  return { captcha: stringMap(value.captcha), quiz: quizMap(value.quiz) };
}

/** A feedback answer; one without a status is not the plugin's answer, and counts as invalid JSON. */
export function parseFeedback(value: unknown): FeedbackResponse {
  if (!isRecord(value) || typeof value.status !== 'string') {
    throw new Cf7Error(INVALID_JSON.code, INVALID_JSON.message, true, JSON.stringify(value).slice(0, 200));
  }
  return {
    ...value,
    status: value.status,
    message: typeof value.message === 'string' ? value.message : '',
    posted_data_hash: typeof value.posted_data_hash === 'string' ? value.posted_data_hash : undefined,
    invalid_fields: invalidFieldsOf(value.invalid_fields),
    invalidFields: invalidFieldsOf(value.invalidFields),
    ...parseRefill(value),
  };
}

const HEADERS = { Accept: 'application/json, */*;q=0.1' };

async function call(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<unknown> {
  try {
    const response = await request(url, { ...init, headers: HEADERS, signal, timeout: CF7_TIMEOUT_MS });
    return await jsonOf<unknown>(response);
  } catch (error) {
    throw toCf7Error(error);
  }
}

/** POST `contact-forms/{id}/feedback`, multipart: the form's fields, hidden inputs and submitter. */
export async function postFeedback(
  api: RestApi,
  formId: number,
  body: FormData,
  signal?: AbortSignal,
): Promise<FeedbackResponse> {
  return parseFeedback(
    await call(routeUrl(api, `contact-forms/${formId}/feedback`), { method: 'POST', body }, signal),
  );
}

/** GET `contact-forms/{id}/refill`: a new captcha image and quiz question after the form is reset. */
export async function getRefill(api: RestApi, formId: number, signal?: AbortSignal): Promise<Refill> {
  return parseRefill(await call(routeUrl(api, `contact-forms/${formId}/refill`), { method: 'GET' }, signal));
}
