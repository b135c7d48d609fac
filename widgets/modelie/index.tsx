import { useEffect, useRef, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { focusablesIn } from '../../toolkit/dom/focus';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { callListener } from '../../toolkit/dom/theme-listener';
import { reactWidget, type WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace, useElementAfter } from '../../toolkit/react/server-dom';
import { announceBatch, enterItems, LOAD_FAILED, useBatches, useRetryAfter } from '../families/posts/batches';
import './modelie.css';

interface ModelieMarkup {
  /** `.inner-view-pane > ul`: the strip the items go in. */
  readonly list: HTMLElement;
  readonly id: string;
  readonly loader: HTMLElement | null;
}

/** The view pane's strip and id (markup contract §11.1); a pane without them is left as printed. */
function readModelie(pane: HTMLElement, _options: unknown, ctx: MountContext): ModelieMarkup {
  const list = pane.querySelector<HTMLElement>('.inner-view-pane > ul');
  const id = pane.getAttribute('data-id') ?? '';
  if (!list) return leaveAsPrinted(ctx, pane, 'no .inner-view-pane > ul in it');
  if (id === '') return leaveAsPrinted(ctx, pane, 'data-id is empty');
  return { list, id, loader: pane.querySelector<HTMLElement>(':scope > span.loader') };
}

interface ModelieBatch {
  readonly items: readonly HTMLElement[];
  /** `li.load-more-posts` (its button) or `li.end-more-posts`: what follows the items. */
  readonly tail: HTMLElement | null;
  readonly end: boolean;
}

/** The answer's `li.post` items and its tail; an answer with neither is not the strip's (a "0", an error page). */
export function readModelieBatch(fragment: DocumentFragment, text: string): ModelieBatch {
  const roots = Array.from(fragment.children) as HTMLElement[];
  const items = roots.filter((root) => root.matches('li.post'));
  const tail = roots.find((root) => root.matches('li.load-more-posts, li.end-more-posts')) ?? null;
  if (items.length === 0 && !tail && text.trim() !== '') {
    throw new Error(`the answer is not the portfolio's items ("${text.trim().slice(0, 40)}")`);
  }
  const end = !tail?.querySelector('a.load-more-posts-button');
  return { items, tail, end };
}

const BUTTON = ':scope > li.load-more-posts a.load-more-posts-button';
/** Each project's `.inner-item-wrap` fades in over 700 ms, 90 ms after the one before (the theme's). */
const STAGGER_MS = 90;
const FADE_MS = 700;
/** Above 767 px the strip is a row the visitor scrolls sideways; at 767 px or less the theme stacks it. */
const WIDE = '(min-width: 768px)';
/** On the pane while mounted: `modelie.css` lays out the strip from it. */
const STRIP = 'wgt-strip';

/** The theme's measure of the strip: the viewport's height less the header's and 20, and its width. */
function viewport(): { height: number; width: number } {
  const header = document.querySelector('.header-cons-area') ?? document.querySelector('.theme-header');
  const headerHeight = header ? Math.round(header.getBoundingClientRect().height) : 0;
  return { height: Math.max(0, innerHeight - headerHeight - 20), width: innerWidth };
}

/** The strip's height, measured again when the window is resized (100 ms after it stops, as the theme's). */
function useStripHeight(): number {
  const [height, setHeight] = useState(() => viewport().height);
  useEffect(() => {
    let timer = 0;
    const resized = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => setHeight(viewport().height), 100);
    };
    addEventListener('resize', resized);
    return () => {
      clearTimeout(timer);
      removeEventListener('resize', resized);
    };
  }, []);
  return height;
}

/**
 * Shows arrived projects as 2.5.7 did: each item's loader goes, and its `.inner-item-wrap` (kept transparent by
 * style.css until then) fades in 90 ms after the one before, over 700 ms; at 767 px or less, at once.
 */
