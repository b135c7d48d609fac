import type { Options } from '../../toolkit/dom/options';
import { reactWidget } from '../../toolkit/react/react-widget';
import '../families/slideshow/slideshow.css';
import { Gallery } from './Gallery';
import { galleryOptions } from './options';

type GalleryOptions = Options<typeof galleryOptions>;

/**
 * A single portfolio's full-screen gallery (content-single-portfolio-full-screen.php: `.spfs-gallery`) prints no
 * options: custom.js gave Selene its own, which are this one's where the gallery names none: as wide as the window,
 * as tall as what is left below the header less 83 px (250 where that is under 200), fading, 5 s a picture, not
 * playing by itself (markup contract §11.2).
 */
function readGallery(host: HTMLElement, options: GalleryOptions): GalleryOptions {
  if (!host.matches('.spfs-gallery')) return options;
  const printed = (name: string) => host.hasAttribute(`data-${name}`);
  const header = document.querySelector('div.theme-header:not(.compact-bar)');
  const left = innerHeight - (header ? Math.round(header.getBoundingClientRect().height) : 0) - 83;
  return {
    ...options,
    width: printed('width') ? options.width : innerWidth,
    height: printed('height') ? options.height : left < 200 ? 250 : left,
    duration: printed('duration') ? options.duration : 5,
    autoplay: printed('autoplay') ? options.autoplay : false,
    effectType: printed('effect_type') ? options.effectType : 'fade',
  };
}

export const widget = reactWidget({ options: galleryOptions, read: readGallery, component: Gallery });
