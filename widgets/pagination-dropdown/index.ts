import type { ElementWidget } from '../../loader/types';

/** Keys that change a closed select's value without opening it: the visitor may still be choosing. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** A page of this site the dropdown may go to: same origin, http(s). */
function pageAddress(value: string): URL | null {
  try {
    const url = new URL(value, location.href);
    return url.origin === location.origin && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The pagination's "Goto" dropdown (`.pagination-dropdown select`, markup contract §9.4): choosing a page goes
 * to its address. Chosen with the keyboard on the closed select, the arrows only browse the pages and Enter
 * goes (a page that changed under each arrow press would lose the visitor's place).
 */
export const widget: ElementWidget = {
  mount(element, ctx) {
    const select = element as HTMLSelectElement;
    const printed = select.value;
    let browsing = false;
    const go = () => {
      if (select.value === printed) return;
      const url = pageAddress(select.value);
      if (url) location.assign(url.href);
      else ctx.warn(select, `the option value "${select.value}" is not a page of this site; staying here.`);
    };
    select.addEventListener(
      'keydown',
      (event) => {
        browsing = BROWSING_KEYS.has(event.key);
        if (event.key === 'Enter') go();
      },
      { signal: ctx.signal },
    );
    select.addEventListener('pointerdown', () => (browsing = false), { signal: ctx.signal });
    select.addEventListener('change', () => browsing || go(), { signal: ctx.signal });
    return () => {};
  },
};
