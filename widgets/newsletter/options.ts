import { option } from '../../toolkit/dom/options';

export const newsletterOptions = {
  failureMessage: option.string({
    description:
      'What the visitor reads when the subscription does not go through (the form and what was typed stay as they were).',
    default: 'Sorry, the subscription did not go through. Please try again.',
  }),
};
