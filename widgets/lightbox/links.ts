/**
 * Which links open in the lightbox and how they group, as prettyPhoto 3.1.6 decided it (plugin contracts §5.2):
 * the theme binds every `a[rel^="prettyPhoto"]`; `rel="prettyPhoto[name]"` makes a gallery of the links with the
 * same name, in document order, and a bare `rel="prettyPhoto"` opens alone. WooCommerce's product thumbnails carry
 * the group in `data-rel` (WooCommerce's own prettyPhoto binding), and WordPress `[gallery]` links
 * (`.gallery-icon > a`, no rel) group by their gallery's id.
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

/**
 * Whether the lightbox opens this element, one the loader found by the hooks above or by `data-widget`: a link
 * with an address, unless the selector matched only a miscased hook (the RAD gallery's `prettyphoto['id']`,
 * which 2.5.7 never bound).
 */
export function isLightboxLink(element: Element): element is HTMLAnchorElement {
  if (!(element instanceof HTMLAnchorElement) || !element.hasAttribute('href')) return false;
  return (
    hookOf(element) !== null ||
    element.parentElement?.classList.contains('gallery-icon') === true ||
    element.hasAttribute('data-widget')
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
