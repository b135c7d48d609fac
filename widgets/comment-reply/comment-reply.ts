/**
 * WordPress core's comment-reply.js (5.1+, plugin-contracts §3): "Reply" moves the comment form (`#respond`)
 * under the comment, "Cancel reply" puts it back where a hidden placeholder (`#wp-temp-form-div`) kept its
 * place, and `window.addComment.moveForm(...)` stays callable for themes that call it (or override it).
 * Clicks are delegated from the document, so replies in comments inserted later work too. Moving the form
 * moves its elements, so what the visitor typed goes with it.
 */
export interface AddComment {
  /** Kept for themes that call it after inserting comments; delegation already covers them. */
  init(context?: ParentNode): void;
  /** Returns false when the form moved (the click's navigation is then prevented), undefined when it could not. */
  moveForm(
    addBelowId: string,
    commentId: string,
    respondId: string,
    postId?: string,
    replyTo?: string,
  ): false | undefined;
}

const IDS = {
  cancel: 'cancel-comment-reply-link',
  form: 'commentform',
  placeholder: 'wp-temp-form-div',
  parent: 'comment_parent',
  post: 'comment_post_ID',
  title: 'reply-title',
} as const;

declare global {
  interface Window {
    addComment?: AddComment;
  }
}

/** What a reply link carries; without the first four it is a plain link to `?replytocom=`. */
export function replyTarget(link: HTMLElement): {
  readonly belowElement: string;
  readonly commentId: string;
  readonly respondElement: string;
  readonly postId: string;
  readonly replyTo: string | undefined;
} | null {
  const { belowelement, commentid, respondelement, postid, replyto } = link.dataset;
  if (!belowelement || !commentid || !respondelement || !postid) return null;
  return {
    belowElement: belowelement,
    commentId: commentid,
    respondElement: respondelement,
    postId: postid,
    replyTo: replyto,
  };
}

/** The first field a visitor can type in: not hidden, not disabled, not without size or visibility. */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  for (const element of Array.from(form?.elements ?? [])) {
    if (!(element instanceof HTMLElement)) continue;
    if ((element as HTMLInputElement).type === 'hidden' || (element as HTMLInputElement).disabled) continue;
    const invisible =
      (element.offsetWidth <= 0 && element.offsetHeight <= 0) ||
      getComputedStyle(element).visibility === 'hidden';
    if (!invisible) return element;
  }
  return null;
}

/** Installs the behaviour on `document` until `signal` aborts; the form goes back in place when it does. */
export function installCommentReply(document: Document, signal: AbortSignal): AddComment {
  const byId = (id: string) => document.getElementById(id);
  /** The form moved by the last reply, and the link that asked for it (focus goes back there on cancel). */
  let moved: HTMLElement | null = null;
  let openedBy: HTMLElement | null = null;
  /** The server's "to Alice" link in the heading, hidden while the heading names another comment. */
  let hiddenHeadingLink: HTMLElement | null = null;
  let submitted = false;

  const headingText = (): Text | null => {
    const first = byId(IDS.title)?.firstChild;
    return first?.nodeType === Node.TEXT_NODE ? (first as Text) : null;
  };

  const api: AddComment = {
    init() {},
    moveForm(addBelowId, commentId, respondId, postId, replyTo) {
      const addBelow = byId(addBelowId);
      const respond = byId(respondId);
      const parentField = byId(IDS.parent) as HTMLInputElement | null;
      if (!addBelow?.parentNode || !respond?.parentNode || !parentField) return undefined;
      const text = headingText();
      let placeholder = byId(IDS.placeholder);
      if (!placeholder) {
        placeholder = document.createElement('div');
        placeholder.id = IDS.placeholder;
        placeholder.style.display = 'none';
        placeholder.textContent = byId(IDS.title)?.firstChild?.textContent ?? '';
        respond.parentNode.insertBefore(placeholder, respond);
      }
      const postField = byId(IDS.post) as HTMLInputElement | null;
      if (postId && postField) postField.value = postId;
      parentField.value = commentId;
      const cancel = byId(IDS.cancel);
      if (cancel) cancel.style.display = '';
      addBelow.parentNode.insertBefore(respond, addBelow.nextSibling);
      moved = respond;
      if (text) {
        const next = text.nextSibling;
        if (next instanceof HTMLAnchorElement && next.id !== IDS.cancel) {
          next.style.display = 'none';
          hiddenHeadingLink = next;
        }
        text.textContent = replyTo ?? text.textContent;
      }
      firstField(byId(IDS.form) as HTMLFormElement | null)?.focus();
      return false;
    },
  };

  /** Puts the form back; false when there is nothing to put back (the click then does what a link does). */
  const cancelReply = (): boolean => {
    const placeholder = byId(IDS.placeholder);
    if (!placeholder?.parentNode || !moved) return false;
    const parentField = byId(IDS.parent) as HTMLInputElement | null;
    if (parentField) parentField.value = '0';
    const text = placeholder.textContent ?? '';
    placeholder.parentNode.replaceChild(moved, placeholder);
    moved = null;
    const cancel = byId(IDS.cancel);
    if (cancel) cancel.style.display = 'none';
    const heading = headingText();
    if (heading && text) heading.textContent = text;
    if (hiddenHeadingLink) hiddenHeadingLink.style.display = '';
    hiddenHeadingLink = null;
    return true;
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const cancel = target?.closest<HTMLElement>(`#${IDS.cancel}`);
      if (cancel) {
        if (!cancelReply()) return;
        event.preventDefault();
        if (openedBy?.isConnected) openedBy.focus();
        openedBy = null;
        return;
      }
      const link = target?.closest<HTMLElement>('a.comment-reply-link');
      const reply = link ? replyTarget(link) : null;
      if (!link || !reply) return;
      const heading = headingText()?.textContent ?? undefined;
      // Called on the global, which a theme may have replaced with its own (and which may use `this`).
      const result = (window.addComment ?? api).moveForm(
        reply.belowElement,
        reply.commentId,
        reply.respondElement,
        reply.postId,
        reply.replyTo ?? heading,
      );
      if (result === false) {
        event.preventDefault();
        openedBy = link;
      }
    },
    { signal },
  );

  // Ctrl/Cmd+Enter sends the comment, once: a form the browser refused to send (a required field left empty)
  // can be sent that way again.
  document.addEventListener(
    'keydown',
    (event) => {
      const form = event.target instanceof Element ? event.target.closest(`#${IDS.form}`) : null;
      if (!(form instanceof HTMLFormElement) || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey))
        return;
      event.preventDefault();
      if (submitted) return;
      const button =
        form.querySelector<HTMLElement>('#submit') ?? form.querySelector<HTMLElement>('[type="submit"]');
      button?.click();
    },
    { signal },
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof Element && event.target.id === IDS.form && !event.defaultPrevented)
        submitted = true;
    },
    { signal },
  );

  signal.addEventListener('abort', () => cancelReply(), { once: true });
  return api;
}
