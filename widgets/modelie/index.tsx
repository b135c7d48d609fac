import { useEffect, useRef, useState } from 'react';
import type { MountContext } from '../../loader/contract';
import { focusablesIn, focusForNow } from '../../toolkit/dom/focus';
import { fixIconLink } from '../../toolkit/dom/icon-links';
import { pressesButton } from '../../toolkit/dom/keyboard';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { leaveAsPrinted } from '../../toolkit/dom/options';
import { parseServerHtml } from '../../toolkit/dom/server-html';
import { callListener } from '../../toolkit/dom/theme-listener';
import { reactWidget, type WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, Replace, useElementAfter } from '../../toolkit/react/server-dom';
import { announceBatch, enterItems, LOAD_FAILED, useBatches, useRetryAfter } from '../families/posts/batches';
import './modelie.css';

/** What a pane is: Modelie's strip, a single portfolio's model strip, or a pane that gets a Selene gallery. */
type PaneKind = 'strip' | 'model' | 'gallery';

interface ModelieMarkup {
  readonly kind: PaneKind;
  /** The listener's `type` for this pane. */
  readonly type: string;
  /** `.inner-view-pane > ul`: the strip the items go in (a gallery pane has none). */
  readonly list: HTMLElement | null;
  readonly id: string;
  readonly loader: HTMLElement | null;
}

const GALLERY_PANES = '.full-screen-view-pane, .single-prop-screen-view-pane';

/**
 * The pane's kind, strip and id (markup contract §11.1-11.3); a pane without them is left as printed: a view
 * pane in `.portfolio-modelie` (the Modelie template) or `.single-portfolio-modelie` (a single portfolio's model
 * layout), or the full-screen template's pane and a single portfolio's proportional one.
 */
function readModelie(pane: HTMLElement, _options: unknown, ctx: MountContext): ModelieMarkup {
  const id = pane.getAttribute('data-id') ?? '';
  if (id === '') return leaveAsPrinted(ctx, pane, 'data-id is empty');
  const loader = pane.querySelector<HTMLElement>(':scope > span.loader');
  if (pane.matches(GALLERY_PANES)) {
    const single = pane.matches('.single-prop-screen-view-pane');
    return {
      kind: 'gallery',
      type: single ? 'single_portfolio_fullscreen' : 'portfolio_fullscreen',
      list: null,
      id,
      loader,
    };
  }
  const list = pane.querySelector<HTMLElement>('.inner-view-pane > ul');
  if (!list) return leaveAsPrinted(ctx, pane, 'no .inner-view-pane > ul in it');
  const model = pane.closest('.single-portfolio-modelie') !== null;
  return {
    kind: model ? 'model' : 'strip',
    type: model ? 'single_portfolio_modelie' : 'portfolio_modelie',
    list,
    id,
    loader,
  };
}

interface ModelieBatch {
  readonly items: readonly HTMLElement[];
  /** `li.load-more-posts` (its button) or `li.end-more-posts`: what follows the items. */
  readonly tail: HTMLElement | null;
  readonly end: boolean;
}

/**
 * The answer's items and its tail: Modelie's `li.post` items then `li.load-more-posts` or `li.end-more-posts`; a
 * model strip's `li` items, its whole gallery at once. An answer with neither items nor tail is not the strip's
 * (a "0", an error page); an empty one is an empty strip.
 */
export function readModelieBatch(
  fragment: DocumentFragment,
  text: string,
  kind: PaneKind = 'strip',
): ModelieBatch {
  const roots = Array.from(fragment.children) as HTMLElement[];
  const items = roots.filter((root) =>
    kind === 'model' ? root.matches('li:not(.span-class)') : root.matches('li.post'),
  );
  const tail =
    kind === 'model'
      ? null
      : (roots.find((root) => root.matches('li.load-more-posts, li.end-more-posts')) ?? null);
  if (items.length === 0 && !tail && text.trim() !== '') {
    throw new Error(`the answer is not the portfolio's items ("${text.trim().slice(0, 40)}")`);
  }
  const end = !tail?.querySelector('a.load-more-posts-button');
  return { items, tail, end };
}

/** A gallery pane's answer: a Selene gallery to add, or the theme's "no posts" block. */
export function readGalleryAnswer(fragment: DocumentFragment, text: string): DocumentFragment {
  if (fragment.querySelector('.seleneGallery, .no-posts-found') || text.trim() === '') return fragment;
  throw new Error(`the answer is not the portfolio's gallery ("${text.trim().slice(0, 40)}")`);
}

const BUTTON = ':scope > li.load-more-posts a.load-more-posts-button';
/** Each project's `.inner-item-wrap` fades in over 700 ms, 90 ms after the one before (the theme's). */
const STAGGER_MS = 90;
const FADE_MS = 700;
/** Above 767 px the strip is a row the visitor scrolls sideways; at 767 px or less the theme stacks it. */
const WIDE = '(min-width: 768px)';
/** On the pane while mounted: `modelie.css` lays out the strip from it. */
const STRIP = 'wgt-strip';
/**
 * A pane done waiting for its first content (it came, or the asking is over): the first-paint rules stop keeping
 * the window's height for it (first-paint.css).
 */
