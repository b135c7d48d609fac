import { request } from '../../toolkit/dom/http';
import { parseServerPage } from '../../toolkit/dom/server-html';
import type { LightboxItem } from './items';

/**
 * The element a non-image item shows in its slide; PhotoSwipe sizes it. Players and frames are frames; a video
 * file plays in a `<video>`; an ajax item is the page's HTML (`parseServerPage`: cleaned, nothing in it runs),
 * from this site only; an inline item is its element's content, moved in and put back by `dispose`.
 *
 * PhotoSwipe builds the neighbours of the slide shown ahead of time. What plays or calls the server starts only
 * when its slide is shown (`activate`) and stops when the visitor moves on (`deactivate`), as prettyPhoto showed
 * one item at a time: a neighbouring YouTube player never starts playing unseen.
 */
export interface ItemContent {
  readonly element: HTMLDivElement;
  activate(): void;
  deactivate(): void;
  dispose(): void;
}

const FRAME_NAMES: Partial<Record<LightboxItem['kind'], string>> = {
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  iframe: 'Embedded page',
};

function holder(modifier: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = `pswp__content wp-lightbox__${modifier}`;
  return element;
}

const nothing = () => {};

/** A player or page in a frame, loaded while shown; its address is taken away on leaving, which stops it. */
function frameContent(item: LightboxItem): ItemContent {
  const element = holder('frame');
  const frame = document.createElement('iframe');
  frame.title = item.title || item.description || FRAME_NAMES[item.kind] || 'Embedded content';
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  element.append(frame);
  return {
    element,
    activate: () => frame.setAttribute('src', item.src),
    deactivate: () => frame.removeAttribute('src'),
    dispose: () => frame.removeAttribute('src'),
  };
}

function videoContent(item: LightboxItem): ItemContent {
  const element = holder('video');
  const video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'none';
  video.setAttribute('aria-label', item.title || item.description || 'Video');
  element.append(video);
  const stop = () => {
    video.pause();
    video.removeAttribute('src');
    video.load();
  };
  return {
    element,
    activate() {
      video.src = item.src;
      video.play().catch(nothing);
    },
    deactivate: stop,
    dispose: stop,
  };
}

/** The page at the address, fetched when first shown; `onFail` when it cannot be. */
function pageContent(item: LightboxItem, onFail: () => void): ItemContent {
  const element = holder('page');
  const controller = new AbortController();
  let requested = false;
  return {
    element,
    activate() {
      if (requested) return;
      requested = true;
      element.setAttribute('aria-busy', 'true');
      // `same-origin`: a redirect to another site fails rather than bringing that site's HTML in.
      request(item.src, { signal: controller.signal, mode: 'same-origin' })
        .then((response) => response.text())
        .then((html) => {
          element.replaceChildren(parseServerPage(html, item.src));
          element.removeAttribute('aria-busy');
        })
        .catch(() => {
          if (!controller.signal.aborted) onFail();
        });
    },
    deactivate: nothing,
    dispose: () => controller.abort(),
  };
}

/** The element's content, moved into the slide and put back where it was. */
function inlineContent(item: LightboxItem): ItemContent {
  const element = holder('inline');
  const source = document.getElementById(item.src);
  const nodes = source ? [...source.childNodes] : [];
  element.append(...nodes);
  return {
    element,
    activate: nothing,
    deactivate: nothing,
    dispose() {
      if (source) source.append(...nodes.filter((node) => node.parentNode === element));
    },
  };
}

export function createContent(item: LightboxItem, onFail: () => void): ItemContent {
  switch (item.kind) {
    case 'image':
      throw new Error('images are PhotoSwipe’s own content');
    case 'video':
      return videoContent(item);
    case 'ajax':
      return pageContent(item, onFail);
    case 'inline':
      return inlineContent(item);
    default:
      return frameContent(item);
  }
}
