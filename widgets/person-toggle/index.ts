import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { pressesButton } from '../../toolkit/dom/keyboard';
import './person-toggle.css';

/**
 * The person shortcode's info toggle (markup contract §14: `i.person-info-toggle` beside the photo, and the
 * `p.desc` over it): a button, named by the person's name, that scales the description in (to 0.95 opacity)
 * and out in 400 ms and swaps its info and cancel icons. The description shows as printed until this mounts;
 * hiding it is this widget's start state.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: toggle, changes, ctx }) {
    const desc = toggle.parentElement?.querySelector<HTMLElement>(':scope > .desc');
    if (!desc) {
      ctx.error(toggle, 'the person info toggle has no .desc beside it');
      return;
    }
    const name = toggle.closest('.person')?.querySelector('.info h4')?.textContent?.trim();
    if (!desc.id) changes.setAttribute(desc, 'id', `${ctx.id}-desc`);
    changes.setAttributes(toggle, { role: 'button', tabindex: '0', 'aria-controls': desc.id });
    changes.setAttribute(toggle, 'aria-label', name || 'Info');
    changes.keep(toggle, { attributes: ['aria-expanded'], classes: ['info-2icon-', 'cancel-2icon-'] });
    changes.keep(desc, { classes: ['wgt-person-closed'] });
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      toggle.classList.toggle('info-2icon-', !open);
      toggle.classList.toggle('cancel-2icon-', open);
      desc.classList.toggle('wgt-person-closed', !open);
    };
    set(false);
    // Hidden at once; from now on it scales in and out.
    getComputedStyle(desc).visibility;
    changes.toggleClass(desc, 'wgt-person');
    const flip = () => set(toggle.getAttribute('aria-expanded') !== 'true');
    changes.on(toggle, 'click', flip);
    changes.on(toggle, 'keydown', (event) => {
      if (!pressesButton(event, toggle)) return;
      event.preventDefault();
      flip();
    });
  },
});
