import type { PageWidget } from '../../loader/contract';
import { installCommentReply } from './comment-reply';

/**
 * One instance for the page, found by the cancel link: WordPress binds nothing on a page without
 * `#cancel-comment-reply-link`. `window.addComment` is the page's while the widget is mounted.
 */
export const widget: PageWidget = {
  kind: 'page',
  mount(_hosts, ctx) {
    const previous = window.addComment;
    const api = installCommentReply(document, ctx.signal);
    window.addComment = api;
    return () => {
      if (window.addComment !== api) return;
      if (previous) window.addComment = previous;
      else delete window.addComment;
    };
  },
};
