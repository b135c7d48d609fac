import type { JQueryCollection, JQueryLike } from '../../loader/contract';
import { globalReporter } from '../../loader/contract';
import { LIGHTBOX_HOOKS } from './links';
import {
  type BoundSettings,
  bindSettings,
  closeLightbox,
  DEFAULT_SETTINGS,
  isRendered,
  type LightboxSettings,
  openLightbox,
} from './session';
import { pageContext } from './sources';

/** prettyPhoto's option names, as themes and plugins pass them. */
interface PrettyPhotoOptions {
  slideshow?: number | false;
  autoplay_slideshow?: boolean;
  overlay_gallery?: boolean;
  opacity?: number | string;
  deeplinking?: boolean;
  default_width?: number | string;
  default_height?: number | string;
  changepicturecallback?: () => void;
  callback?: () => void;
}

function settingsOf(options: PrettyPhotoOptions): BoundSettings {
  const settings: { -readonly [K in keyof BoundSettings]: BoundSettings[K] } = {};
  if (options.slideshow === false || typeof options.slideshow === 'number')
    settings.slideshow = options.slideshow;
  if (typeof options.autoplay_slideshow === 'boolean')
    settings.autoplaySlideshow = options.autoplay_slideshow;
  if (typeof options.overlay_gallery === 'boolean') settings.overlayGallery = options.overlay_gallery;
  if (typeof options.deeplinking === 'boolean') settings.deeplinking = options.deeplinking;
  const opacity = Number(options.opacity);
  if (options.opacity !== undefined && opacity >= 0 && opacity <= 1) settings.opacity = opacity;
  const width = Number(options.default_width);
  const height = Number(options.default_height);
  if (width > 0 && height > 0) settings.defaults = { width, height };
  if (typeof options.changepicturecallback === 'function') settings.onChange = options.changepicturecallback;
  if (typeof options.callback === 'function') settings.onClose = options.callback;
  return settings;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];

/**
 * prettyPhoto's jQuery API for themes and plugins that call it: `$(links).prettyPhoto(options)` binds more links
 * (they join the lightbox through `data-widget`), `$.prettyPhoto.open(images, titles, descriptions)` opens
 * addresses (never writing a deep link, as prettyPhoto), and `$.prettyPhoto.close()` closes.
 */
export function installJQuery(jQuery: JQueryLike): void {
  let lastSettings: BoundSettings = {};
  let warnedNothingToOpen = false;
  const hooks = LIGHTBOX_HOOKS.join(',');

  jQuery.fn.prettyPhoto = function (this: JQueryCollection, options: PrettyPhotoOptions = {}) {
    lastSettings = settingsOf(options ?? {});
    return this.each(function () {
      bindSettings(this, lastSettings);
      const widgets = (this.getAttribute('data-widget') ?? '').split(/\s+/).filter(Boolean);
      if (!this.matches(hooks) && !widgets.includes('lightbox')) {
        this.setAttribute('data-widget', [...widgets, 'lightbox'].join(' '));
      }
    });
  };

  (jQuery as unknown as Record<string, unknown>).prettyPhoto = {
    open(images: unknown, titles?: unknown, descriptions?: unknown) {
      // Called before the lightbox has mounted (from a theme's early script, through the loader's stand-in), the
      // gallery opens once it has, on a page with lightbox links.
      if (!isRendered() && !document.querySelector(`${hooks},[data-widget~="lightbox"]`)) {
        // Once per page, as the README promises: a theme may call it on every click.
        if (!warnedNothingToOpen)
          globalReporter().warn(
            'lightbox: $.prettyPhoto.open() opens nothing on a page without lightbox links.',
          );
        warnedNothingToOpen = true;
        return;
      }
      const { defaults, ...bound } = lastSettings;
      const settings: LightboxSettings = { ...DEFAULT_SETTINGS, ...bound };
      const context = pageContext(defaults, false);
      const titleList = list(titles);
      const descriptionList = list(descriptions);
      const sources = list(images).map((href, index) => ({
        link: null,
        href,
        title: titleList[index] ?? '',
        description: descriptionList[index] ?? '',
        thumbnail: null,
      }));
      if (sources.length === 0) return;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openLightbox({ sources, context, index: 0, deepLink: null, opener, settings });
    },
    close: closeLightbox,
  };
}
