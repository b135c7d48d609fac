import { meaningfulChildren } from '../../../toolkit/dom/wpautop';

/**
 * The slides of the theme's Quartz slider and Selene gallery (markup contract §7): a holder of slides, each an
 * image (or a link around one) with its caption block, possibly over a background video (`.quant_video-bg video`).
 * Quartz: `div.ioaslider` › `div.items-holder` › `div.slider-item` › `div.slider-desc`; Selene:
 * `div.ioa-gallery` › `div.gallery-holder` › `div.gallery-item[data-thumbnail]` › `div.gallery-desc`.
 */
export interface SlideMarkup {
  readonly element: HTMLElement;
  readonly caption: HTMLElement | null;
  readonly images: readonly HTMLImageElement[];
  readonly video: HTMLVideoElement | null;
}

export interface SlidesMarkup {
  readonly holder: HTMLElement;
  readonly slides: readonly SlideMarkup[];
}

export interface SlidesClasses {
  readonly holder: string;
  readonly slide: string;
  readonly caption: string;
}

/** Reads the slides; throws (the server HTML stays) without a holder or a slide. */
export function readSlides(
  host: HTMLElement,
  { holder: holderClass, slide: slideClass, caption: captionClass }: SlidesClasses,
): SlidesMarkup {
  const holder = meaningfulChildren(host).find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(holderClass),
  );
  if (!holder) throw new Error(`it has no div.${holderClass} holding its slides`);
  const slides = meaningfulChildren(holder)
    .filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(slideClass),
    )
    .map((element) => ({
      element,
      caption: element.querySelector<HTMLElement>(`.${captionClass}`),
      images: Array.from(element.querySelectorAll('img')),
      video: element.querySelector<HTMLVideoElement>('.quant_video-bg video, .video-bg video'),
    }));
  if (slides.length === 0) throw new Error(`its div.${holderClass} has no div.${slideClass}`);
  return { holder, slides };
}
