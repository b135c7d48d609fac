import type { DomChanges } from './changes';

/** Whether a link says something to a screen reader: its text, a label, a tooltip, a picture's description. */
function named(link: HTMLAnchorElement): boolean {
  if ((link.textContent ?? '').trim() !== '') return true;
  if (link.getAttribute('aria-label')?.trim() || link.hasAttribute('aria-labelledby')) return true;
  if (link.getAttribute('title')?.trim()) return true;
  return [...link.querySelectorAll('[title], img[alt], svg title')].some(
    (part) =>
      (part.getAttribute('title') ?? part.getAttribute('alt') ?? part.textContent ?? '').trim() !== '',
  );
}

/**
 * What to do with one of the theme's overlay links that show an icon font's glyph and nothing else (`a.hover >
 * i`, Modelie's `a.hover-lightbox`), which a screen reader reads as an address once the bundle makes them reachable:
 * where another link of the same item, with words, goes to the same address (the item's title), it is that link's
 * duplicate for the pointer and leaves the accessibility tree and the tab order (`hide`); otherwise it is named
 * after the item's heading (`label`, the theme's lightbox overlay among them). A link with a name is left alone.
 */
export function iconLinkFix(
  link: HTMLAnchorElement,
  item: Element,
): { hide: true } | { label: string } | null {
  if (named(link)) return null;
  const href = link.getAttribute('href');
  const twin = [...item.querySelectorAll<HTMLAnchorElement>('a[href]')].some(
    (other) => other !== link && other.getAttribute('href') === href && named(other),
  );
  if (twin) return { hide: true };
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim();
  return heading ? { label: heading } : null;
}

/** Applies `iconLinkFix`: through a widget's `changes` (undone on unmount), or kept (on content it added). */
export function fixIconLink(link: HTMLAnchorElement, item: Element, changes?: DomChanges): void {
  const fix = iconLinkFix(link, item);
  if (!fix) return;
  const set = (name: string, value: string) =>
    changes ? changes.setAttribute(link, name, value) : link.setAttribute(name, value);
  if ('hide' in fix) {
    set('aria-hidden', 'true');
    set('tabindex', '-1');
  } else set('aria-label', fix.label);
}
