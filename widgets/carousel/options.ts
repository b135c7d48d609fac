import { option } from '../../toolkit/dom/options';

export const carouselOptions = {
  items: option.number({
    description:
      'On `div.swiper-container`: slides in view from 768 px wide (two from 479 px, one below), moved a view at a time.',
    default: 5,
    integer: true,
    min: 1,
    max: 12,
  }),
};
