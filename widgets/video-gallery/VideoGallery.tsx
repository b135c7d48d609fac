import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { prefersReducedMotion, tween } from '../../toolkit/dom/motion';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { epytGlobals, fetchGalleryPage } from './gallery-client';
import { embeddedId, pagingFields, playerAddress, targetPage } from './paging';
import { readGallery } from './read-gallery';
import { whenVideoEnds } from './youtube-api';

/** The plugin's alert, word for word (specification, error catalogue). */
export const PAGE_ERROR = 'Sorry, there was an error loading the next page.';
/** The plugin's blocking overlay (specification §9): its message, 200 ms in and 400 ms out. */
const WAIT_MESSAGE = 'Please wait...';
const FADE_IN_MS = 200;
const FADE_OUT_MS = 400;

const CURRENT_VIDEO = 'epyt-current-video';
const LOADING = 'epyt-loading';

/** The list's cover while a page loads: its text is said once (a status), and it fades in and out. */
function WaitCover({ list, shown }: { list: HTMLElement; shown: boolean }) {
  const cover = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = cover.current;
    if (!element) return;
    if (shown) setBox({ top: list.offsetTop, height: list.offsetHeight });
    const from = Number(element.style.opacity || 0);
    const to = shown ? 1 : 0;
    if (from === to) return;
    return tween({
      duration: shown ? FADE_IN_MS : FADE_OUT_MS,
      onUpdate: (progress) => element.style.setProperty('opacity', String(from + (to - from) * progress)),
    });
  }, [shown, list]);
  return (
    <div
      ref={cover}
      className="wp-video-gallery-wait"
      role="status"
      style={{ top: `${box.top}px`, height: `${box.height}px`, pointerEvents: shown ? 'auto' : 'none' }}
    >
      {shown ? WAIT_MESSAGE : ''}
    </div>
  );
}

/**
 * Embed Plus for YouTube's gallery (`.epyt-gallery`): page buttons (click, Enter, Space) fetch the next page of
 * thumbnails from the plugin's admin-ajax action and put it in place of the list, under a 'Please wait...' cover;
 * a thumbnail plays its video in the gallery's player; with autonext, the next video follows when one ends. The
 * list's content is the server's answer each time, so every listener is delegated from the gallery.
 */
