import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { leaveAsPrinted } from '../../toolkit/dom/options';

/**
 * woocommerce.js's product ordering: choosing an order in `select.orderby` submits its `form.woocommerce-ordering`
 * (a GET with `paged=1` and the page's other query arguments, as the server printed them). Submitted with
 * `requestSubmit`, so the form's own submit listeners run as for a visitor's submit.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: select, changes, ctx }) {
    const form = select.closest('form');
    if (!form) leaveAsPrinted(ctx, select, 'it is not inside a form');
    changes.on(select, 'change', () => form.requestSubmit());
  },
});
