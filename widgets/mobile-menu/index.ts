import type { ElementWidget, MountContext } from '../../loader/contract';
import type { DomChanges } from '../../toolkit/dom/changes';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { focusablesIn } from '../../toolkit/dom/focus';
import { saveInlineStyle } from '../../toolkit/dom/save';
import { scrollToSection, sectionOf } from '../../toolkit/dom/section-scroll';
import './mobile-menu.css';

/** Wider than this, the desktop menu shows and the mobile menu closes itself. */
export const MOBILE_MAX_WIDTH = 979;

const OPEN = 'wgt-mm-open';
const SUB_OPEN = 'wgt-mm-sub';

/**
 * The mobile and tablet menu (markup contract §4): the server's `ul#mobile-menu` or `div.mobile-side-wrap`, or
 * the one built from the desktop menu. `a.mobile-menu` is its disclosure button: opening slides the page 250 px
 * left in 300 ms (CSS), locks the page's scroll and moves focus into the menu, where Tab stays (with the toggle)
 * until it closes: by the toggle, Escape (focus back on the toggle), a tap beside it, a link followed, or the
 * window growing past 979 px. Each sub-menu has a plus/minus button.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: panel, changes, ctx }) {
    const toggle = document.querySelector<HTMLAnchorElement>('a.mobile-menu');
    const list = panel.matches('ul') ? panel : panel.querySelector('ul');
    if (!toggle || !list) return;
    const parts = { panel, toggle, list };
    nameParts(parts, changes, ctx);
    const menu = opensAndCloses(parts, changes);
    addSubMenuButtons(parts, changes);
    followClicks(parts, menu, changes);
    followKeysAndPointer(parts, menu, changes);
  },
});

interface Parts {
  readonly panel: HTMLElement;
  readonly toggle: HTMLAnchorElement;
  readonly list: Element;
}

interface Disclosure {
  isOpen(): boolean;
  open(): void;
  close(returnFocus: boolean): void;
}

/** The panel's id and role, the page's and the toggle's (a disclosure button) classes and attributes. */
function nameParts({ panel, toggle }: Parts, changes: DomChanges, ctx: MountContext): void {
  if (!panel.id) changes.setAttribute(panel, 'id', `${ctx.id}-menu`);
  // The closed panel's place (off the right edge, hidden) is taken at once: its transitions are for opening and
  // closing, not for leaving the theme's place (style.css `div.mobile-side-wrap { left: -400px }`), which would
  // slide it across the page, visible, as the page loads.
  const restoreTransition = saveInlineStyle(panel, ['transition']);
  panel.style.setProperty('transition', 'none');
  changes.toggleClass(panel, 'wgt-mm');
  const page = panel.closest('.super-wrapper');
  if (page) changes.toggleClass(page, 'wgt-mm-page');
  panel.getBoundingClientRect();
  restoreTransition();
  changes.setAttributes(toggle, { role: 'button', 'aria-expanded': 'false', 'aria-controls': panel.id });
  // The theme's toggle is an icon alone.
  if (!toggle.textContent?.trim() && !toggle.hasAttribute('aria-label'))
    changes.setAttribute(toggle, 'aria-label', 'Menu');
  if (!panel.matches('nav, ul')) changes.setAttributes(panel, { role: 'navigation', 'aria-label': 'Menu' });
}

/** Opening slides the page (the class on `<html>`) and moves focus in; unmounting closes it. */
function opensAndCloses({ panel, toggle }: Parts, changes: DomChanges): Disclosure {
  const html = document.documentElement;
  const isOpen = () => html.classList.contains(OPEN);
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    html.classList.remove(OPEN);
    toggle.setAttribute('aria-expanded', 'false');
    if (returnFocus) toggle.focus();
  };
  // The theme's mobile head stays fixed over the page (style.css `div.mobile-head`, z-index 9999): the panel
  // opens below it, or its first links could not be tapped.
  const head = toggle.closest('.mobile-head');
  changes.keep(panel, { styles: ['--wgt-mm-top'] });
  const open = () => {
    const fixed = head && /fixed|sticky/.test(getComputedStyle(head).position);
    const top = fixed ? Math.max(0, head.getBoundingClientRect().bottom) : 0;
    panel.style.setProperty('--wgt-mm-top', `${top}px`);
    html.classList.add(OPEN);
    toggle.setAttribute('aria-expanded', 'true');
    panel.querySelector('a')?.focus();
  };
  return { isOpen, open, close };
}

