import { option } from '../../toolkit/dom/options';

export const removeFromCartOptions = {
  cartItemKey: option.string({
    attribute: 'data-cart_item_key',
    description: 'The cart item the link removes, as WooCommerce prints it on the mini cart.',
    nonEmpty: true,
  }),
};
