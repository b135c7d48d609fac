import { idFromHash } from '../../toolkit/dom/hash';
import { hostedVideo, playerAddress } from '../../toolkit/dom/video-address';
import type { ItemContext, ItemSource, Size } from './sources';

/**
 * What a lightbox link shows, detected from its address as prettyPhoto 3.1.6 did (plugin contracts §5.2):
 * YouTube and Vimeo pages become their players, `.mp4`/`.webm` a video, `?iframe=true` a frame, `?ajax=true`
 * the fetched page's HTML, `#id` that element's content, anything else an image.
 */
export type ItemKind = 'image' | 'youtube' | 'vimeo' | 'video' | 'iframe' | 'ajax' | 'inline';

export interface LightboxItem extends ItemSource {
  readonly kind: ItemKind;
  /** Its place among the sources opened, which the deep link counts. */
  readonly position: number;
  /** What is loaded: the image, the player or frame address, the page fetched; the element id for `inline`. */
  readonly src: string;
  /** The size of everything but images, which show at their own size. */
  readonly size: Size;
}

const VIDEO_FILE = /\.(mp4|webm|m4v|ogv|mov)$/i;

/** prettyPhoto's sizes: pixels, or `NN%` of the window less 150. */
function dimension(value: string | null, window: number, fallback: number): number {
  if (value === null) return fallback;
  const match = /^(\d+(?:\.\d+)?)(%?)$/.exec(value.trim());
  if (!match) return fallback;
  const number = Number(match[1]);
  const pixels = match[2] ? (window * number) / 100 - 150 : number;
  return pixels > 0 ? Math.round(pixels) : fallback;
}

/** The frame's own address: prettyPhoto's `iframe`, `width` and `height` parameters taken off. */
function frameAddress(url: URL): string {
  const frame = new URL(url.href);
  for (const name of ['iframe', 'width', 'height']) frame.searchParams.delete(name);
  return frame.href;
}

/**
 * The item a source opens. Throws, with a message naming the address, for one it cannot show: anything but
 * http(s) (a `javascript:` address must never become a frame), an `?ajax=true` page of another origin, or an
 * `#id` naming no element.
 */
export function readItem(source: ItemSource, position: number, context: ItemContext): LightboxItem {
  const { href } = source;
  const item = { ...source, position };
  if (href.startsWith('#')) {
    const id = idFromHash(href);
    if (id === null || !document.getElementById(id))
      throw new Error(`href="${href}" names no element on the page`);
    return { ...item, kind: 'inline', src: id, size: context.defaults };
  }
  let url: URL;
  try {
    url = new URL(href, document.baseURI);
  } catch {
    throw new Error(`href="${href}" is not an address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`href="${href}" is not a web address`);
  const params = url.searchParams;
  const size = {
    width: dimension(params.get('width'), context.viewport.width, context.defaults.width),
    height: dimension(params.get('height'), context.viewport.height, context.defaults.height),
  };
  const video = hostedVideo(url);
  if (video !== null) {
    const src = playerAddress(video, { autoplay: true, privacy: context.privacy });
    return { ...item, size, kind: video.provider, src };
  }
  if (VIDEO_FILE.test(url.pathname)) return { ...item, size, kind: 'video', src: url.href };
  if (params.get('iframe') === 'true') return { ...item, size, kind: 'iframe', src: frameAddress(url) };
  if (params.get('ajax') === 'true') {
    // Its HTML goes into the page: only a page of this site, never one an Author's link points elsewhere.
    if (url.origin !== location.origin)
      throw new Error(
        `href="${href}" is a page of another site, and only this site's pages are shown inline`,
      );
    return { ...item, size, kind: 'ajax', src: url.href };
  }
  return { ...item, size, kind: 'image', src: url.href };
}
