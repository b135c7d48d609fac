import { option } from '../../toolkit/dom/options';

export const wishlistLinkOptions = {
  productId: option.number({
    attribute: 'data-product_id',
    description: 'The product the link puts on the wish list.',
    integer: true,
    min: 1,
  }),
};
