import type { ElementWidget } from '../../loader/contract';
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
export const widget: ElementWidget = {
  mount(panel, ctx) {
    const { signal } = ctx;
    const toggle = document.querySelector<HTMLAnchorElement>('a.mobile-menu');
    const list = panel.matches('ul') ? panel : panel.querySelector('ul');
    if (!toggle || !list) return () => {};
    const html = document.documentElement;
    const page = panel.closest('.super-wrapper');
    const on = <K extends keyof HTMLElementEventMap>(
      target: EventTarget,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
    ) => target.addEventListener(type, listener as EventListener, { signal });
    const undo: (() => void)[] = [];
    const set = (element: Element, attributes: Record<string, string>) => {
      const before = Object.keys(attributes).map((name) => [name, element.getAttribute(name)] as const);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      undo.push(() => {
        for (const [name, value] of before) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      });
    };

    /** Gives the element an id if it has none, taken away on unmount. */
    const named = (element: Element, id: string) => {
      if (element.id) return element.id;
      element.id = id;
      undo.push(() => element.removeAttribute('id'));
      return id;
    };
    named(panel, `${ctx.id}-menu`);
    // The closed panel's place (off the right edge, hidden) is taken at once: its transitions are for opening and
    // closing, not for leaving the theme's place (style.css `div.mobile-side-wrap { left: -400px }`), which would
    // slide it across the page, visible, as the page loads.
    const restoreTransition = saveInlineStyle(panel, ['transition']);
    panel.style.setProperty('transition', 'none');
    panel.classList.add('wgt-mm');
    page?.classList.add('wgt-mm-page');
    panel.getBoundingClientRect();
    restoreTransition();
    set(toggle, { role: 'button', 'aria-expanded': 'false', 'aria-controls': panel.id });
    // The theme's toggle is an icon alone.
    if (!toggle.textContent?.trim() && !toggle.hasAttribute('aria-label'))
      set(toggle, { 'aria-label': 'Menu' });
    if (!panel.matches('nav, ul')) set(panel, { role: 'navigation', 'aria-label': 'Menu' });

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
    const styled = panel.hasAttribute('style');
    undo.push(() => {
      panel.style.removeProperty('--wgt-mm-top');
      if (!styled) panel.removeAttribute('style');
    });
    const open = () => {
      const fixed = head && /fixed|sticky/.test(getComputedStyle(head).position);
      const top = fixed ? Math.max(0, head.getBoundingClientRect().bottom) : 0;
      panel.style.setProperty('--wgt-mm-top', `${top}px`);
      html.classList.add(OPEN);
      toggle.setAttribute('aria-expanded', 'true');
      panel.querySelector('a')?.focus();
    };

    let subs = 0;
    for (const item of list.querySelectorAll('li')) {
      const sub = item.querySelector(':scope > .sub-menu');
      const link = item.querySelector(':scope > a');
      if (!sub || !link) continue;
      named(sub, `${panel.id}-${++subs}`);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'wgt-mm-toggle';
      const icon = button.appendChild(document.createElement('i'));
      icon.className = 'ioa-front-icon plus-2icon-';
      icon.setAttribute('aria-hidden', 'true');
      set(button, {
        'aria-expanded': 'false',
        'aria-controls': sub.id,
        'aria-label': link.textContent?.trim() ?? '',
      });
      link.after(button);
      undo.push(() => {
        button.remove();
        item.classList.remove(SUB_OPEN);
      });
    }

    on(toggle, 'click', (event) => {
      event.preventDefault();
      if (isOpen()) close(true);
      else open();
    });
    on(toggle, 'keydown', (event) => {
      if (event.key === ' ') {
        event.preventDefault();
        toggle.click();
      }
    });
    on(panel, 'click', (event) => {
      const target = event.target as Element;
      const button = target.closest('.wgt-mm-toggle');
      const link = target.closest('a');
      const item = (button ?? link)?.parentElement;
      if (
        button ||
        (link && link.getAttribute('href') === '#' && item?.querySelector(':scope > .sub-menu'))
      ) {
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
        close(false);
        if (section) {
          event.preventDefault();
          scrollToSection(section);
        }
      }
    });
    on(document, 'keydown', (event) => {
      if (!isOpen()) return;
      if (event.key === 'Escape') close(true);
      if (event.key !== 'Tab') return;
      // Tab goes round the menu's links and the toggle.
      const cycle = [toggle, ...focusablesIn(panel).filter((element) => element.getClientRects().length)];
      const at = cycle.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      cycle[at < 0 ? 0 : (at + (event.shiftKey ? cycle.length - 1 : 1)) % cycle.length]?.focus();
    });
    on(document, 'pointerdown', (event) => {
      const target = event.target as Node;
      if (isOpen() && !panel.contains(target) && !toggle.contains(target)) close(false);
    });
    const wide = matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    on(wide, 'change', () => wide.matches && close(false));

    return () => {
      close(false);
      panel.classList.remove('wgt-mm');
      page?.classList.remove('wgt-mm-page');
      for (const step of undo.reverse()) step();
    };
  },
};
