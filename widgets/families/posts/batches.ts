import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MountContext } from '../../../loader/contract';
import { causeText } from '../../../loader/contract';
import { focusablesIn } from '../../../toolkit/dom/focus';
import { createLiveRegion } from '../../../toolkit/dom/live-region';
import { tween } from '../../../toolkit/dom/motion';
import { themeString } from '../../../toolkit/dom/page-globals';
import { useElementAfter } from '../../../toolkit/react/server-dom';

/**
 * What the widgets that load more posts share (the page builder's load more, 2.5.7's blog timeline and its
 * Modelie portfolio): one request at a time, the failure said the same way, new items coming in one after the
 * other, and what arrived announced.
 */

/** Where the theme did nothing on a failed call (specification, point 8), the visitor reads this. */
export const LOAD_FAILED = 'The posts could not be loaded. Press the button to try again.';

export type BatchPhase = 'idle' | 'loading' | 'failed' | 'ended';

const announcer = createLiveRegion('rad-load-more-live-region', 0);

export interface EnterOptions {
  /** Between one item's start and the next's (the later build: 150 ms; Modelie: 90 ms). */
  readonly stagger: number;
  readonly duration?: number;
  /** Items grow from 0.8 as they fade in (the later build's scale-in); else they only fade. */
  readonly scale?: boolean;
  /**
   * The part of each item that fades, where the theme's stylesheet keeps it transparent until its script fades it
   * in (Modelie's `.inner-item-wrap`, style.css `div.view-pane ul li div.inner-item-wrap { opacity: 0 }`): it is
   * left at opacity 1, since that rule would hide it again. An item without one fades whole.
   */
  readonly part?: string;
}

/**
 * New items come in one after the other, fading in (at once under reduced motion). Returns a stop, which leaves
 * every item as it ends (shown): an entrance cut short by an unmount must not leave content transparent.
 */
export function enterItems(
  items: readonly HTMLElement[],
  { stagger, duration = 300, scale = true, part }: EnterOptions,
): () => void {
  const entrances = items.map((item, at) => {
    const target = (part ? item.querySelector<HTMLElement>(part) : null) ?? item;
    const finish = () => {
      target.style.removeProperty('transform');
      if (target !== item) target.style.setProperty('opacity', '1');
      else {
        target.style.removeProperty('opacity');
        if (target.getAttribute('style') === '') target.removeAttribute('style');
      }
    };
    target.style.setProperty('opacity', '0');
    const stop = tween({
      duration,
      delay: at * stagger,
      onUpdate: (progress) => {
        target.style.setProperty('opacity', String(progress));
        if (scale) target.style.setProperty('transform', `scale(${0.8 + 0.2 * progress})`);
      },
      onDone: finish,
    });
    return { stop, finish };
  });
  return () => {
    for (const { stop, finish } of entrances) {
      stop();
      finish();
    }
  };
}

/** Says which posts arrived (their headings) and, at the end, that there are no more. */
export function announceBatch(items: readonly Element[], ended: boolean): void {
  const titles = items
    .map((item) => item.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim())
    .filter(Boolean);
  const said = [
    titles.length > 0 ? `${themeString('loaded', 'Loaded')}: ${titles.join(', ')}` : '',
    ended ? themeString('no_posts', 'No more posts') : '',
  ];
  announcer.announce(said.filter(Boolean).join('. '));
}

export interface BatchSource<B> {
  readonly host: Element;
  readonly ctx: MountContext;
  /** Asks the server for the next batch, and reads it (throwing on an answer that is not one). */
  readonly fetch: (signal: AbortSignal) => Promise<B>;
  /** Puts the batch in the page; returns whether it was the last. */
  readonly apply: (batch: B) => boolean;
}

/**
 * One request at a time: `load()` while one is under way (a double click, a scroll while waiting) sends
 * nothing and returns false, so a batch is never appended twice. A failure is reported once and leaves the
 * phase `failed`, from which the next `load()` tries again; the last batch leaves it `ended`.
 */
export function useBatches<B>(source: BatchSource<B>): {
  readonly phase: BatchPhase;
  readonly load: () => boolean;
} {
  const [phase, setPhase] = useState<BatchPhase>('idle');
  const busy = useRef(false);
  const ended = useRef(false);
  const latest = useRef(source);
  latest.current = source;
  useEffect(() => announcer.acquire(), []);

  // One function for the widget's life: observers and listeners made with it stay valid.
  const load = useCallback(() => {
    if (busy.current || ended.current) return false;
    busy.current = true;
    setPhase('loading');
    const { ctx, host } = latest.current;
    latest.current.fetch(ctx.signal).then(
      (batch) => {
        busy.current = false;
        if (ctx.signal.aborted) return;
        ended.current = latest.current.apply(batch);
        setPhase(ended.current ? 'ended' : 'idle');
      },
      (error: unknown) => {
        busy.current = false;
        if (ctx.signal.aborted) return;
        ctx.warn(
          host,
          `the posts could not be loaded (${causeText(error)}); the button tries again when pressed.`,
        );
        setPhase('failed');
      },
    );
    return true;
  }, []);
  return { phase, load };
}

/**
 * Where there is no button of the theme's to press again (a timeline loaded by scrolling, a strip loaded on
 * boot): after `anchor`, while it is given, the failure said in an alert and a button that tries again.
 */
export function useRetryAfter(anchor: Element | null, retry: () => void): void {
  const button = useElementAfter(anchor, {
    tag: 'button',
    attrs: { type: 'button', class: 'load-posts-retry' },
    text: themeString('load_more', 'Load More'),
  });
  useElementAfter(anchor, {
    tag: 'span',
    attrs: { class: 'rad-load-more-error', role: 'alert' },
    text: LOAD_FAILED,
  });
  const latest = useRef(retry);
  latest.current = retry;
  // In the commit that adds the button (a layout effect, after useElementAfter's): preact runs plain effects
  // only after the next frame, and a press before then would be lost.
  useLayoutEffect(() => {
    const element = button.current;
    if (!anchor || !element) return;
    const click = () => latest.current();
    element.addEventListener('click', click);
    return () => element.removeEventListener('click', click);
  }, [anchor, button]);
}

/** After a batch: when focus was lost (a retry button that went), it goes to the first new post's link. */
export function focusIfLost(items: readonly Element[]): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const first = items[0] ? focusablesIn(items[0])[0] : undefined;
  first?.focus({ preventScroll: true });
}
