/**
 * What the lightbox opens, as the page gives it: a link's address and texts (or those passed to
 * `$.prettyPhoto.open`), and the page's sizes. The viewer reads them into items (`items.ts`) when it opens.
 */

/** What an item is made from: a link, or the addresses and texts given to `$.prettyPhoto.open`. */
export interface ItemSource {
  /** The link it comes from, named in reports. */
  readonly link: HTMLAnchorElement | null;
  /** The address as written (an `#id` stays relative). */
  readonly href: string;
  /** A link's thumbnail `alt`; shown as text. */
  readonly title: string;
  /** A link's `title`; shown as text. */
  readonly description: string;
  /** The image inside the link, for the thumbnail strip. */
  readonly thumbnail: HTMLImageElement | null;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** prettyPhoto's `default_width`/`default_height`: 500x344 on theme pages, 640x480 on WooCommerce's pages. */
export function defaultSize(body: Element): Size {
  const shop = body.classList.contains('woocommerce') || body.classList.contains('woocommerce-page');
  return shop ? { width: 640, height: 480 } : { width: 500, height: 344 };
}

export interface ItemContext {
  readonly defaults: Size;
  readonly viewport: Size;
  /** Plays YouTube from youtube-nocookie.com and asks Vimeo not to track. */
  readonly privacy: boolean;
}

export function sourceOfLink(link: HTMLAnchorElement): ItemSource {
  const thumbnail = link.querySelector('img');
  return {
    link,
    href: link.getAttribute('href') ?? '',
    title: thumbnail?.getAttribute('alt') ?? '',
    description: link.getAttribute('title') ?? '',
    thumbnail,
  };
}

/** The context of an opening now: the page's default size unless given one, and the window's size. */
export function pageContext(defaults: Size | undefined, privacy: boolean): ItemContext {
  return {
    defaults: defaults ?? defaultSize(document.body),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    privacy,
  };
}
