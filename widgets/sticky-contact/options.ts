import { option } from '../../toolkit/dom/options';

export const stickyContactOptions = {
  failureMessage: option.string({
    description:
      'What the visitor reads when the message does not go through (what was typed stays, to send again).',
    default: 'Sorry, your message could not be sent. Please try again.',
  }),
};
