/**
 * prettyPhoto's deep links (plugin contracts §5.3): while an item is open the address ends in
 * `#prettyPhoto[gallery]/<index>/` (a link in no gallery: `#prettyPhoto/<its index among all lightbox links>/`),
 * and once closed in `#prettyPhoto`, which names nothing.
 *
 * prettyPhoto pasted the hash into a jQuery selector, which ran the HTML in it (§5.4). Here the hash is read by
 * a strict grammar into a gallery name and a decimal index, and the name is only ever compared with the names
 * links carry: it never reaches HTML or a selector. Anything else (bad escapes, markup, quotes, a comma) names
 * no item.
 */
export interface DeepLink {
  /** The gallery's name, or null for the index among all lightbox links. */
  readonly group: string | null;
  readonly index: number;
}

export const CLOSED_HASH = '#prettyPhoto';

// A gallery name is any text without brackets, slashes, markup or quote characters, controls or spaces.
const DEEP_LINK = /^#prettyPhoto(?:\[([^[\]/<>"'`\\\s\p{Cc}]{1,200})\])?\/(\d{1,9})\/$/u;

export function parseDeepLink(hash: string): DeepLink | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const match = DEEP_LINK.exec(decoded);
  if (!match) return null;
  return { group: match[1] ?? null, index: Number(match[2]) };
}

/** The hash for an item; a name that would not read back as itself gives none (the address is left alone). */
export function deepLinkHash(link: DeepLink): string | null {
  const hash = `#prettyPhoto${link.group === null ? '' : `[${link.group}]`}/${link.index}/`;
  const read = parseDeepLink(hash);
  return read?.group === link.group && read.index === link.index ? hash : null;
}
