import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PageWidget } from '../../loader/contract/types';
import { installCommentReply, replyTarget } from '../../widgets/comment-reply/comment-reply';
import { widget } from '../../widgets/comment-reply/index';
import { fakeContext } from './helpers/context';

/** Vector F's start DOM: comment 2 (and 5), #respond at the bottom with its heading, cancel link and form. */
const PAGE = `<ol>
  <li id="comment-2"><div id="div-comment-2"><p>Alice</p>
    <a class="comment-reply-link" href="/post/?replytocom=2#respond" data-commentid="2" data-postid="1" data-belowelement="div-comment-2" data-respondelement="respond" data-replyto="Reply to Alice">Reply</a></div></li>
  <li id="comment-5"><div id="div-comment-5"><p>Bruno</p>
    <a class="comment-reply-link" href="/post/?replytocom=5#respond" data-commentid="5" data-postid="1" data-belowelement="div-comment-5" data-respondelement="respond" data-replyto="Reply to Bruno">Reply</a></div></li>
</ol>
<div id="respond"><h3 id="reply-title">Leave a Reply<small><a id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>
  <form id="commentform"><textarea id="comment" name="comment"></textarea>
    <input type="submit" id="submit" name="submit" value="Post">
    <input type="hidden" name="comment_post_ID" id="comment_post_ID" value="1">
    <input type="hidden" name="comment_parent" id="comment_parent" value="0"></form></div>`;

let controller: AbortController;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  controller = new AbortController();
});

