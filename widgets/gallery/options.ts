import { option } from '../../toolkit/dom/options';
import { slideshowOptions } from '../families/slideshow/options';

/** Selene's options (markup contract §7.2), read from the gallery's `data-*` as the theme prints them. */
export const galleryOptions = {
  ...slideshowOptions,
  captions: option.boolean({
    description:
      'Shows the caption (`div.gallery-desc`) of the image shown. The page builder prints `data-caption`, which is read when `data-captions` is absent.',
    default: true,
    empty: false,
  }),
  caption: option.boolean({
    description: 'The page builder’s name for `data-captions`.',
    default: true,
    empty: false,
  }),
  thumbnails: option.boolean({
    description: 'A strip of thumbnails (each item’s `data-thumbnail`) to pick an image.',
    default: true,
    empty: false,
  }),
  compact: option.boolean({
    description: 'The compact layout (adds `compact`).',
    default: false,
    empty: false,
  }),
  fullscreen: option.boolean({
    description: 'Fills the window below where it sits, at least 250 px tall.',
    default: false,
    empty: false,
  }),
};
