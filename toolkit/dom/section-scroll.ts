import { idFromHash } from './hash';
import { scrollWindowTo } from './motion';

/** How long the theme's scroll to an in-page section takes. */
export const SECTION_SCROLL_MS = 1000;

/**
 * The page-builder section a link points to, when its name contains `rps` (the theme's section ids, `#rps…`)
 * and it is on this page; otherwise null.
 */
export function sectionOf(link: HTMLAnchorElement): HTMLElement | null {
  if (!link.hash.includes('rps') || link.pathname !== location.pathname || link.host !== location.host)
    return null;
  // A malformed escape (`#rps%E0%A4%A`) names no section: the link is followed as the browser does.
  const id = idFromHash(link.hash);
  return id === null ? null : document.getElementById(id);
}

/**
 * Scrolls smoothly to the section (1000 ms; at once under reduced motion), then moves focus there, so the next
 * Tab goes on from it, and puts its name in the address as a jump would.
 */
export function scrollToSection(section: HTMLElement): void {
  scrollWindowTo(scrollY + section.getBoundingClientRect().top, SECTION_SCROLL_MS, () => {
    if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
    section.focus({ preventScroll: true });
    history.pushState(history.state, '', `#${section.id}`);
  });
}
