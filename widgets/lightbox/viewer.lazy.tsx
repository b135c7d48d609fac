import PhotoSwipe, { type SlideData } from 'photoswipe';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MountContext } from '../../loader/contract';
import { causeText } from '../../loader/contract';
import { focusablesIn } from '../../toolkit/dom/focus';
import { navigateTo } from '../../toolkit/dom/navigation';
import { refusedByTrustedTypes } from '../../toolkit/dom/trusted-types';
import { createContent, type ItemContent } from './content';
import { CLOSED_HASH, deepLinkHash } from './deep-link';
import { type LightboxItem, readItem } from './items';
import { loadStylesheet } from './load-stylesheet';
import { closesWith, type LightboxSession, OVERLAY_GALLERY_MAX, sessionEnded } from './session';
import type { Size } from './sources';
import styles from './viewer.css?url';

/** prettyPhoto's alert, word for word (specification, error catalogue). */
export const IMAGE_ERROR = 'Image cannot be loaded. Make sure the path is correct and image exist.';
/** The same for an ajax item whose page cannot be fetched. */
export const PAGE_ERROR = 'Content cannot be loaded. Make sure the path is correct and the page exists.';

export interface ViewerProps {
  readonly session: LightboxSession;
  readonly ctx: MountContext;
}

/** The elements PhotoSwipe's UI gives the controls rendered here. */
interface Slots {
  readonly bar: HTMLElement;
  readonly arrows: HTMLElement;
  readonly caption: HTMLElement;
  readonly thumbnails: HTMLElement;
}

/** Images open at their own size, which the link does not say: measured once per address. */
const naturalSizes = new Map<string, Size>();

function measure(src: string): Promise<Size> {
  const known = naturalSizes.get(src);
  if (known) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const size = { width: image.naturalWidth || 1, height: image.naturalHeight || 1 };
      naturalSizes.set(src, size);
      resolve(size);
    };
    image.onerror = () => reject(new Error(`${src} could not be loaded`));
    image.src = src;
  });
}

