import 'mediaelement';
import 'mediaelement/build/mediaelementplayer-legacy.min.css';
import './media-player.css';
import sprite from 'mediaelement/build/mejs-controls.svg?url';
import type { ElementWidget, MountContext } from '../../loader/contract';
import type { DomChanges } from '../../toolkit/dom/changes';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { saveElement } from '../../toolkit/dom/save';
import { refusedByTrustedTypes } from '../../toolkit/dom/trusted-types';
import type { MediaElementPlayerConstructor, MediaElementPlayerOptions } from './mediaelement';

/** The specification's player defaults (§9), as WordPress's own MediaElement set-up has them. */
const DEFAULTS: MediaElementPlayerOptions = {
  classPrefix: 'mejs-',
  startVolume: 0.8,
  controlsTimeoutDefault: 1500,
  defaultVideoWidth: 480,
  defaultVideoHeight: 270,
  defaultAudioWidth: 400,
  defaultAudioHeight: 40,
  stretching: 'responsive',
};

const VIDEO_FEATURES = ['playpause', 'current', 'progress', 'duration', 'tracks', 'volume', 'fullscreen'];
const AUDIO_FEATURES = ['playpause', 'current', 'progress', 'duration', 'volume'];

/** The sources a visitor can download instead, web addresses only. */
function downloads(media: HTMLMediaElement): URL[] {
  const addresses = [
    media.getAttribute('src'),
    ...Array.from(media.querySelectorAll('source'), (s) => s.getAttribute('src')),
  ];
  const found: URL[] = [];
  for (const address of addresses) {
    if (!address) continue;
    try {
      const url = new URL(address, document.baseURI);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && !found.some((f) => f.href === url.href))
        found.push(url);
    } catch {
      // Not an address: nothing to offer.
    }
  }
  return found;
}

/**
 * What a visitor reads where a file cannot be played: a sentence and a link to download each source, made as
 * text and elements (MediaElement's own message pastes the addresses into HTML).
 */
function explain(panel: Element, media: HTMLMediaElement): void {
  const message = document.createElement('p');
  message.textContent = `This ${media.localName === 'audio' ? 'audio file' : 'video'} cannot be played here.`;
  const links = downloads(media).map((url) => {
    const link = document.createElement('a');
    link.href = url.href;
    link.textContent = `Download the file: ${decodeURIComponent(url.pathname.split('/').pop() || url.href)}`;
    return link;
  });
  panel.replaceChildren(message, ...links);
}

/**
 * MediaElement 7.1 gives each caption language's radio button the id `<track id>-btn` but points its label at
 * `<track id>`: the buttons have no name. Each label is pointed at its button.
 */
function nameCaptionChoices(container: Element): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input.mejs-captions-selector-input')) {
    const label = input.id.endsWith('-btn')
      ? container.querySelector<HTMLLabelElement>(
          `label[for="${CSS.escape(input.id.slice(0, -'-btn'.length))}"]`,
        )
      : null;
    if (label) label.htmlFor = input.id;
  }
}

/**
 * Records the listeners a library adds to `element` from now on; the result removes them all, and stops
 * recording. MediaElement keeps no handle on what it listens to on the element, and never removes it.
 */
function recordListeners(element: HTMLElement): () => void {
  const added: [string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined][] =
    [];
  element.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (listener) added.push([type, listener, options]);
    EventTarget.prototype.addEventListener.call(element, type, listener, options);
  };
  return () => {
    delete (element as Partial<HTMLElement>).addEventListener;
    for (const [type, listener, options] of added) element.removeEventListener(type, listener, options);
  };
}

/**
 * MediaElement writes its controls as HTML strings, which a page that requires Trusted Types refuses (the
 * bundle's policy is for the server's HTML only, and is not lent to a library): said plainly, and the browser's
 * own player is kept.
 */
function trustedTypesRefusal(error: unknown): Error | null {
  if (!refusedByTrustedTypes(error)) return null;
  return new Error(
    "MediaElement cannot run under this page's Trusted Types policy (it writes its controls as HTML); the browser's own player is kept",
  );
}

