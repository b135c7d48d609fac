import { useEffect, useRef, useState } from 'react';
import { causeText } from '../../loader/report';
import { callListener } from '../../toolkit/clients/theme-listener';
import { focusablesIn } from '../../toolkit/focus';
import { pressesButton } from '../../toolkit/keyboard';
import { createLiveRegion } from '../../toolkit/live-region';
import { tween } from '../../toolkit/motion';
import type { Options } from '../../toolkit/options';
import { themeString } from '../../toolkit/page-globals';
import type { WidgetProps } from '../../toolkit/react-widget';
import { Bind, listItems, Replace, useElementAfter } from '../../toolkit/server-dom';
import { parseServerHtml } from '../../toolkit/server-html';
import { useTweenedStyle } from '../../toolkit/tweened-style';
import type { loadMoreOptions } from './options';
import { type LoadMoreTarget, readBatch } from './read-list';

/** The later build's timings (Appendix B): the bar creeps to 60% over 40 s; new items scale in 150 ms apart. */
const PROGRESS_MS = 40_000;
const STAGGER_MS = 150;
const ENTRANCE_MS = 300;
/** "No more posts" stays this long before the button fades out (400 ms). */
const END_NOTICE_MS = 2000;
const FADE_OUT_MS = 400;

type Phase = 'idle' | 'loading' | 'failed' | 'ending' | 'gone';

export type LoadMoreSettings = Options<typeof loadMoreOptions> & { readonly target: LoadMoreTarget };

const announcer = createLiveRegion('rad-load-more-live-region', 0);

/** New items come in one after the other, scaling up as they fade in (at once under reduced motion). */
function enter(items: readonly HTMLElement[]): () => void {
  const stops = items.map((item, at) => {
    item.style.setProperty('opacity', '0');
    return tween({
      duration: ENTRANCE_MS,
      delay: at * STAGGER_MS,
      onUpdate: (progress) => {
        item.style.setProperty('opacity', String(progress));
        item.style.setProperty('transform', `scale(${0.8 + 0.2 * progress})`);
      },
      onDone: () => {
        item.style.removeProperty('opacity');
        item.style.removeProperty('transform');
        if (item.getAttribute('style') === '') item.removeAttribute('style');
      },
    });
  });
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The page builder's load-more button: posts the widget's `query` and the number of items shown to the theme
 * listener, and appends the posts it answers (whose widgets the loader then mounts). While it waits the label
 * says "Loading" and a second press sends nothing. When the answer ends the list (`ioa-end`), or the list
 * reaches `data-max`, it says "No more posts" and fades away. A failed call puts the label back, says so, and
 * the next press tries again.
 */
export function LoadMore({ host, options, ctx }: WidgetProps<LoadMoreSettings>) {
  const { list, type } = options.target;
  const [phase, setPhase] = useState<Phase>('idle');
  const stopEntrance = useRef(() => {});
  const [{ label, bar }] = useState(() => ({
    label: host.querySelector<HTMLElement>(':scope > .button-content') ?? host,
    bar: host.querySelector<HTMLElement>(':scope > .progress > .inner-progress-bar'),
  }));

  useEffect(() => announcer.acquire(), []);
  useEffect(() => () => stopEntrance.current(), []);

  // The list may already be full (a max the server's first page reached).
  const full = Number.isFinite(options.max) && listItems(list).length >= options.max;
  const shown: Phase = full && phase === 'idle' ? 'gone' : phase;

  useEffect(() => {
    if (shown !== 'ending') return;
    const timer = setTimeout(() => setPhase('gone'), END_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  useTweenedStyle(bar, shown === 'loading' ? 0.6 : 0, {
    duration: shown === 'loading' ? PROGRESS_MS : 0,
    properties: ['width'],
    apply: (element, value) => element.style.setProperty('width', `${value * 100}%`),
  });
  useTweenedStyle(host, shown === 'gone' ? 0 : 1, {
    duration: full ? 0 : FADE_OUT_MS,
    properties: ['opacity', 'display'],
    apply: (element, value) => {
      element.style.setProperty('opacity', String(value));
      element.style.setProperty('display', value === 0 ? 'none' : '');
    },
  });

  useElementAfter(shown === 'failed' ? host : null, {
    tag: 'span',
    attrs: { class: 'rad-load-more-error', role: 'alert' },
    text: 'The posts could not be loaded. Press the button to try again.',
  });

  const load = (event: Event) => {
    event.preventDefault();
    if (shown !== 'idle' && shown !== 'failed') return;
    setPhase('loading');
    const offset = listItems(list).length;
    callListener({ type, fields: { query: options.query, offset }, signal: ctx.signal })
      .then((text) => readBatch(parseServerHtml(text), text))
      .then(
        (batch) => {
          const room = Number.isFinite(options.max) ? Math.max(0, options.max - offset) : batch.items.length;
          const items = batch.items.slice(0, room);
          list.append(...items);
          stopEntrance.current = enter(items);
          const titles = items.map((item) =>
            item.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim(),
          );
          const ended =
            batch.end || items.length < batch.items.length || offset + items.length >= options.max;
          const said = [
            items.length > 0
              ? `${themeString('loaded', 'Loaded')}: ${titles.filter(Boolean).join(', ')}`
              : '',
            ended ? themeString('no_posts', 'No more posts') : '',
          ];
          announcer.announce(said.filter(Boolean).join('. '));
          if (ended && host.contains(document.activeElement)) {
            // The button is going: focus goes to the first new post, or the list.
            const first = items[0] ? focusablesIn(items[0])[0] : undefined;
            first?.focus({ preventScroll: true });
          }
          setPhase(ended ? 'ending' : 'idle');
        },
        (error: unknown) => {
          if (ctx.signal.aborted) return;
          ctx.warn(
            host,
            `the posts could not be loaded (${causeText(error)}); the button tries again when pressed.`,
          );
          setPhase('failed');
        },
      );
  };

  const text =
    shown === 'loading'
      ? themeString('rad_ajax_loading', 'Loading')
      : shown === 'ending' || shown === 'gone'
        ? themeString('no_posts', 'No more posts')
        : null;
  return (
    <>
      <Bind
        el={host}
        attrs={{
          role: 'button',
          'aria-disabled': shown !== 'idle' && shown !== 'failed',
          'aria-controls': list.id || null,
        }}
        on={{ click: load, keydown: (event) => pressesButton(event, host) && load(event) }}
      />
      <Bind el={list} attrs={{ 'aria-busy': shown === 'loading' ? 'true' : null }} />
      {text !== null && <Replace el={label}>{text}</Replace>}
    </>
  );
}
