import { option } from '../../toolkit/dom/options';

export const tabsOptions = {
  active: option.number({
    description:
      "The tab open at first, counting from 0. An address ending in a panel's `#id` opens that panel instead.",
    default: 0,
    integer: true,
    min: 0,
  }),
};
