import { jsonOf, request } from '../../toolkit/dom/http';
import type { HostedVideo } from '../../toolkit/dom/video-address';

/** The providers' own oEmbed endpoints. */
const ENDPOINTS: Record<HostedVideo['provider'], string> = {
  youtube: 'https://www.youtube.com/oembed',
  vimeo: 'https://vimeo.com/api/oembed.json',
};

const OEMBED_TIMEOUT_MS = 8000;

export interface VideoCard {
  readonly title: string;
  /** An http(s) address, or null when the answer gave none. */
  readonly thumbnail: string | null;
}

/**
 * The video's title and thumbnail from oEmbed (GET `url` and `format=json`, read `title` and `thumbnail_url`), from
 * `endpoint` (a site's proxy) or the provider's. Failures are `RequestError`s; a thumbnail that is not a web
 * address is dropped.
 */
export async function fetchVideoCard(
  video: HostedVideo,
  endpoint: string,
  signal: AbortSignal,
): Promise<VideoCard> {
  const address = new URL(endpoint || ENDPOINTS[video.provider], document.baseURI);
  address.searchParams.set('url', video.url.href);
  address.searchParams.set('format', 'json');
  const response = await request(address.href, { signal, timeout: OEMBED_TIMEOUT_MS });
  const answer = await jsonOf<{ title?: unknown; thumbnail_url?: unknown }>(response);
  const thumbnail = typeof answer.thumbnail_url === 'string' ? answer.thumbnail_url : '';
  let safe: string | null = null;
  try {
    const url = new URL(thumbnail, document.baseURI);
    if (url.protocol === 'https:' || url.protocol === 'http:') safe = url.href;
  } catch {
    safe = null;
  }
  return { title: typeof answer.title === 'string' ? answer.title : '', thumbnail: safe };
}
