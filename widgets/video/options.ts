import { option } from '../../toolkit/dom/options';
import { hostedVideoAt } from '../../toolkit/dom/video-address';

export const videoOptions = {
  src: option.string({
    description: 'The video’s address on YouTube or Vimeo (its page, a share link or its embed address).',
    nonEmpty: true,
    validate: (address) => (hostedVideoAt(address) ? null : 'is not a YouTube or Vimeo video'),
  }),
  width: option.number({
    description: 'Its width, for its shape (with `data-height`).',
    default: 16,
    min: 1,
  }),
  height: option.number({ description: 'Its height, for its shape.', default: 9, min: 1 }),
  oembed: option.string({
    description:
      'The oEmbed endpoint asked for its title and thumbnail (`url` and `format=json` are added): the provider’s by default, or a proxy of the site’s own, so nothing reaches the provider before the visitor plays.',
    default: '',
  }),
  privacy: option.boolean({
    description: 'YouTube from youtube-nocookie.com, and Vimeo asked not to track.',
    default: false,
  }),
};