export function VideoGallery({ host, ctx }: WidgetProps<Record<string, never>>) {
  const [markup] = useState(() => readGallery(host));
  const { player, list } = markup;
  const [globals] = useState(epytGlobals);
  const [loading, setLoading] = useState(false);
  const state = useRef({
    busy: false,
    page: Number.parseInt(host.getAttribute('data-currpage') ?? '1', 10) || 1,
    initialSrc: player?.getAttribute('src') ?? '',
    current: embeddedId(player?.getAttribute('src') ?? ''),
  });

  const setting = (attribute: string) => host.querySelector('.epyt-pagebutton')?.getAttribute(attribute);

  const markCurrent = () => {
    for (const thumb of host.querySelectorAll<HTMLElement>('.epyt-gallery-thumb')) {
      const current = thumb.getAttribute('data-videoid') === state.current.current;
      thumb.classList.toggle(CURRENT_VIDEO, current);
      if (current) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    }
  };

  const play = (thumb: HTMLElement) => {
    const id = thumb.getAttribute('data-videoid');
    if (!id || id === state.current.current || !player) return;
    state.current.current = id;
    markCurrent();
    const { initialSrc } = state.current;
    player.src = playerAddress(initialSrc, embeddedId(initialSrc), id, setting('data-thumbplay') !== '0');
    if (player.getBoundingClientRect().top < 0) player.scrollIntoView({ block: 'start' });
  };

  const turnPage = (button: HTMLElement, automatic: boolean) => {
    const gallery = state.current;
    if (gallery.busy || button.classList.contains('hide')) return;
    const paginations = Array.from(list.querySelectorAll('.epyt-pagination'));
    const at = paginations.findIndex((pagination) => pagination.contains(button));
    const hadFocus = list.contains(document.activeElement);
    const target = targetPage(button, gallery.page);
    gallery.busy = true;
    setLoading(true);
    host.setAttribute('data-currpage', String(target));
    fetchGalleryPage(globals, pagingFields(button, globals.security), ctx.signal)
      .then((html) => {
        list.replaceChildren(parseServerHtml(html));
        gallery.page = target;
        for (const number of host.querySelectorAll('.epyt-current')) number.textContent = String(target);
        markCurrent();
        const listTop = list.getBoundingClientRect().top;
        if (!automatic && listTop < 0) {
          window.scrollBy({
            top: listTop - globals.scrollOffset,
            behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          });
        }
        if (hadFocus) {
          const kind = button.classList.contains('epyt-next') ? '.epyt-next' : '.epyt-prev';
          const same = list
            .querySelectorAll('.epyt-pagination')
            [at]?.querySelector<HTMLElement>(`.epyt-pagebutton${kind}:not(.hide)`);
          (same ?? list.querySelector<HTMLElement>('.epyt-gallery-thumb'))?.focus();
        }
        const first = list.querySelector<HTMLElement>('.epyt-gallery-thumb');
        if (automatic && first) play(first);
      })
      .catch(() => {
        if (ctx.signal.aborted) return;
        host.setAttribute('data-currpage', String(gallery.page));
        window.alert(PAGE_ERROR);
      })
      .finally(() => {
        gallery.busy = false;
        if (!ctx.signal.aborted) setLoading(false);
      });
  };

  const activate = (target: EventTarget | null): boolean => {
    if (!(target instanceof Element)) return false;
    const button = target.closest<HTMLElement>('.epyt-pagebutton');
    if (button && host.contains(button)) {
      turnPage(button, false);
      return true;
    }
    const thumb = target.closest<HTMLElement>('.epyt-gallery-thumb');
    if (thumb && host.contains(thumb)) {
      play(thumb);
      return true;
    }
    return false;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the thumbnails the server printed.
  useLayoutEffect(() => {
    const marked = Array.from(host.querySelectorAll(`.${CURRENT_VIDEO}`));
    markCurrent();
    return () => {
      for (const thumb of host.querySelectorAll(`.${CURRENT_VIDEO}`)) {
        if (!marked.includes(thumb)) thumb.classList.remove(CURRENT_VIDEO);
      }
      for (const thumb of host.querySelectorAll('.epyt-gallery-thumb[aria-current]')) {
        thumb.removeAttribute('aria-current');
      }
      host.setAttribute('data-currpage', String(state.current.page));
    };
  }, []);

  // With autonext, the next video follows when one ends: the next thumbnail, or the next page's first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; the handler reads the gallery as it is then.
  useLayoutEffect(() => {
    if (!player || setting('data-autonext') !== '1') return;
    whenVideoEnds(
      player,
      () => {
        const thumbs = Array.from(host.querySelectorAll<HTMLElement>('.epyt-gallery-thumb'));
        const at = thumbs.findIndex((thumb) => thumb.getAttribute('data-videoid') === state.current.current);
        const next = thumbs[at + 1];
        if (next) play(next);
        else {
          const button = host.querySelector<HTMLElement>('.epyt-pagebutton.epyt-next:not(.hide)');
          if (button?.getAttribute('data-pagetoken')) turnPage(button, true);
        }
      },
      { nonce: ctx.nonce, signal: ctx.signal },
    );
  }, []);

  return (
    <>
      <Bind
        el={host}
        classes={{ 'wp-video-gallery': true }}
        on={{
          click: (event) => {
            if (activate(event.target)) event.preventDefault();
          },
          keydown: (event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            const target = event.target as Element;
            if (!target.matches('.epyt-pagebutton, .epyt-gallery-thumb')) return;
            event.preventDefault();
            activate(target);
          },
        }}
      />
      <Bind el={list} classes={{ [LOADING]: loading }} attrs={{ 'aria-busy': loading ? 'true' : null }} />
      {createPortal(<WaitCover list={list} shown={loading} />, host)}
    </>
  );
}