function slideData(item: LightboxItem): SlideData {
  if (item.kind !== 'image') return { type: item.kind, width: item.size.width, height: item.size.height };
  const size = naturalSizes.get(item.src) ?? item.size;
  return { src: item.src, alt: item.title, width: size.width, height: size.height };
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function hasStrip(session: LightboxSession, items: readonly LightboxItem[]): boolean {
  return session.settings.overlayGallery && items.length > 1 && items.length <= OVERLAY_GALLERY_MAX;
}

/** TouchSwipe's threshold (specification §9): a horizontal swipe at least this long moves to the next item. */
const SWIPE_THRESHOLD = 75;

/** Moves by `step`, wrapping at both ends (PhotoSwipe itself loops only from three items). */
function go(pswp: PhotoSwipe, step: number): void {
  const count = pswp.getNumItems();
  if (count > 1) pswp.goTo((pswp.currIndex + step + count) % count);
}

/** Keeps Tab and Shift+Tab among the dialog's controls. */
function trapTab(pswp: PhotoSwipe, event: KeyboardEvent): boolean {
  const root = pswp.element;
  if (!root) return false;
  const controls = focusablesIn(root).filter((element) => element.getClientRects().length > 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || active === root || !root.contains(active);
  if (!first || !last) return true;
  if (event.shiftKey && (outside || active === first)) last.focus();
  else if (!event.shiftKey && (outside || active === last)) first.focus();
  else return false;
  return true;
}

/** The items that can open, each source that cannot reported on its link; the index of the one opened first. */
function readItems(session: LightboxSession, ctx: MountContext): { items: LightboxItem[]; index: number } {
  const items: LightboxItem[] = [];
  let index = -1;
  for (const [position, source] of session.sources.entries()) {
    try {
      if (position === session.index) index = items.length;
      items.push(readItem(source, position, session.context));
    } catch (error) {
      ctx.warn(source.link ?? document.body, `${causeText(error)}; the lightbox cannot open it.`);
      if (position === session.index) index = -1;
    }
  }
  return { items, index };
}

interface Opening {
  readonly session: LightboxSession;
  readonly items: readonly LightboxItem[];
  readonly index: number;
}

/** An open PhotoSwipe: `close` as the visitor's Close does; `dispose` removes it at once, leaving focus alone. */
interface OpenViewer {
  readonly pswp: PhotoSwipe;
  close(): void;
  dispose(): void;
}

function openPhotoSwipe(
  { session, items, index }: Opening,
  ready: (pswp: PhotoSwipe, slots: Slots) => void,
): OpenViewer {
  const { settings } = session;
  const contents = new Map<number, ItemContent>();
  const failed = new Set<number>();
  const pswp = new PhotoSwipe({
    dataSource: items.map(slideData),
    index,
    bgOpacity: settings.opacity,
    // The arrows are rendered here, to wrap with two items too.
    arrowPrev: false,
    arrowNext: false,
    closeTitle: 'Close',
    zoomTitle: 'Zoom',
    errorMsg: IMAGE_ERROR,
    // Focus goes back to the link opened, whatever had it before.
    returnFocus: false,
    mainClass: 'wp-lightbox',
    // Room for the top bar, and below for the caption and the thumbnail strip.
    padding: { top: 50, bottom: hasStrip(session, items) ? 110 : 60, left: 0, right: 0 },
  });

  let disposing = false;
  let closing = false;
  // PhotoSwipe ignores a close during its opening animation (and stays open for good): wait for its end.
  const close = () => {
    closing = true;
    if (pswp.opener.isOpening) pswp.on('openingAnimationEnd', () => pswp.close());
    else pswp.close();
  };
  // One alert, then the lightbox closes (PhotoSwipe retries a failed slide as it is shown again, while closing).
  const fail = (message: string) => {
    if (closing) return;
    window.alert(message);
    close();
  };
  const failIfCurrent = (index: number, message: string) => {
    failed.add(index);
    if (index === pswp.currIndex) fail(message);
  };
  const writeHash = () => {
    const { deepLink } = session;
    if (!deepLink) return;
    const position = items[pswp.currIndex]?.position ?? 0;
    const hash = deepLinkHash(deepLink.group === null ? deepLink : { ...deepLink, index: position });
    if (hash !== null) history.replaceState(history.state, '', hash);
  };

  pswp.addFilter('thumbEl', (element, _data, index) => (items[index]?.thumbnail ?? element) as HTMLElement);
  pswp.on('contentLoad', (event) => {
    const { content } = event;
    const item = items[content.index];
    if (!item || item.kind === 'image') return;
    event.preventDefault();
    const created = createContent(item, () => failIfCurrent(content.index, PAGE_ERROR));
    contents.get(content.index)?.dispose();
    contents.set(content.index, created);
    content.element = created.element;
    if (content.slide?.isActive) created.activate();
  });
  pswp.on('contentActivate', ({ content }) => contents.get(content.index)?.activate());
  pswp.on('contentDeactivate', ({ content }) => contents.get(content.index)?.deactivate());
  pswp.on('contentDestroy', ({ content }) => {
    contents.get(content.index)?.dispose();
    contents.delete(content.index);
  });
  // An image measured only once loaded (a neighbour, preloaded) takes its size in place.
  pswp.addFilter('itemData', (data, index) => {
    const item = items[index];
    return item?.kind === 'image' ? slideData(item) : data;
  });
  pswp.on('loadComplete', ({ content, isError }) => {
    const item = items[content.index];
    const { slide, element } = content;
    if (isError || item?.kind !== 'image' || !(element instanceof HTMLImageElement)) return;
    const { naturalWidth: width, naturalHeight: height } = element;
    if (!width || (width === content.width && height === content.height)) return;
    naturalSizes.set(item.src, { width, height });
    content.width = width;
    content.height = height;
    if (slide) {
      slide.width = width;
      slide.height = height;
      slide.resize();
    }
  });
  pswp.on('loadError', ({ content }) => failIfCurrent(content.index, IMAGE_ERROR));
  pswp.on('change', () => {
    writeHash();
    settings.onChange?.();
    // A neighbour that failed while preloading, before it had a slide, reported nothing then.
    if (failed.has(pswp.currIndex) || pswp.currSlide?.content.isError()) {
      fail(items[pswp.currIndex]?.kind === 'ajax' ? PAGE_ERROR : IMAGE_ERROR);
    }
  });
  pswp.on('keydown', (event) => {
    const key = event.originalEvent;
    if (isEditable(key.target) && key.key !== 'Escape') {
      event.preventDefault();
    } else if (key.key === 'Tab') {
      if (trapTab(pswp, key)) {
        key.preventDefault();
        event.preventDefault();
      }
    } else if ((key.key === 'ArrowLeft' || key.key === 'ArrowRight') && pswp.getNumItems() > 1) {
      key.preventDefault();
      event.preventDefault();
      go(pswp, key.key === 'ArrowLeft' ? -1 : 1);
    }
  });
  // A swipe of 75 px moves on, wrapping at both ends, where PhotoSwipe would spring back: a slow swipe, or the
  // ends of a gallery of two (which PhotoSwipe does not loop). A drag panning a zoomed image is not a swipe.
  // Measured from where the finger went down (PhotoSwipe's own start point is where the drag was recognised).
  let downX = 0;
  pswp.on('pointerDown', ({ originalEvent }) => {
    downX = originalEvent.clientX;
  });
  pswp.on('pointerUp', ({ originalEvent }) => {
    const { gestures, mainScroll } = pswp;
    if (!gestures.isDragging || gestures.dragAxis !== 'x' || !mainScroll.isShifted()) return;
    const distance = originalEvent.clientX - downX;
    if (Math.abs(distance) < SWIPE_THRESHOLD) return;
    const before = pswp.potentialIndex;
    // PhotoSwipe ends the drag once this event returns; only if that left the item in place does it move.
    queueMicrotask(() => {
      if (!closing && pswp.potentialIndex === before) go(pswp, distance < 0 ? 1 : -1);
    });
  });
  // Pages, inline content and video controls take the pointer; the slide does not drag under them.
  pswp.on('pointerDown', (event) => {
    const target = event.originalEvent.target;
    if (target instanceof Element && target.closest('.wp-lightbox__page, .wp-lightbox__inline, video')) {
      event.preventDefault();
    }
  });
  pswp.on('close', () => {
    if (session.deepLink && window.location.hash.startsWith(CLOSED_HASH)) {
      history.replaceState(history.state, '', CLOSED_HASH);
    }
  });
  pswp.on('destroy', () => {
    for (const content of contents.values()) content.dispose();
    contents.clear();
    settings.onClose?.();
    if (!disposing && session.opener?.isConnected) session.opener.focus();
    sessionEnded(session.id);
  });

  const slots: Partial<Record<keyof Slots, HTMLElement>> = {};
  pswp.on('uiRegister', () => {
    const slot = (name: keyof Slots, appendTo: 'bar' | 'wrapper', order: number) =>
      pswp.ui?.registerElement({
        name: `lightbox-${name}`,
        className: `wp-lightbox__${name}`,
        appendTo,
        order,
        onInit: (element) => {
          slots[name] = element;
        },
      });
    slot('bar', 'bar', 8);
    slot('arrows', 'wrapper', 1);
    slot('caption', 'wrapper', 2);
    slot('thumbnails', 'wrapper', 3);
  });
  pswp.on('afterInit', () => pswp.element?.setAttribute('aria-modal', 'true'));
  try {
    pswp.init();
  } catch (error) {
    // What PhotoSwipe built before it stopped goes.
    pswp.isDestroying = true;
    try {
      pswp.destroy();
    } catch {
      // Half built: its teardown may trip on what is missing.
    }
    pswp.element?.remove();
    throw error;
  }
  ready(pswp, slots as Slots);
  return {
    pswp,
    close,
    dispose() {
      disposing = true;
      // Straight to PhotoSwipe's teardown: its `destroy` would try an animated close first.
      pswp.isDestroying = true;
      pswp.destroy();
    },
  };
}

/**
 * Set once PhotoSwipe could not open on this page (it writes its controls as HTML strings, which a page that
 * requires Trusted Types refuses): from then on an item is shown as without the lightbox, by following its link.
 */
let refused = false;

/** The viewer cannot open: the session ends and the visitor gets the item as without the lightbox. */
function openWithoutViewer(opening: Opening, ctx: MountContext, error?: unknown): void {
  sessionEnded(opening.session.id);
  const { opener } = opening.session;
  if (error !== undefined && !refused) {
    refused = refusedByTrustedTypes(error);
    ctx.warn(
      opener ?? document.body,
      refused
        ? "PhotoSwipe cannot run under this page's Trusted Types policy (it writes its controls as HTML); lightbox items open as plain links."
        : `the lightbox viewer could not open (${causeText(error)}); the item opens as a plain link.`,
    );
  }
  if (opener instanceof HTMLAnchorElement) navigateTo(opener.href);
}

/** The open lightbox: PhotoSwipe's dialog, with prettyPhoto's controls rendered into it. */
export function Viewer({ session, ctx }: ViewerProps) {
  const [opening] = useState(() => ({ session, ...readItems(session, ctx) }));
  const { items } = opening;
  const { settings } = session;
  const [open, setOpen] = useState<{ pswp: PhotoSwipe; slots: Slots } | null>(null);
  const [index, setIndex] = useState(opening.index);
  const [playing, setPlaying] = useState(settings.autoplaySlideshow);

  useEffect(() => {
    let viewer: OpenViewer | null = null;
    let cancelled = false;
    const first = opening.items[opening.index];
    if (!first) {
      sessionEnded(opening.session.id);
      return;
    }
    if (refused) {
      openWithoutViewer(opening, ctx);
      return;
    }
    const stylesheet = loadStylesheet(new URL(styles, import.meta.url).href, ctx.nonce).catch((error) => {
      ctx.warn(first.link ?? document.body, `${causeText(error)}; the lightbox opens unstyled.`);
    });
    const measured = first.kind === 'image' ? measure(first.src) : Promise.resolve();
    Promise.all([stylesheet, measured]).then(
      () => {
        if (cancelled) return;
        try {
          viewer = openPhotoSwipe(opening, (instance, slots) => setOpen({ pswp: instance, slots }));
        } catch (error) {
          openWithoutViewer(opening, ctx, error);
          return;
        }
        const { pswp } = viewer;
        pswp.on('change', () => setIndex(pswp.currIndex));
      },
      () => {
        if (cancelled) return;
        window.alert(IMAGE_ERROR);
        sessionEnded(opening.session.id);
      },
    );
    const stopClosing = closesWith(() => viewer?.close());
    return () => {
      cancelled = true;
      stopClosing();
      // Replaced by another opening, or the widget unmounted; a viewer the visitor closed is gone already.
      if (viewer && !viewer.pswp.isDestroying) viewer.dispose();
    };
  }, [opening, ctx]);

  // The dialog is named by the item's title, or says where the visitor is.
  const item = items[index];
  const titleId = `${ctx.id}-lightbox-title`;
  useLayoutEffect(() => {
    const root = open?.pswp.element;
    if (!root) return;
    if (item?.title) {
      root.setAttribute('aria-labelledby', titleId);
      root.removeAttribute('aria-label');
    } else {
      root.setAttribute('aria-label', `Item ${index + 1} of ${items.length}`);
      root.removeAttribute('aria-labelledby');
    }
  }, [open, item, index, items.length, titleId]);

  const slideshow = settings.slideshow !== false && items.length > 1;
  // Timed from the render that shows the item (a layout effect: preact runs plain effects a frame later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each item shown gets the whole interval.
  useLayoutEffect(() => {
    if (!open || !playing || settings.slideshow === false) return;
    const timer = setTimeout(() => go(open.pswp, 1), settings.slideshow);
    return () => clearTimeout(timer);
  }, [open, playing, index, settings.slideshow]);

  if (!open || !item) return null;
  const { pswp, slots } = open;
  const thumbnails = hasStrip(session, items);
  return (
    <>
      {slideshow &&
        createPortal(
          <button
            type="button"
            className="pswp__button wp-lightbox__slideshow"
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            title={playing ? 'Pause slideshow' : 'Play slideshow'}
            onClick={() => setPlaying(!playing)}
          >
            <svg className="pswp__icn" viewBox="0 0 32 32" aria-hidden="true">
              {playing ? <path d="M10 9h4v14h-4zM18 9h4v14h-4z" /> : <path d="M11 8l14 8-14 8z" />}
            </svg>
          </button>,
          slots.bar,
        )}
      {items.length > 1 &&
        createPortal(
          <>
            <button
              type="button"
              className="pswp__button pswp__button--arrow pswp__button--arrow--prev"
              aria-label="Previous"
              title="Previous"
              onClick={() => go(pswp, -1)}
            >
              <svg className="pswp__icn" viewBox="0 0 60 60" aria-hidden="true">
                <path d="M36 16L22 30l14 14" />
              </svg>
            </button>
            <button
              type="button"
              className="pswp__button pswp__button--arrow pswp__button--arrow--next"
              aria-label="Next"
              title="Next"
              onClick={() => go(pswp, 1)}
            >
              <svg className="pswp__icn" viewBox="0 0 60 60" aria-hidden="true">
                <path d="M36 16L22 30l14 14" />
              </svg>
            </button>
          </>,
          slots.arrows,
        )}
      {(item.title || item.description) &&
        createPortal(
          <>
            {item.title && (
              <p id={titleId} className="wp-lightbox__title">
                {item.title}
              </p>
            )}
            {item.description && <p className="wp-lightbox__description">{item.description}</p>}
          </>,
          slots.caption,
        )}
      {thumbnails &&
        createPortal(
          <ul className="wp-lightbox__strip" aria-label="Gallery">
            {items.map((entry, at) => {
              const src =
                entry.thumbnail?.currentSrc ||
                entry.thumbnail?.src ||
                (entry.kind === 'image' ? entry.src : '');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the items of an open gallery never change.
                <li key={at}>
                  <button
                    type="button"
                    aria-label={`${at + 1}: ${entry.title || entry.description || 'item'}`}
                    aria-current={at === index ? 'true' : undefined}
                    onClick={() => pswp.goTo(at)}
                  >
                    {src ? <img src={src} alt="" loading="lazy" /> : <span aria-hidden="true">{at + 1}</span>}
                  </button>
                </li>
              );
            })}
          </ul>,
          slots.thumbnails,
        )}
    </>
  );
}