afterEach(() => {
  controller.abort();
  delete window.addComment;
  document.body.replaceChildren();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const value = (id: string) => (byId(id) as HTMLInputElement).value;
const heading = () => byId('reply-title').firstChild?.textContent;

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

function replyLink(comment: number): HTMLElement {
  return document.querySelector(`#comment-${comment} .comment-reply-link`) as HTMLElement;
}

describe('vector F: WordPress comment replies', () => {
  test('Reply moves the form under the comment, behind a placeholder, and points the form at the comment', () => {
    installCommentReply(document, controller.signal);
    const respond = byId('respond');
    const event = click(replyLink(2));
    const placeholder = byId('wp-temp-form-div');
    expect(placeholder.style.display).toBe('none');
    expect(placeholder.textContent).toBe('Leave a Reply');
    expect(placeholder.nextSibling).toBe(null);
    expect(byId('div-comment-2').nextSibling).toBe(respond);
    expect([value('comment_parent'), value('comment_post_ID')]).toEqual(['2', '1']);
    expect(byId('cancel-comment-reply-link').style.display).toBe('');
    expect(heading()).toBe('Reply to Alice');
    expect(event.defaultPrevented).toBe(true);
  });

  test('Reply on another comment reuses the one placeholder', () => {
    installCommentReply(document, controller.signal);
    click(replyLink(2));
    click(replyLink(5));
    expect(document.querySelectorAll('#wp-temp-form-div')).toHaveLength(1);
    expect(byId('div-comment-5').nextSibling).toBe(byId('respond'));
    expect(value('comment_parent')).toBe('5');
    expect(heading()).toBe('Reply to Bruno');
  });

  test('Cancel puts the form back in place of the placeholder and restores the heading', () => {
    installCommentReply(document, controller.signal);
    const before = document.body.innerHTML;
    (byId('comment') as HTMLTextAreaElement).value = 'Typed before the move.';
    click(replyLink(2));
    const event = click(byId('cancel-comment-reply-link'));
    expect(event.defaultPrevented).toBe(true);
    expect(value('comment_parent')).toBe('0');
    expect(document.getElementById('wp-temp-form-div')).toBeNull();
    expect(byId('cancel-comment-reply-link').style.display).toBe('none');
    expect(heading()).toBe('Leave a Reply');
    expect(document.body.innerHTML).toBe(before.replace('style="display:none;"', 'style="display: none;"'));
    expect((byId('comment') as HTMLTextAreaElement).value).toBe('Typed before the move.');
  });

  test.each(['data-belowelement', 'data-commentid', 'data-respondelement', 'data-postid'])(
    'a link without %s is left to navigate to ?replytocom=',
    (attribute) => {
      installCommentReply(document, controller.signal);
      replyLink(2).removeAttribute(attribute);
      expect(replyTarget(replyLink(2))).toBeNull();
      const event = click(replyLink(2));
      expect(event.defaultPrevented).toBe(false);
      expect(document.getElementById('wp-temp-form-div')).toBeNull();
    },
  );

  test('an add-below id that is not on the page: moveForm returns undefined and the link navigates', () => {
    const api = installCommentReply(document, controller.signal);
    expect(api.moveForm('div-comment-99', '99', 'respond', '1')).toBeUndefined();
    replyLink(2).dataset.belowelement = 'div-comment-99';
    expect(click(replyLink(2)).defaultPrevented).toBe(false);
  });

  test('Ctrl+Enter or Cmd+Enter in the form clicks #submit, once a submission went out', () => {
    installCommentReply(document, controller.signal);
    const clicks: string[] = [];
    const form = byId('commentform') as HTMLFormElement;
    byId('submit').addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push('submit');
      // What the browser does when the click sends the form.
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    });
    const press = (init: KeyboardEventInit) =>
      byId('comment').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }),
      );
    press({});
    expect(clicks).toEqual([]);
    press({ ctrlKey: true });
    press({ metaKey: true });
    expect(clicks).toEqual(['submit']);
  });

  test('comments added later reply too (the listener is delegated)', () => {
    installCommentReply(document, controller.signal);
    const later = document.createElement('li');
    later.innerHTML = `<div id="div-comment-9"><a class="comment-reply-link" href="?replytocom=9#respond" data-commentid="9" data-postid="1" data-belowelement="div-comment-9" data-respondelement="respond" data-replyto="Reply to Chen">Reply</a></div>`;
    document.querySelector('ol')?.append(later);
    click(later.querySelector('a') as Element);
    expect(byId('div-comment-9').nextSibling).toBe(byId('respond'));
    expect(value('comment_parent')).toBe('9');
  });

  test('the server\'s "to Alice" link after the heading text is hidden while replying elsewhere, and shown again', () => {
    byId('reply-title').innerHTML =
      'Leave a Reply to <a href="#comment-2" id="to-alice">Alice</a><small><a id="cancel-comment-reply-link" href="#respond">Cancel reply</a></small>';
    installCommentReply(document, controller.signal);
    click(replyLink(5));
    expect(byId('to-alice').style.display).toBe('none');
    expect(heading()).toBe('Reply to Bruno');
    click(byId('cancel-comment-reply-link'));
    expect(byId('to-alice').style.display).toBe('');
    expect(heading()).toBe('Leave a Reply to ');
  });
});

describe('the comment-reply page widget', () => {
  test('window.addComment is callable while mounted, as legacy inline handlers call it, and goes with it', () => {
    const teardown = (widget as PageWidget).mount(
      { current: () => [byId('cancel-comment-reply-link')], subscribe: () => () => {} },
      { ...fakeContext('comment-reply'), signal: controller.signal },
    );
    expect(window.addComment?.moveForm('div-comment-2', '2', 'respond', '1')).toBe(false);
    expect(value('comment_parent')).toBe('2');
    // A theme that overrides moveForm is called by the links.
    const calls: string[] = [];
    const original = window.addComment;
    if (!original) throw new Error('no addComment');
    window.addComment = {
      ...original,
      moveForm(...args) {
        calls.push(args.join(','));
        return undefined;
      },
    };
    expect(click(replyLink(5)).defaultPrevented).toBe(false);
    expect(calls).toEqual(['div-comment-5,5,respond,1,Reply to Bruno']);
    window.addComment = original;

    controller.abort();
    teardown();
    expect(window.addComment).toBeUndefined();
    // Unmounting put the form back where the server printed it.
    expect(document.getElementById('wp-temp-form-div')).toBeNull();
    expect(value('comment_parent')).toBe('0');
    expect(click(replyLink(2)).defaultPrevented).toBe(false);
  });
});
