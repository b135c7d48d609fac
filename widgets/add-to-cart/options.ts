import { option } from '../../toolkit/dom/options';

export const addToCartOptions = {
  productId: option.string({
    attribute: 'data-product_id',
    description:
      "The product the button adds. The request sends it with the button's other data attributes (`data-quantity`, `data-product_sku` …).",
    nonEmpty: true,
  }),
};
