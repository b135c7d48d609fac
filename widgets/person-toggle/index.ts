import type { ElementWidget } from '../../loader/contract';
import { pressesButton } from '../../toolkit/dom/keyboard';
import './person-toggle.css';

/**
 * The person shortcode's info toggle (markup contract §14: `i.person-info-toggle` beside the photo, and the
 * `p.desc` over it): a button, named by the person's name, that scales the description in (to 0.95 opacity)
 * and out in 400 ms and swaps its info and cancel icons. The description shows as printed until this mounts;
 * hiding it is this widget's start state.
 */
export const widget: ElementWidget = {
  mount(toggle, ctx) {
    const desc = toggle.parentElement?.querySelector<HTMLElement>(':scope > .desc');
    if (!desc) {
      ctx.error(toggle, 'the person info toggle has no .desc beside it');
      return () => {};
    }
    const saved = [toggle, desc].map((el) => [el, el.getAttribute('class'), el.getAttribute('id')] as const);
    const name = toggle.closest('.person')?.querySelector('.info h4')?.textContent?.trim();
    const descId = desc.id || `${ctx.id}-desc`;
    desc.id = descId;
    toggle.setAttribute('role', 'button');
    toggle.setAttribute('tabindex', '0');
    toggle.setAttribute('aria-controls', descId);
    toggle.setAttribute('aria-label', name || 'Info');
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      toggle.classList.toggle('info-2icon-', !open);
      toggle.classList.toggle('cancel-2icon-', open);
      desc.classList.toggle('wgt-person-closed', !open);
    };
    set(false);
    // Hidden at once; from now on it scales in and out.
    getComputedStyle(desc).visibility;
    desc.classList.add('wgt-person');
    const flip = () => set(toggle.getAttribute('aria-expanded') !== 'true');
    toggle.addEventListener('click', flip, { signal: ctx.signal });
    toggle.addEventListener(
      'keydown',
      (event) => {
        if (!pressesButton(event, toggle)) return;
        event.preventDefault();
        flip();
      },
      { signal: ctx.signal },
    );
    return () => {
      for (const attribute of ['role', 'tabindex', 'aria-controls', 'aria-label', 'aria-expanded']) {
        toggle.removeAttribute(attribute);
      }
      for (const [el, classes, id] of saved) {
        if (classes === null) el.removeAttribute('class');
        else el.setAttribute('class', classes);
        if (id === null) el.removeAttribute('id');
      }
    };
  },
};