/** Each sub-menu gets a plus/minus button (`aria-expanded`, `aria-controls`) after its parent's link. */
function addSubMenuButtons({ panel, list }: Parts, changes: DomChanges): void {
  let subs = 0;
  for (const item of list.querySelectorAll('li')) {
    const sub = item.querySelector(':scope > .sub-menu');
    const link = item.querySelector(':scope > a');
    if (!sub || !link) continue;
    const id = `${panel.id}-${++subs}`;
    if (!sub.id) changes.setAttribute(sub, 'id', id);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'wgt-mm-toggle';
    const icon = button.appendChild(document.createElement('i'));
    icon.className = 'ioa-front-icon plus-2icon-';
    icon.setAttribute('aria-hidden', 'true');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', sub.id);
    button.setAttribute('aria-label', link.textContent?.trim() ?? '');
    changes.insert(button, { after: link });
    changes.keep(item, { classes: [SUB_OPEN] });
  }
}

/** The toggle opens and closes; in the panel, a sub-menu's button (or `#` link) toggles it, a link closes. */
function followClicks({ panel, toggle }: Parts, menu: Disclosure, changes: DomChanges): void {
  changes.on(toggle, 'click', (event) => {
    event.preventDefault();
    if (menu.isOpen()) menu.close(true);
    else menu.open();
  });
  changes.on(toggle, 'keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      toggle.click();
    }
  });
  changes.on(panel, 'click', (event) => {
    const target = event.target as Element;
    const button = target.closest('.wgt-mm-toggle');
    const link = target.closest('a');
    const item = (button ?? link)?.parentElement;
    if (button || (link && link.getAttribute('href') === '#' && item?.querySelector(':scope > .sub-menu'))) {
      event.preventDefault();
      const expanded = item?.classList.toggle(SUB_OPEN) ?? false;
      const control = item?.querySelector(':scope > .wgt-mm-toggle');
      control?.setAttribute('aria-expanded', String(expanded));
      control?.firstElementChild?.setAttribute(
        'class',
        `ioa-front-icon ${expanded ? 'minus' : 'plus'}-2icon-`,
      );
    } else if (link && link.getAttribute('href') !== '#') {
      const section = sectionOf(link);
      menu.close(false);
      if (section) {
        event.preventDefault();
        scrollToSection(section);
      }
    }
  });
}

/** Tab stays in the open menu, Escape closes it, as do a tap beside it and the window growing past 979 px. */
function followKeysAndPointer({ panel, toggle }: Parts, menu: Disclosure, changes: DomChanges): void {
  changes.on(document, 'keydown', (event) => {
    if (!menu.isOpen()) return;
    if (event.key === 'Escape') menu.close(true);
    if (event.key !== 'Tab') return;
    // Tab goes round the menu's links and the toggle.
    const cycle = [toggle, ...focusablesIn(panel).filter((element) => element.getClientRects().length)];
    const at = cycle.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    cycle[at < 0 ? 0 : (at + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length]?.focus();
  });
  changes.on(document, 'pointerdown', (event) => {
    const target = event.target as Node;
    if (menu.isOpen() && !panel.contains(target) && !toggle.contains(target)) menu.close(false);
  });
  const wide = matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
  changes.on(wide, 'change', () => wide.matches && menu.close(false));
  changes.defer(() => menu.close(false));
}
