import { option } from '../../../toolkit/dom/options';
import { EFFECTS } from './effects';

/**
 * The options Quartz (the slider) and Selene (the gallery) share. Both read the element's `data-*` through
 * jQuery's `.data()` ("DOM mapping"): names keep their underscores, `data-duration` is in seconds, and an empty
 * value is off. The defaults are the specification's (§9): 600x450, 8 seconds, autoplay, arrows and bullets
 * on, fade.
 */
export const slideshowOptions = {
  width: option.number({
    description:
      'The width it is designed at, in pixels; it shrinks with a narrower column, keeping its shape.',
    default: 600,
    min: 1,
  }),
  height: option.number({ description: 'The height it is designed at, in pixels.', default: 450, min: 1 }),
  duration: option.number({
    description: 'Seconds each slide shows while playing.',
    default: 8,
    min: 0.5,
    max: 600,
  }),
  autoplay: option.boolean({
    description: 'Moves on by itself, with a progress bar and a pause/play control.',
    default: true,
    empty: false,
  }),
  effectType: option.enum(EFFECTS, {
    attribute: 'data-effect_type',
    description: 'How one slide gives way to the next, in 700 ms.',
    default: 'fade',
  }),
  arrowControl: option.boolean({
    attribute: 'data-arrow_control',
    description: 'Previous and next buttons.',
    default: true,
    empty: false,
  }),
};