/**
 * What MediaElement will change, saved: the element whole (it absolutizes its addresses, moves its sources into
 * `src`, sizes it), its sources and tracks (it gives the tracks ids of its own), the listeners it adds (it
 * keeps no handle on them, and never removes them: called later, they would find the player gone).
 */
function saveForMediaElement(media: HTMLMediaElement, changes: DomChanges): void {
  changes.defer(saveElement(media));
  for (const part of media.querySelectorAll<HTMLElement>('source, track')) changes.defer(saveElement(part));
  changes.defer(recordListeners(media));
}

/**
 * The theme's video player stretches (responsive) to its box's width, but no wider than the video was printed,
 * as WordPress's `div.wp-video` wrapper caps its own with an inline width: the player takes the place the
 * server's video had, rather than growing to the column and pushing the page down.
 */
function capTheThemesPlayer(media: HTMLMediaElement, changes: DomChanges): void {
  const frame = media.parentElement;
  const printedWidth = Number(media.getAttribute('width'));
  if (media.localName !== 'audio' && frame?.matches('div.video-player') && printedWidth > 0)
    changes.setStyle(frame, 'max-width', `${printedWidth}px`);
}

type BuiltPlayer = { container: HTMLElement; remove(): void };

/** MediaElement's player around the element; if it stops halfway, what it built goes. */
function buildPlayer(
  Player: MediaElementPlayerConstructor,
  media: HTMLMediaElement,
  ctx: MountContext,
): BuiltPlayer {
  const audio = media.localName === 'audio';
  let player: BuiltPlayer | null = null;
  try {
    player = new Player(media, {
      ...DEFAULTS,
      iconSprite: new URL(sprite, import.meta.url).href,
      features: audio ? AUDIO_FEATURES : VIDEO_FEATURES,
      customError: ' ',
      success: () => {
        if (player) nameCaptionChoices(player.container);
      },
      error: () => {
        ctx.warn(
          media,
          `${
            downloads(media)
              .map((url) => url.pathname)
              .join(', ') || 'its source'
          } cannot be played.`,
        );
        // MediaElement writes its panel once this returns.
        queueMicrotask(() => {
          const panel = player?.container.querySelector('.mejs-cannotplay');
          if (panel) explain(panel, media);
        });
      },
    });
  } catch (error) {
    // What MediaElement built before it stopped goes (the element is then put back as the server printed it).
    const container = media.closest('.mejs-container');
    if (container && container !== media) container.replaceWith(media);
    throw trustedTypesRefusal(error) ?? error;
  }
  nameCaptionChoices(player.container);
  return player;
}

/**
 * MediaElement's remove() puts a copy of the element where its player was: the server's own element, as it was,
 * goes there instead.
 */
function removePlayer(player: BuiltPlayer, media: HTMLMediaElement): void {
  const { container } = player;
  const parent = container.parentNode;
  const next = container.nextSibling;
  player.remove();
  const copy = next ? next.previousSibling : parent?.lastChild;
  if (copy instanceof HTMLMediaElement && copy !== media) copy.replaceWith(media);
  else if (!media.isConnected && parent) parent.insertBefore(media, next);
}

/**
 * WordPress's media shortcodes and the theme's video player (`.wp-video-shortcode`, `.wp-audio-shortcode`,
 * `div.video-player video`) in MediaElement's player: play/pause, time, progress, duration, captions, volume and
 * fullscreen, each a named button or slider the keyboard works. Unmounting removes the player and puts the
 * element back.
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: media, changes, ctx }) {
    if (!(media instanceof HTMLMediaElement)) throw new Error('it is not a <video> or <audio> element');
    const Player = (globalThis as { MediaElementPlayer?: MediaElementPlayerConstructor }).MediaElementPlayer;
    if (!Player) throw new Error('MediaElement did not load');
    saveForMediaElement(media, changes);
    capTheThemesPlayer(media, changes);
    const player = buildPlayer(Player, media, ctx);
    changes.defer(() => removePlayer(player, media));
  },
});
