import { option } from '../../toolkit/dom/options';
import { slideshowOptions } from '../families/slideshow/options';

/** Quartz's options (markup contract §7.1), read from the slider's `data-*` as the theme prints them. */
export const sliderOptions = {
  ...slideshowOptions,
  caption: option.boolean({
    description: 'Shows the caption (`div.slider-desc`) of the slide shown.',
    default: true,
    empty: false,
  }),
  bullets: option.boolean({ description: 'A bullet per slide.', default: true, empty: false }),
  fullWidth: option.boolean({
    attribute: 'data-full_width',
    description: 'Stretches to the width of its column (adds `full-stretch`).',
    default: false,
    empty: false,
  }),
  adaptive: option.boolean({
    description: 'Its height follows the image of the slide shown (adds `adaptive`).',
    default: false,
    empty: false,
  }),
};
