import type { ElementWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from '../../toolkit/dom/changes';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { focusForNow } from '../../toolkit/dom/focus';
import { request } from '../../toolkit/dom/http';
import { tween } from '../../toolkit/dom/motion';
import { navigateTo } from '../../toolkit/dom/navigation';
import { pageType } from '../../toolkit/dom/page-type';
import { parseServerDocument } from '../../toolkit/dom/server-html';

/** Next and previous load in the background at 767 px wide or more (specification, points 2 and 9). */
const WIDE = '(min-width: 767px)';
const SLIDE_MS = 1000;
/** The fluid layout's description: 45 px below the top of the window as the page scrolls (point 9). */
const STICKY_TOP = '45px';
/** Marks the history entries this widget made (and the one it started from): only those are restored here. */
const STATE_KEY = 'wpWidgetsPortfolio';
const LINKS = 'span.next > a[href], span.previous > a[href]';

interface PageParts {
  readonly title: string;
  readonly wrapper: HTMLElement;
  readonly titleArea: HTMLElement | null;
}

/** The parts of a portfolio page that change: its page-wrapper section, its title area and its title. */
function partsOf(page: Document): PageParts {
  const wrapper = page.querySelector<HTMLElement>('.page-wrapper');
  if (!wrapper) throw new Error('the page has no .page-wrapper');
  return { title: page.title, wrapper, titleArea: page.querySelector<HTMLElement>('.supper-title-wrapper') };
}

/** Pages already fetched, by address: back and forward show them again without asking the server. */
const fetched = new Map<string, string>();

async function fetchPage(url: string, signal: AbortSignal): Promise<PageParts> {
  let html = fetched.get(url);
  if (html === undefined) {
    const response = await request(url, { signal, headers: { accept: 'text/html' }, mode: 'same-origin' });
    if (!/html/.test(response.headers.get('content-type') ?? '')) throw new Error(`${url} is not a page`);
    html = await response.text();
  }
  const parts = partsOf(parseServerDocument(html, url));
  fetched.set(url, html);
  return parts;
}

/** The address of the page shown: a popstate to it (a hash change) is not a page switch. */
let shown = '';
let running: { readonly controller: AbortController; finish: () => void } | null = null;

/** A page's address without its hash. */
const pageAddress = (url: string) => url.replace(/#.*$/, '');

/**
 * Shows the portfolio page at `url` in place of this one: its title area and document title at once, its
 * page-wrapper sliding in over the old one from the side it comes from (at once under reduced motion), the
 * window at the top and focus on the new heading. The loader mounts the widgets that arrive and unmounts those
 * that leave. A failed load goes to the page the usual way.
 */
async function switchTo(url: string, { push, from }: { push: boolean; from: 'next' | 'previous' }) {
  running?.controller.abort();
  running?.finish();
  const controller = new AbortController();
  const current = { controller, finish: () => {} };
  running = current;
  let parts: PageParts;
  try {
    parts = await fetchPage(url, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn(`portfolio-switch: ${url} could not be loaded in the background; going there.`, error);
    if (push) navigateTo(url, { sameOrigin: true });
    else location.reload();
    return;
  }
  if (running !== current) return;
  const old = document.querySelector<HTMLElement>('.page-wrapper');
  const parent = old?.parentElement;
  if (!old || !parent) {
    navigateTo(url, { sameOrigin: true });
    return;
  }
  if (push) {
    // The entry the visitor came from is marked too (keeping what others stored in it), so back restores it.
    const state: unknown = history.state;
    const kept = typeof state === 'object' && state !== null ? state : {};
    if (!(kept as Record<string, unknown>)[STATE_KEY]) {
      history.replaceState({ ...kept, [STATE_KEY]: true }, '', location.href);
    }
    history.pushState({ [STATE_KEY]: true }, '', url);
  }
  shown = pageAddress(url);
  document.title = parts.title;
  const wrapper = document.adoptNode(parts.wrapper);
  const titleArea = parts.titleArea ? document.adoptNode(parts.titleArea) : null;
  if (titleArea) document.querySelector('.supper-title-wrapper')?.replaceWith(titleArea);
  scrollTo(0, 0);

  // The new section lies over the old one while both slide, then takes its place. The switch outlives the
  // widget (its navigation leaves with the old section): its changes are its own, undone when it settles.
  const sliding = new AbortController();
  const slide = domChanges(sliding.signal);
  slide.setStyle(parent, 'position', 'relative');
  slide.setStyle(parent, 'overflow-x', 'clip');
  const sign = from === 'next' ? 1 : -1;
  slide.setStyle(wrapper, 'position', 'absolute');
  slide.setStyle(wrapper, 'top', `${old.offsetTop}px`);
  slide.setStyle(wrapper, 'left', '0');
  slide.setStyle(wrapper, 'width', '100%');
  slide.keep(wrapper, { styles: ['transform'] });
  old.after(wrapper);
  const heading = (titleArea ?? wrapper).querySelector<HTMLElement>('h1, h2');
  if (heading) {
    focusForNow(heading, { preventScroll: true });
  }
  const settle = () => {
    old.remove();
    sliding.abort();
    if (running === current) running = null;
  };
  const stop = tween({
    duration: SLIDE_MS,
    onUpdate: (progress) => {
      old.style.setProperty('transform', `translateX(${-sign * progress * 100}%)`);
      wrapper.style.setProperty('transform', `translateX(${sign * (1 - progress) * 100}%)`);
    },
    onDone: settle,
  });
  current.finish = () => {
    stop();
    settle();
  };
}

let listening = false;

/** Back and forward to an entry this widget made show that page again, in place. */
function listenToHistory(): void {
  if (listening) return;
  listening = true;
  shown = pageAddress(location.href);
  addEventListener('popstate', (event) => {
    const target = pageAddress(location.href);
    if (!(event.state as Record<string, unknown> | null)?.[STATE_KEY] || target === shown) return;
    shown = target;
    void switchTo(location.href, { push: false, from: 'previous' });
  });
}

/**
 * The single portfolio's next and previous links (`.portfolio-navigation`, markup contract §11.5): at 767 px
 * wide or more they switch the page in place (see `switchTo`), with its address in the history; narrower, they
 * are plain links. On a fluid-layout page (its inner wrapper without `skeleton`), the description
 * (`.single-portfolio-content`) stays 45 px below the top of the window while the media beside it scrolls,
 * through `position: sticky`: it stops at the end of its row, above the navigation, related posts and footer.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: nav, changes }) {
    listenToHistory();
    const wide = matchMedia(WIDE);
    switchOnClick(nav, wide, changes);
    const description = nav.closest('.page-wrapper')?.querySelector<HTMLElement>('.single-portfolio-content');
    if (description && pageType(nav).fluidPortfolio) stickWhileWide(description, wide, changes);
  },
});

/** A click on next or previous (the main button, no modifier key, at 767 px or more) switches in place. */
function switchOnClick(nav: HTMLElement, wide: MediaQueryList, changes: DomChanges): void {
  changes.on(nav, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(LINKS);
    if (!link || !nav.contains(link) || event.defaultPrevented || !wide.matches) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || link.target) return;
    event.preventDefault();
    void switchTo(url.href, {
      push: true,
      from: link.parentElement?.matches('.next') ? 'next' : 'previous',
    });
  });
}

/** The fluid layout's description sticks 45 px below the top at 767 px or more; narrower, it is the server's. */
function stickWhileWide(description: HTMLElement, wide: MediaQueryList, changes: DomChanges): void {
  let stuck: DomChanges | null = null;
  const stick = () => {
    stuck?.undo();
    stuck = null;
    if (!wide.matches) return;
    stuck = domChanges(changes.signal);
    stuck.setStyle(description, 'position', 'sticky');
    stuck.setStyle(description, 'top', STICKY_TOP);
    stuck.setStyle(description, 'align-self', 'flex-start');
  };
  stick();
  changes.on(wide, 'change', stick);
}
