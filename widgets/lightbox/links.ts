/**
 * Which links open in the lightbox and how they group, as prettyPhoto 3.1.6 decided it (plugin contracts §5.2):
 * the theme binds every `a[rel^="prettyPhoto"]`; `rel="prettyPhoto[name]"` makes a gallery of the links with the
 * same name, in document order, and a bare `rel="prettyPhoto"` opens alone. WooCommerce's product thumbnails carry
 * the group in `data-rel` (WooCommerce's own prettyPhoto binding), and WordPress `[gallery]` links
 * (`.gallery-icon > a`, no rel) group by their gallery's id. Unlike prettyPhoto, which showed "Image cannot be
 * loaded" for them, a `[gallery]` link to anything but an image file (a default `[gallery]` links to the
 * attachment pages) is left a link.
 */

/** The loader's hooks. Attribute selectors match `rel` case-insensitively, so `linkGroup` checks the case. */
export const LIGHTBOX_HOOKS = ['a[rel^="prettyPhoto"]', 'a[data-rel^="prettyPhoto"]', '.gallery-icon > a'];

const HOOK_ATTRIBUTES = ['rel', 'data-rel'] as const;
const GROUP = /^prettyPhoto\[([^\]]+)\]/;

/** The hook value (`prettyPhoto[pp_gal]`); case-sensitive, as jQuery's: the RAD gallery's `prettyphoto[…]` is not one. */
function hookOf(link: Element): string | null {
  for (const name of HOOK_ATTRIBUTES) {
    const value = link.getAttribute(name);
    if (value?.startsWith('prettyPhoto')) return value;
  }
  return null;
}

/** The extensions of the image files WordPress uploads (and the fixtures' SVGs), in an address's path. */
const IMAGE_FILE = /\.(?:avif|bmp|gif|heic|ico|jpe|jpeg|jpg|png|svg|tif|tiff|webp)$/i;

/** Whether an address is an image file's: its path (not its query or fragment) ends in an image extension. */
export function isImageAddress(href: string, base = document.baseURI): boolean {
  try {
    return IMAGE_FILE.test(new URL(href, base).pathname);
  } catch {
    return false;
  }
}

/**
 * Whether the lightbox opens this element, one the loader found by the hooks above or by `data-widget`: a link
 * with an address, unless the selector matched only a miscased hook (the RAD gallery's `prettyphoto['id']`,
 * which 2.5.7 never bound), or it is a `[gallery]` link to something else than an image file.
 */
export function isLightboxLink(element: Element): element is HTMLAnchorElement {
  if (!(element instanceof HTMLAnchorElement) || !element.hasAttribute('href')) return false;
  if (hookOf(element) !== null || element.hasAttribute('data-widget')) return true;
  return (
    element.parentElement?.classList.contains('gallery-icon') === true &&
    isImageAddress(element.getAttribute('href') ?? '')
  );
}

/** The gallery a link belongs to, or null for one that opens alone. */
export function linkGroup(link: Element): string | null {
  const hook = hookOf(link);
  if (hook !== null) return GROUP.exec(hook)?.[1] ?? null;
  return link.closest('.gallery')?.id || null;
}

function inDocumentOrder(a: Node, b: Node): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The lightbox links among `candidates`, connected and in document order. */
export function lightboxLinks(candidates: Iterable<Element>): HTMLAnchorElement[] {
  return [...candidates]
    .filter((element): element is HTMLAnchorElement => element.isConnected && isLightboxLink(element))
    .sort(inDocumentOrder);
}

/** What opens when `link` is clicked: its group's links in document order (it alone without one), and where it is. */
export function galleryOf(
  link: HTMLAnchorElement,
  links: readonly HTMLAnchorElement[],
): { readonly links: readonly HTMLAnchorElement[]; readonly index: number } {
  const group = linkGroup(link);
  if (group === null) return { links: [link], index: 0 };
  const members = links.filter((candidate) => linkGroup(candidate) === group);
  const index = members.indexOf(link);
  return index === -1 ? { links: [link], index: 0 } : { links: members, index };
}
