import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import './product-loop.css';

/** The class that turns the reveal on (`product-loop.css`). */
const REVEAL = 'wgt-loop-reveal';

/**
 * The theme's product loop (markup contract §21): the theme's stylesheet hides each product's button
 * (woocommerce.css `ul.products li .button { display: none }`) and its custom.js showed it while the product
 * was hovered, sliding 15 px up in 200 ms. The reveal is CSS (`product-loop.css`): shown while the pointer is
 * over the product and while keyboard focus is in it, always on screens without hover. It is turned on only
 * where the stylesheet in use hides the buttons: on another theme they stay as that theme shows them.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host, changes }) {
    const buttons = [...host.querySelectorAll<HTMLElement>(':scope > li .button')];
    const hidden = buttons.some((button) => getComputedStyle(button).display === 'none');
    if (hidden) changes.toggleClass(host, REVEAL);
  },
});
