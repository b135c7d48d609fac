import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import './power-accordion.css';

/**
 * The theme's power accordion (markup contract §14: `div.power_accordion > div.power-section`, an `h3` and its
 * `div.accordion-body`): each heading's text becomes a button that shows its body in a modal dialog coloured
 * like the heading (the theme's `div.power-overlay-content`, 450 px wide, over a backdrop of the same colour
 * at 0.7). Focus goes into the dialog and back to the heading's button when it closes (Escape, the close
 * button, or a click on the backdrop). The body is copied, as the theme did, so the page's own stays in place.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: root, changes, ctx }) {
    const doc = root.ownerDocument;
    const dialog = doc.createElement('dialog');
    dialog.className = 'power-overlay-content wgt-power clearfix';
    dialog.tabIndex = -1;
    const inner = doc.createElement('div');
    inner.className = 'wgt-power__inner';
    const filler = doc.createElement('div');
    filler.className = 'filler';
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'close cancel-2icon- ioa-front-icon';
    close.setAttribute('aria-label', 'Close');
    inner.append(filler, close);
    dialog.append(inner);
    changes.insert(dialog, { append: doc.body });
    changes.defer(() => dialog.open && dialog.close());

    let opener: HTMLElement | null = null;
    // Tab and Shift+Tab go round the dialog's own controls (the page behind is inert).
    changes.on(dialog, 'keydown', (event) => {
      if (event.key !== 'Tab') return;
      const stops = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = doc.activeElement;
      if (event.shiftKey ? active === first || active === dialog : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    });
    changes.on(close, 'click', () => dialog.close());
    // A click outside the content lands on the dialog itself (its backdrop).
    changes.on(dialog, 'click', (event) => event.target === dialog && dialog.close());
    changes.on(dialog, 'close', () => {
      filler.replaceChildren();
      opener?.focus();
    });

    for (const heading of root.querySelectorAll<HTMLElement>('.power-section > h3')) {
      const body = heading.nextElementSibling;
      if (!(body instanceof HTMLElement)) {
        ctx.warn(heading, 'this power accordion heading has no body after it; it is left as printed');
        continue;
      }
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'wgt-power__button';
      button.setAttribute('aria-haspopup', 'dialog');
      button.append(...heading.childNodes);
      changes.insert(button, { append: heading });
      changes.defer(() => heading.append(...button.childNodes));
      changes.on(button, 'click', () => {
        const copy = [...body.childNodes].map((node) => node.cloneNode(true));
        filler.replaceChildren(...copy);
        // A copy keeps no ids: the page's own body still has them.
        for (const element of filler.querySelectorAll('[id]')) element.removeAttribute('id');
        const colours = getComputedStyle(heading);
        dialog.style.setProperty('--wgt-power-bg', colours.backgroundColor);
        dialog.style.setProperty('color', colours.color);
        dialog.setAttribute('aria-label', heading.textContent?.trim() ?? '');
        opener = button;
        dialog.showModal();
        dialog.focus();
      });
    }
  },
});