const SETTLED = 'wgt-pane-settled';

/**
 * The theme's measure of what is left of the window below its header: the window's height less `div.theme-header`'s
 * (the header and the title area), 250 px where that is under 200 (custom.js), and the window's width.
 */
function belowHeader(): { height: number; width: number } {
  const header = document.querySelector('div.theme-header:not(.compact-bar)');
  const left = innerHeight - (header ? Math.round(header.getBoundingClientRect().height) : 0);
  return { height: left < 200 ? 250 : left, width: innerWidth };
}

/** What a strip asks for: 20 px less than what is left below the header. */
function viewport(): { height: number; width: number } {
  const { height, width } = belowHeader();
  return { height: height - 20, width };
}

/**
 * The strip's height: 20 px less than what is left below the header (10 px for a model strip, whose pictures are
 * asked for 20 px shorter all the same, as custom.js did), measured again when the window is resized (100 ms after
 * it stops, as the theme's).
 */
function useStripHeight(kind: PaneKind): number {
  const less = kind === 'model' ? 10 : 20;
  const [height, setHeight] = useState(() => belowHeader().height - less);
  useEffect(() => {
    let timer = 0;
    const resized = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => setHeight(belowHeader().height - less), 100);
    };
    addEventListener('resize', resized);
    return () => {
      clearTimeout(timer);
      removeEventListener('resize', resized);
    };
  }, [less]);
  return height;
}

/** Whether the window is wider than 767 px (the strip is a row then), kept current as it changes. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
  useEffect(() => {
    const query = matchMedia(WIDE);
    const changed = () => setWide(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return wide;
}

/** A colour the pane names (`data-dc`), for its scroll bar, as custom.js gave jScrollPane's drag handle. */
function scrollbarColour(pane: HTMLElement): string | null {
  const colour = pane.getAttribute('data-dc')?.trim() ?? '';
  return colour !== '' && CSS.supports('color', colour) ? `${colour} transparent` : null;
}

/**
 * Shows arrived projects as 2.5.7 did: each item's loader goes, and its `.inner-item-wrap` (kept transparent by
 * style.css until then) fades in 90 ms after the one before, over 700 ms; at 767 px or less, at once.
 */
