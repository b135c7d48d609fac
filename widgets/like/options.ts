import { option } from '../../toolkit/dom/options';

/** A portfolio item's like (markup contract, Appendix B): `.like-icon[data-id]` beside its `.p-counter`. */
export const likeOptions = {
  id: option.number({
    description: 'The portfolio item’s id, sent to the theme listener.',
    integer: true,
    min: 1,
  }),
  cookiePrefix: option.string({
    description:
      'The like cookie’s name before the id (`ioa-liked<id>`, set to `true` for the browser session, as the theme did).',
    default: 'ioa-liked',
  }),
  label: option.string({
    description: 'The button’s name for screen readers; the count beside it is read with it.',
    default: 'Like',
  }),
};
