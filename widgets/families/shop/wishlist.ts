import Cookies from 'js-cookie';
import type { Reporter } from '../../../loader/contract';
import { createLiveRegion } from '../../../toolkit/dom/live-region';

/**
 * The theme's wish list: a cookie holding a JSON map from product id to product id, read and written by the
 * product page's link and the wish list page. A malformed cookie is treated as empty (keeping the ids that can
 * be read), repaired, and reported once.
 */
export const WISHLIST_COOKIE = 'ioa-wishlist';
/** The specification's wish list cookie: 300 days, on the whole site. */
const WISHLIST_COOKIE_ATTRIBUTES = { expires: 300, path: '/' } as const;

/** Product id to product id, as the theme keeps it. */
export type Wishlist = Readonly<Record<string, number>>;

export interface ParsedWishlist {
  readonly list: Wishlist;
  /** The cookie held something else than a JSON map of product ids (what could be kept is in `list`). */
  readonly malformed: boolean;
}

function productId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function parseWishlist(raw: string | undefined): ParsedWishlist {
  if (raw === undefined || raw === '') return { list: {}, malformed: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { list: {}, malformed: true };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { list: {}, malformed: true };
  const list: Record<string, number> = {};
  let malformed = false;
  for (const [key, entry] of Object.entries(value)) {
    const id = productId(entry);
    if (id !== null && String(id) === key) list[key] = id;
    else malformed = true;
  }
  return { list, malformed };
}

export function readWishlist(): ParsedWishlist & { readonly raw: string | undefined } {
  const raw = Cookies.get(WISHLIST_COOKIE);
  return { raw, ...parseWishlist(raw) };
}

/** Writes the list (an empty one removes the cookie). */
export function writeWishlist(list: Wishlist): void {
  if (Object.keys(list).length === 0) Cookies.remove(WISHLIST_COOKIE, { path: '/' });
  else Cookies.set(WISHLIST_COOKIE, JSON.stringify(list), WISHLIST_COOKIE_ATTRIBUTES);
}

/** The wish list; a malformed cookie is repaired (keeping what can be kept) and reported once. */
export function wishlistFromCookie(reporter: Reporter, element: Element): Wishlist {
  const { raw, list, malformed } = readWishlist();
  if (malformed) {
    writeWishlist(list);
    const kept = Object.keys(list).length;
    reporter.warn(
      element,
      `the ${WISHLIST_COOKIE} cookie held ${JSON.stringify(raw)}, which is not a JSON map of product ids; it was rewritten with the ${kept} product id(s) it held.`,
    );
  }
  return list;
}

/** Tells screen-reader users what happened to the list (an item removed from a page they cannot see change). */
export const wishlistAnnouncer = createLiveRegion('ioa-wishlist-live-region', 0);
