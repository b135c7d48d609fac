import { option } from '../../toolkit/dom/options';

export const playlistOptions = {
  loop: option.boolean({
    description: 'After the last track, the first (a shuffled playlist reshuffles); a single track loops.',
    default: true,
  }),
  shuffle: option.boolean({ description: 'Plays the tracks in a random order.', default: false }),
  volume: option.number({ description: 'The starting volume, 0 to 1.', default: 0.8, min: 0, max: 1 }),
  autoplay: option.boolean({
    description:
      'Starts playing when the visitor first interacts with the page (a click, a key), never with sound before.',
    default: false,
  }),
};
