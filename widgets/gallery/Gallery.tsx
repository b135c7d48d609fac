import { useState } from 'react';
import { createPortal } from 'react-dom';
import { webAddress } from '../../toolkit/dom/navigation';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind } from '../../toolkit/react/server-dom';
import { readSlides } from '../families/slideshow/read-slides';
import { Slideshow, type SlideshowKind } from '../families/slideshow/Slideshow';
import type { galleryOptions } from './options';
import { type Thumbnail, Thumbnails } from './Thumbnails';

const SELENE: SlideshowKind = {
  plugin: 'selene',
  label: 'Gallery',
  controls: { wrap: 'selene-controls-wrap', prefix: 'gallery' },
  classes: { holder: 'gallery-holder', slide: 'gallery-item', caption: 'gallery-desc' },
  hoverHold: true,
};

/** The theme's Selene gallery (`.ioa-gallery`): the slideshow with a strip of thumbnails under it. */
export function Gallery({ host, options, ctx }: WidgetProps<Options<typeof galleryOptions>>) {
  const [markup] = useState(() => readSlides(host, SELENE.classes));
  const [thumbnails] = useState(() =>
    markup.slides.map((slide, at): Thumbnail => {
      const text = slide.images[0]?.alt.trim() || slide.caption?.querySelector('h2, h4')?.textContent?.trim();
      return {
        src: webAddress(slide.element.getAttribute('data-thumbnail')),
        label: text ? `Slide ${at + 1}: ${text}` : `Slide ${at + 1}`,
      };
    }),
  );
  const captions = host.hasAttribute('data-captions') ? options.captions : options.caption;
  return (
    <>
      <Bind el={host} classes={{ compact: options.compact }} />
      <Slideshow
        host={host}
        markup={markup}
        kind={SELENE}
        ctx={ctx}
        settings={{
          width: options.width,
          height: options.height,
          duration: options.duration,
          autoplay: options.autoplay,
          effect: options.effectType,
          arrows: options.arrowControl,
          captions,
          fullWidth: false,
          adaptive: false,
          fullScreen: options.fullscreen,
        }}
        picker={(moves) =>
          options.thumbnails &&
          createPortal(<Thumbnails thumbnails={thumbnails} index={moves.index} onPick={moves.goTo} />, host)
        }
      />
    </>
  );
}
