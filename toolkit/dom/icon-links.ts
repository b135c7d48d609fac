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
 * The theme's overlays hold links that show an icon font's glyph and nothing else (`a.hover > i.hover-link` in
 * its grids, Modelie's `a.hover-lightbox`): a screen reader reads them as an address, and axe calls them unnamed.
 * Once the bundle makes them reachable, each is made to say what it is: where another link of the same item,
 * with words, goes to the same address (the item's title), it is that link's duplicate for the pointer, and leaves
 * the accessibility tree and the tab order; otherwise it is named after the item's heading. A link that has a
 * name already is left alone. With `changes`, undone on unmount; without, kept (on content the widget added).
 */
export function nameIconLink(link: HTMLAnchorElement, item: Element, changes?: DomChanges): void {
  if (named(link)) return;
  const set = (name: string, value: string) =>
    changes ? changes.setAttribute(link, name, value) : link.setAttribute(name, value);
  const href = link.getAttribute('href');
  const twin = [...item.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (other) => other !== link && other.getAttribute('href') === href && named(other),
  );
  if (twin) {
    set('aria-hidden', 'true');
    set('tabindex', '-1');
    return;
  }
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim();
  if (heading) set('aria-label', heading);
}
