import { option } from '../../toolkit/options';

export const wishlistLinkOptions = {
  productId: option.number({
    attribute: 'data-product_id',
    description: 'The product the link puts on the wish list.',
    integer: true,
    min: 1,
  }),
};
