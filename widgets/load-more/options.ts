import { option } from '../../toolkit/dom/options';

/** The page builder's load-more button (markup contract, Appendix B; specification, point 4). */
export const loadMoreOptions = {
  query: option.string({
    description: 'The widget’s definition, as the theme prints it (base64 of its JSON), posted back unread.',
    nonEmpty: true,
  }),
  max: option.number({
    description:
      'The most items the list shows: once it has that many, the button says there are no more posts and goes.',
    default: Number.NaN,
    min: 1,
    integer: true,
  }),
  type: option.string({
    description:
      'The theme listener’s `type`. Without it, the widget’s class says (`rad-post_list`, `rad-post_columns`, `rad-mason-widget`); a masonry button defaults to `rad-mason-widget`, any other to `rad-post_list`.',
    default: '',
  }),
};
