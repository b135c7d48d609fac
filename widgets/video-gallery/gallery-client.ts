import { formBody, request } from '../../toolkit/dom/http';
import { pageGlobal } from '../../toolkit/dom/page-globals';

/** Embed Plus for YouTube's `_EPYT_` global: where to page, its nonce, and how far above the list to scroll. */
export interface EpytGlobals {
  readonly ajaxUrl: string;
  readonly security: string;
  /** The plugin's `gallery_scrolloffset` (the specification's 20 px when the page prints none). */
  readonly scrollOffset: number;
}

export function epytGlobals(): EpytGlobals {
  const epyt = pageGlobal<Record<string, unknown>>('_EPYT_') ?? {};
  const text = (key: string) => (typeof epyt[key] === 'string' ? (epyt[key] as string) : '');
  const offset = Number.parseInt(text('gallery_scrolloffset'), 10);
  return {
    ajaxUrl: text('ajaxurl') || '/wp-admin/admin-ajax.php',
    security: text('security'),
    scrollOffset: Number.isFinite(offset) ? offset : 20,
  };
}

/** Our own limit on a page of thumbnails: jQuery's `$.post` that the plugin used waited for ever. */
const PAGE_TIMEOUT_MS = 15_000;

/**
 * One page of the gallery's thumbnails, as the plugin's admin-ajax action answers it: HTML. jQuery's
 * `X-Requested-With` goes along, which the server's is_ajax() checks. An empty answer is a failure too.
 */
export async function fetchGalleryPage(
  globals: EpytGlobals,
  fields: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<string> {
  const response = await request(globals.ajaxUrl, {
    method: 'POST',
    body: formBody(fields),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
    timeout: PAGE_TIMEOUT_MS,
  });
  const html = await response.text();
  if (html.trim() === '' || html.trim() === '0') throw new Error('the gallery page answered nothing');
  return html;
}
