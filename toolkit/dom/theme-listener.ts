import { formBody, request } from './http';

/**
 * The theme's AJAX listener: admin-ajax with `action=ioalistener` and a `type`, form-encoded, at the URL the
 * theme prints as `ioa_listener_url` (or a block's own `data-url`). Answers are HTML fragments or plain text.
 */
export function listenerUrl(): string {
  const url = (globalThis as { ioa_listener_url?: unknown }).ioa_listener_url;
  return typeof url === 'string' && url !== '' ? url : '/wp-admin/admin-ajax.php';
}

export interface ListenerCall {
  readonly type: string;
  readonly fields?: Readonly<Record<string, string | number>>;
  /** A block's own endpoint (the search boxes' `data-url`); defaults to `ioa_listener_url`. */
  readonly url?: string;
  readonly signal?: AbortSignal;
  readonly timeout?: number;
}

/** Posts to the listener and resolves with the answer's text. Failures are `RequestError`s. */
export async function callListener({
  type,
  fields = {},
  url,
  signal,
  timeout,
}: ListenerCall): Promise<string> {
  const response = await request(url ?? listenerUrl(), {
    method: 'POST',
    body: formBody({ action: 'ioalistener', type, ...fields }),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
    timeout,
  });
  return response.text();
}
