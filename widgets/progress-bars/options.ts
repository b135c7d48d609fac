import { option } from '../../toolkit/dom/options';

export const progressBarsOptions = {
  orientation: option.enum(['horizontal', 'vertical'], {
    description: 'Bars fill from the left (`horizontal`) or from the bottom (`vertical`).',
    default: 'horizontal',
  }),
};

/** Read from each bar's `div.filler`. */
export const fillOption = option.number({
  description: 'How full the bar is, in percent (0 to 100).',
  attribute: 'data-fill',
  min: 0,
  max: 100,
});
