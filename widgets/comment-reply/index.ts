import type { PageWidget } from '../../loader/contract';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
import { installCommentReply } from './comment-reply';

/**
 * One instance for the page, found by the cancel link: WordPress binds nothing on a page without
 * `#cancel-comment-reply-link`. `window.addComment` is the page's while the widget is mounted.
 */
export const widget: PageWidget = domPageWidget({
  mount({ changes }) {
    const previous = window.addComment;
    const api = installCommentReply(document, changes.signal);
    window.addComment = api;
    changes.defer(() => {
      if (window.addComment !== api) return;
      if (previous) window.addComment = previous;
      else delete window.addComment;
    });
  },
});
