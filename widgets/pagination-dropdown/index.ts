import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { navigateTo } from '../../toolkit/dom/navigation';

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

/**
 * The pagination's "Goto" dropdown (`.pagination-dropdown select`, markup contract §9.4): choosing a page goes
 * to its address. Chosen with the keyboard on the closed select, the arrows only browse the pages and Enter
 * goes (a page that changed under each arrow press would lose the visitor's place).
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: element, changes, ctx }) {
    const select = element as HTMLSelectElement;
    const printed = select.value;
    let browsing = false;
    const go = () => {
      if (select.value === printed) return;
      // Only a page of this site, over http(s).
      if (!navigateTo(select.value, { sameOrigin: true }))
        ctx.warn(select, `the option value "${select.value}" is not a page of this site; staying here.`);
    };
    changes.on(select, 'keydown', (event) => {
      browsing = BROWSING_KEYS.has(event.key);
      if (event.key === 'Enter') go();
    });
    changes.on(select, 'pointerdown', () => {
      browsing = false;
    });
    changes.on(select, 'change', () => browsing || go());
  },
});