function enterProjects(items: readonly HTMLElement[]): () => void {
  for (const item of items) {
    item.querySelector(':scope > span.loader')?.remove();
    // Its round link goes where its title's does (the listener's answer): an icon alone, for the pointer.
    for (const link of item.querySelectorAll<HTMLAnchorElement>('a.hover-lightbox')) {
      if ((link.textContent ?? '').trim() || link.hasAttribute('aria-label')) continue;
      link.setAttribute('aria-hidden', 'true');
      link.setAttribute('tabindex', '-1');
    }
  }
  const wide = matchMedia(WIDE).matches && !prefersReducedMotion();
  return enterItems(items, {
    stagger: wide ? STAGGER_MS : 0,
    duration: wide ? FADE_MS : 0,
    scale: false,
    part: ':scope > .inner-item-wrap',
  });
}

/**
 * 2.5.7's Modelie portfolio (`.portfolio-modelie .view-pane[data-id]`): its strip is asked of the theme listener
 * when the page loads (`type=portfolio_modelie`, `id`, `offset`, `height`, `width`), and again from
 * `a.load-more-posts-button` (its label `data-loading` while waiting, `data-default` at rest) with the items
 * shown as the offset. The answer's items are appended and its tail replaces the button's: another button, or
 * `li.end-more-posts`. A failure puts the label back and says so; a press tries again.
 */
function Modelie({ host, options, ctx }: WidgetProps<ModelieMarkup>) {
  const { list, id, loader } = options;
  const stopEntrance = useRef(() => {});
  const pressed = useRef(false);
  const [button, setButton] = useState(() => list.querySelector<HTMLElement>(BUTTON));
  useEffect(() => () => stopEntrance.current(), []);

  const { phase, load } = useBatches<ModelieBatch>({
    host,
    ctx,
    fetch: (signal) =>
      callListener({
        type: 'portfolio_modelie',
        fields: { id, offset: list.querySelectorAll(':scope > li.post').length, ...viewport() },
        signal,
      }).then((text) => readModelieBatch(parseServerHtml(text), text)),
    apply: ({ items, tail, end }) => {
      const old = list.querySelector<HTMLElement>(':scope > li.load-more-posts');
      // Only after a press: the strip's first batch, asked for on boot, leaves focus where the visitor has it.
      const hadFocus =
        pressed.current &&
        (!!old?.contains(document.activeElement) || document.activeElement === document.body);
      old?.remove();
      list.append(...items, ...(tail ? [tail] : []));
      stopEntrance.current = enterProjects(items);
      announceBatch(items, end);
      const next = list.querySelector<HTMLElement>(BUTTON);
      setButton(next);
      if (hadFocus) {
        // The pressed button went with its item: focus goes to the first new project.
        const first = items[0] ? focusablesIn(items[0])[0] : next;
        first?.focus({ preventScroll: true });
      }
      return end;
    },
  });

  // The strip is empty until it is asked for (on boot, as the theme).
  useEffect(() => {
    if (!list.querySelector(':scope > li.post')) load();
  }, [list, load]);

  const booting = !button && phase === 'failed';
  useRetryAfter(booting ? host : null, load);
  useElementAfter(button && phase === 'failed' ? button : null, {
    tag: 'span',
    attrs: { class: 'rad-load-more-error', role: 'alert' },
    text: LOAD_FAILED,
  });

  const press = (event: Event) => {
    event.preventDefault();
    pressed.current = true;
    load();
  };
  const empty = !list.querySelector(':scope > li.post');
  const height = useStripHeight();
  return (
    <>
      <Bind el={host} classes={{ [STRIP]: true }} style={{ '--wgt-strip-height': `${height}px` }} />
      <Bind el={loader} style={{ display: empty && phase !== 'failed' ? null : 'none' }} />
      <Bind el={list} attrs={{ 'aria-busy': phase === 'loading' ? 'true' : null }} />
      {button && (
        <>
          <Bind
            el={button}
            attrs={{ role: 'button', 'aria-disabled': phase === 'loading' }}
            on={{ click: press, keydown: (event) => pressesButton(event, button) && press(event) }}
          />
          {phase === 'loading' && (
            <Replace el={button}>{button.getAttribute('data-loading') || 'Loading'}</Replace>
          )}
        </>
      )}
    </>
  );
}

export const widget = reactWidget({ options: {}, read: readModelie, component: Modelie });
