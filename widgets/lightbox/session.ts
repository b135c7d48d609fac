import { createStore, type ReadonlyStore } from '../../toolkit/react/store';
import type { DeepLink } from './deep-link';
import type { ItemContext, ItemSource, Size } from './sources';

/** prettyPhoto's settings a theme may pass to `$(links).prettyPhoto(options)`; the defaults are 3.1.6's. */
export interface LightboxSettings {
  /** Milliseconds between slideshow items, or false for no slideshow control. */
  readonly slideshow: number | false;
  readonly autoplaySlideshow: boolean;
  /** The thumbnail strip, shown for galleries of up to `OVERLAY_GALLERY_MAX` items. */
  readonly overlayGallery: boolean;
  /** The backdrop's opacity. */
  readonly opacity: number;
  /** Whether opening writes the address's deep-link hash. */
  readonly deeplinking: boolean;
  /** prettyPhoto's `changepicturecallback` and `callback` (on close). */
  readonly onChange?: () => void;
  readonly onClose?: () => void;
}

export const DEFAULT_SETTINGS: LightboxSettings = {
  slideshow: 5000,
  autoplaySlideshow: false,
  overlayGallery: true,
  opacity: 0.8,
  deeplinking: true,
};

export const OVERLAY_GALLERY_MAX = 30;

/** Settings given to `$(links).prettyPhoto(options)`, with prettyPhoto's `default_width`/`default_height`. */
export interface BoundSettings extends Partial<LightboxSettings> {
  readonly defaults?: Size;
}

const bound = new WeakMap<Element, BoundSettings>();

export function bindSettings(link: Element, settings: BoundSettings): void {
  bound.set(link, settings);
}

export function settingsFor(link: Element): BoundSettings | undefined {
  return bound.get(link);
}

export interface LightboxSession {
  /** Distinguishes one opening from the next. */
  readonly id: number;
  /** What opens, read into items by the viewer. */
  readonly sources: readonly ItemSource[];
  readonly context: ItemContext;
  /** The source shown first. */
  readonly index: number;
  /** The hash of the item opened (a gallery's follows the item shown); null when the address is left alone. */
  readonly deepLink: DeepLink | null;
  /** Where focus returns on close: the link clicked, if any. */
  readonly opener: HTMLElement | null;
  readonly settings: LightboxSettings;
}

export type SessionRequest = Omit<LightboxSession, 'id'>;

const store = createStore<LightboxSession | null>(null);
let lastId = 0;

/** What is open, for the viewer; `openLightbox` and `sessionEnded` are the only writers. */
export const sessionStore: ReadonlyStore<LightboxSession | null> = store;

/** Opens a gallery, replacing what is open. */
export function openLightbox(request: SessionRequest): void {
  lastId += 1;
  store.set({ ...request, id: lastId });
}

/** The viewer of session `id` has closed (a newer session may already have replaced it). */
export function sessionEnded(id: number): void {
  store.set((current) => (current?.id === id ? null : current));
}

let renderers = 0;

/** A lightbox is mounted to render what opens; the returned function says it no longer is. */
export function renderSessions(): () => void {
  renderers += 1;
  return () => {
    renderers -= 1;
  };
}

export function isRendered(): boolean {
  return renderers > 0;
}

let closeOpen: (() => void) | null = null;

/** The open viewer says how it closes; the returned function takes that back. */
export function closesWith(close: () => void): () => void {
  closeOpen = close;
  return () => {
    if (closeOpen === close) closeOpen = null;
  };
}

/**
 * Closes what is open, as the visitor's Close button would (`$.prettyPhoto.close()`); a gallery asked for but
 * not yet shown (its viewer loading, or the lightbox not yet mounted) is not shown.
 */
export function closeLightbox(): void {
  if (closeOpen) closeOpen();
  else store.set(null);
}