function enterProjects(items: readonly HTMLElement[]): () => void {
  for (const item of items) {
    item.querySelector(':scope > span.loader')?.remove();
    // Its round link, an icon alone going where its title's does (the listener's answer): the title's duplicate.
    for (const link of item.querySelectorAll<HTMLAnchorElement>('a.hover-lightbox')) {
      fixIconLink(link, item);
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
 * `li.end-more-posts`. A failure puts the label back and says so; a press tries again. A single portfolio's
 * model strip (`.single-portfolio-modelie .view-pane`) asks once (`type=single_portfolio_modelie`, no offset) for
 * its whole gallery, which replaces its placeholder; its scroll bar takes the pane's `data-dc`.
 */
function Modelie({ host, options, ctx }: WidgetProps<ModelieMarkup & { list: HTMLElement }>) {
  const { list, id, loader, kind, type } = options;
  const stopEntrance = useRef(() => {});
  const pressed = useRef(false);
  const retried = useRef(false);
  const [button, setButton] = useState(() => list.querySelector<HTMLElement>(BUTTON));
  useEffect(() => () => stopEntrance.current(), []);

  const { phase, load } = useBatches<ModelieBatch>({
    host,
    ctx,
    fetch: (signal) =>
      callListener({
        type,
        fields:
          kind === 'model'
            ? { id, ...viewport() }
            : { id, offset: list.querySelectorAll(':scope > li.post').length, ...viewport() },
        signal,
      }).then((text) => readModelieBatch(parseServerHtml(text), text, kind)),
    apply: ({ items, tail, end }) => {
      // A model strip's answer is its whole gallery: it takes the placeholder's place.
      for (const placeholder of list.querySelectorAll(':scope > li.span-class')) placeholder.remove();
      const old = list.querySelector<HTMLElement>(':scope > li.load-more-posts');
      // Only after a press: the strip's first batch, asked for on boot, leaves focus where the visitor has it.
      const hadFocus =
        pressed.current &&
        (!!old?.contains(document.activeElement) || document.activeElement === document.body);
      old?.remove();
      list.append(...items, ...(tail ? [tail] : []));
      stopEntrance.current = enterProjects(items);
      // A model strip's one answer is its gallery, not the end of a list of posts.
      announceBatch(items, kind === 'model' ? false : end);
      const next = list.querySelector<HTMLElement>(BUTTON);
      setButton(next);
      if (hadFocus) {
        // The pressed button went with its item: focus goes to the first new project.
        const first = items[0] ? focusablesIn(items[0])[0] : next;
        first?.focus({ preventScroll: true });
        // After a first asking's retry (its button was below the empty pane), the project may be out of view.
        if (retried.current) first?.scrollIntoView({ block: 'nearest' });
      }
      retried.current = false;
      return end;
    },
  });

  // The strip is empty until it is asked for (on boot, as the theme).
  useEffect(() => {
    if (!list.querySelector(kind === 'model' ? ':scope > li:not(.span-class)' : ':scope > li.post')) load();
  }, [list, load, kind]);

  const booting = !button && phase === 'failed';
  // The retry button goes as loading starts: focus, if it had it, goes to the first new project (as a press's).
  useRetryAfter(booting ? host : null, () => {
    pressed.current = true;
    retried.current = true;
    load();
  });
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
  // The pane's loader shows until the strip has its first items, or the asking is over.
  const empty = !list.querySelector(':scope > li:not(.span-class)');
  const waiting = (phase === 'idle' || phase === 'loading') && empty;
  const height = useStripHeight(kind);
  const [colour] = useState(() => (kind === 'model' ? scrollbarColour(host) : null));
  const wide = useWide();
  return (
    <>
      <Bind
        el={host}
        classes={{ [STRIP]: true, [SETTLED]: !waiting }}
        // A first asking that failed leaves the pane as the theme sizes it (200 px), its failure said just below.
        style={{
          '--wgt-strip-height': booting && empty ? null : `${height}px`,
          'scrollbar-color': colour,
        }}
        // A model strip holds pictures alone: where it scrolls sideways, the keyboard scrolls it from the strip.
        attrs={kind === 'model' && wide ? { tabindex: '0', role: 'region', 'aria-label': 'Gallery' } : {}}
      />
      <Bind el={loader} style={{ display: waiting ? null : 'none' }} />
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

/**
 * What a gallery pane asks for: what is left below the header (250 px where under 200), less 83 px, and the
 * window's width: custom.js's measure for these two panes, in that order (so at least 117 px; the single
 * portfolio's printed full-screen gallery takes the 83 px first, `widgets/gallery/index.ts`).
 */
function gallerySize(): { height: number; width: number } {
  const { height, width } = belowHeader();
  return { height: height - 83, width };
}

/**
 * The full-screen portfolio template's pane (`.portfolio-full-screen .full-screen-view-pane[data-id]`,
 * `type=portfolio_fullscreen`) and a single portfolio's proportional one (`.single-prop-screen-view-pane[data-id]`,
 * `type=single_portfolio_fullscreen`): asked of the theme listener on boot (`id`, `height`, `width`), the answer
 * (a Selene gallery sized to them, or the theme's "no posts" block) is added to the pane and its loader goes; the
 * gallery mounts through the loader as any gallery does. A failure is said, with a button that tries again.
 */
function GalleryPane({ host, options, ctx }: WidgetProps<ModelieMarkup>) {
  const { id, loader, type } = options;
  const retried = useRef(false);
  const { phase, load } = useBatches<DocumentFragment>({
    host,
    ctx,
    fetch: (signal) =>
      callListener({ type, fields: { id, ...gallerySize() }, signal }).then((text) =>
        readGalleryAnswer(parseServerHtml(text), text),
      ),
    apply: (answer) => {
      host.append(answer);
      // After a retry, whose button went as loading started: focus to the pane, whose gallery Tab reaches next
      // (the gallery itself is hidden by the theme until it has mounted). On boot, focus is the visitor's.
      if (retried.current && document.activeElement === document.body) {
        focusForNow(host, { preventScroll: true });
        host.scrollIntoView({ block: 'nearest' });
      }
      return true;
    },
  });
  const filled = host.querySelector('.seleneGallery, .no-posts-found') !== null;
  useEffect(() => {
    if (!filled) load();
  }, [filled, load]);
  useRetryAfter(phase === 'failed' ? host : null, () => {
    retried.current = true;
    load();
  });
  const waiting = !filled && (phase === 'idle' || phase === 'loading');
  return (
    <>
      <Bind el={loader} style={{ display: waiting ? null : 'none' }} />
      {/* The proportional pane's own spinner (style.css `div.single-prop-screen-view-pane`: loader.gif). */}
      <Bind
        el={host}
        classes={{ [SETTLED]: !waiting }}
        style={{ 'background-image': waiting ? null : 'none' }}
      />
    </>
  );
}

function Pane(props: WidgetProps<ModelieMarkup>) {
  const { options } = props;
  return options.list ? (
    <Modelie {...props} options={{ ...options, list: options.list }} />
  ) : (
    <GalleryPane {...props} />
  );
}

export const widget = reactWidget({ options: {}, read: readModelie, component: Pane });
