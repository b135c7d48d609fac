import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { raisedToMin } from './raise-to-min';

/**
 * A product quantity input (`input.qty`, not the cart table's): raised to its minimum once, when the page
 * loads, as woocommerce.js did. The visitor's later edits are theirs: nothing is undone on unmount.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host }) {
    if (host instanceof HTMLInputElement) {
      const raised = raisedToMin(host.value, host.getAttribute('min'));
      if (raised !== null) host.value = raised;
    }
  },
});
