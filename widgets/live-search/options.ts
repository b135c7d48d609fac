import { option } from '../../toolkit/dom/options';

/** The theme's live search boxes (markup contract §3.5) and the forum's search box. */
export const liveSearchOptions = {
  url: option.string({
    description:
      'Where the search is posted (`action=ioalistener`, `type=search`, or `type=forum_search` on a `.forum-search`, and `query`): the admin-ajax address the theme prints.',
    nonEmpty: true,
  }),
};
