import { option } from '../../toolkit/dom/options';

export const counterOptions = {
  start: option.number({ description: 'The number the counter starts from.', default: 0 }),
  end: option.number({ description: 'The number it counts to.' }),
  time: option.number({ description: 'How long the count takes, in milliseconds.', default: 2000, min: 0 }),
  step: option.number({
    description: 'How much each step adds; its decimals are the decimals shown.',
    default: 1,
    min: 1e-9,
  }),
};
