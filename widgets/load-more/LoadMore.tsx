import { useCallback, useEffect, useRef, useState } from 'react';
import { focusablesIn, focusForNow } from '../../toolkit/dom/focus';
import { pressesButton } from '../../toolkit/dom/keyboard';
import type { Options } from '../../toolkit/dom/options';
import { themeString } from '../../toolkit/dom/page-globals';
import { listItems } from '../../toolkit/dom/save';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { callListener } from '../../toolkit/dom/theme-listener';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace, useElementAfter } from '../../toolkit/react/server-dom';
import { useTweenedStyle } from '../../toolkit/react/tweened-style';
import { announceBatch, enterItems, LOAD_FAILED, useBatches } from '../families/posts/batches';
import type { loadMoreOptions } from './options';
import { type Batch, type LoadMoreTarget, readBatch } from './read-list';

/** The later build's timings (Appendix B): the bar creeps to 60% over 40 s; new items scale in 150 ms apart. */
const PROGRESS_MS = 40_000;
const STAGGER_MS = 150;
/** "No more posts" stays this long before the button fades out (400 ms). */
const END_NOTICE_MS = 2000;
const FADE_OUT_MS = 400;

export type LoadMoreSettings = Options<typeof loadMoreOptions> & { readonly target: LoadMoreTarget };

/**
 * The page builder's load-more button: posts the widget's `query` and the number of items shown to the theme
 * listener, and appends the posts it answers (whose widgets the loader then mounts). While it waits the label
 * says "Loading" and a second press sends nothing. When the answer ends the list (`ioa-end`), or the list
 * reaches `data-max`, it says "No more posts" and fades away. A failed call puts the label back, says so, and
 * the next press tries again.
 */
export function LoadMore({ host, options, ctx }: WidgetProps<LoadMoreSettings>) {
  const { list, type } = options.target;
  const stopEntrance = useRef(() => {});
  const offset = useRef(0);
  const [gone, setGoneTo] = useState(false);
  const setGone = useCallback(() => setGoneTo(true), []);
  const [{ label, bar }] = useState(() => ({
    label: host.querySelector<HTMLElement>(':scope > .button-content') ?? host,
    bar: host.querySelector<HTMLElement>(':scope > .progress > .inner-progress-bar'),
  }));
  useEffect(() => () => stopEntrance.current(), []);

  const { phase, load } = useBatches<Batch>({
    host,
    ctx,
    fetch: (signal) => {
      offset.current = listItems(list).length;
      return callListener({ type, fields: { query: options.query, offset: offset.current }, signal }).then(
        (text) => readBatch(parseServerHtml(text), text),
      );
    },
    apply: (batch) => {
      const shown = offset.current;
      const room = Number.isFinite(options.max) ? Math.max(0, options.max - shown) : batch.items.length;
      const items = batch.items.slice(0, room);
      list.append(...items);
      stopEntrance.current = enterItems(items, { stagger: STAGGER_MS });
      const ended = batch.end || items.length < batch.items.length || shown + items.length >= options.max;
      announceBatch(items, ended);
      if (ended && host.contains(document.activeElement)) {
        // The button is going: focus goes to the first new post or, when the answer only ended the list, to the
        // last post the visitor already has (or to the list itself), never to the page's start.
        const post = items[0] ?? listItems(list).at(-1);
        const next = post ? focusablesIn(post)[0] : undefined;
        if (next) next.focus({ preventScroll: true });
        else focusForNow(list, { preventScroll: true });
      }
      return ended;
    },
  });

  // The list may already be full (a max the server's first page reached).
  const full = Number.isFinite(options.max) && listItems(list).length >= options.max;
  const ended = phase === 'ended' || full;

  useEffect(() => {
    if (phase !== 'ended') return;
    const timer = setTimeout(setGone, END_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [phase, setGone]);

  useTweenedStyle(bar, phase === 'loading' ? 0.6 : 0, {
    duration: phase === 'loading' ? PROGRESS_MS : 0,
    properties: ['width'],
    apply: (element, value) => element.style.setProperty('width', `${value * 100}%`),
  });
  useTweenedStyle(host, gone || (full && phase === 'idle') ? 0 : 1, {
    duration: full ? 0 : FADE_OUT_MS,
    properties: ['opacity', 'display'],
    apply: (element, value) => {
      element.style.setProperty('opacity', String(value));
      element.style.setProperty('display', value === 0 ? 'none' : '');
    },
  });

  useElementAfter(phase === 'failed' ? host : null, {
    tag: 'span',
    attrs: { class: 'rad-load-more-error', role: 'alert' },
    text: LOAD_FAILED,
  });

  const press = (event: Event) => {
    event.preventDefault();
    if (!ended) load();
  };

  const text =
    phase === 'loading'
      ? themeString('rad_ajax_loading', 'Loading')
      : ended
        ? themeString('no_posts', 'No more posts')
        : null;
  return (
    <>
      <Bind
        el={host}
        attrs={{
          role: 'button',
          'aria-disabled': phase === 'loading' || ended,
          'aria-controls': list.id || null,
        }}
        on={{ click: press, keydown: (event) => pressesButton(event, host) && press(event) }}
      />
      <Bind el={list} attrs={{ 'aria-busy': phase === 'loading' ? 'true' : null }} />
      {text !== null && <Replace el={label}>{text}</Replace>}
    </>
  );
}
