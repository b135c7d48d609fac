import type { ElementWidget } from '../../loader/types';
import { ReportedError } from '../../toolkit/options';

/**
 * woocommerce.js's product ordering: choosing an order in `select.orderby` submits its `form.woocommerce-ordering`
 * (a GET with `paged=1` and the page's other query arguments, as the server printed them). Submitted with
 * `requestSubmit`, so the form's own submit listeners run as for a visitor's submit.
 */
export const widget: ElementWidget = {
  mount(select, ctx) {
    const form = select.closest('form');
    if (!form) {
      ctx.error(select, 'it is not inside a form; the server HTML is left as it is.');
      throw new ReportedError('no form around the ordering dropdown');
    }
    select.addEventListener('change', () => form.requestSubmit(), { signal: ctx.signal });
    return () => {};
  },
};
