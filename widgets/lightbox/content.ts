import { request } from '../../toolkit/http';
import { parseServerHtml } from '../../toolkit/server-html';
import type { LightboxItem } from './items';

/**
 * The element a non-image item shows in its slide; PhotoSwipe sizes it. Players and frames are frames; a video
 * file plays in a `<video>`; an ajax item is the page's HTML (the server's own, parsed inert: its scripts never
 * run, nor do its inline handlers); an inline item is its element's content, moved in and put back by `dispose`.
 */
export interface ItemContent {
  readonly element: HTMLDivElement;
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

export function createContent(item: LightboxItem, onFail: () => void): ItemContent {
  const controller = new AbortController();
  const dispose = () => controller.abort();
  switch (item.kind) {
    case 'video': {
      const element = holder('video');
      const video = document.createElement('video');
      video.src = item.src;
      video.controls = true;
      video.autoplay = true;
      video.playsInline = true;
      video.setAttribute('aria-label', item.title || item.description || 'Video');
      element.append(video);
      return { element, dispose };
    }
    case 'ajax': {
      const element = holder('page');
      element.setAttribute('aria-busy', 'true');
      request(item.src, { signal: controller.signal })
        .then((response) => response.text())
        .then((html) => {
          const fragment = parseServerHtml(html);
          // As prettyPhoto's, the page is shown, not run: no scripts, no inline handlers.
          for (const script of fragment.querySelectorAll('script')) script.remove();
          for (const node of fragment.querySelectorAll('*')) {
            for (const { name } of [...node.attributes]) if (/^on/i.test(name)) node.removeAttribute(name);
          }
          element.replaceChildren(fragment);
          element.removeAttribute('aria-busy');
        })
        .catch(() => {
          if (!controller.signal.aborted) onFail();
        });
      return { element, dispose };
    }
    case 'inline': {
      const element = holder('inline');
      const source = document.getElementById(item.src);
      const nodes = source ? [...source.childNodes] : [];
      element.append(...nodes);
      return {
        element,
        dispose() {
          if (source) source.append(...nodes.filter((node) => node.parentNode === element));
        },
      };
    }
    case 'image':
      throw new Error('images are PhotoSwipe’s own content');
    default: {
      const element = holder('frame');
      const frame = document.createElement('iframe');
      frame.src = item.src;
      frame.title = item.title || item.description || FRAME_NAMES[item.kind] || 'Embedded content';
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
      frame.allowFullscreen = true;
      element.append(frame);
      return { element, dispose };
    }
  }
}
