import { option } from '../../toolkit/dom/options';

/** Read from `<body>`, where the theme prints its lightbox settings (`data-lightbox_theme`). */
export const lightboxOptions = {
  privacy: option.boolean({
    attribute: 'data-lightbox_privacy',
    description:
      'On `<body>`: YouTube items play from youtube-nocookie.com and Vimeo items ask not to track. A link to youtube-nocookie.com plays from there anyway.',
    default: false,
  }),
};
