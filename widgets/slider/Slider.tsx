import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bullets } from '../families/slideshow/parts';
import { readSlides } from '../families/slideshow/read-slides';
import { Slideshow, type SlideshowKind } from '../families/slideshow/Slideshow';
import type { sliderOptions } from './options';

const QUARTZ: SlideshowKind = {
  plugin: 'quartz',
  label: 'Slider',
  controls: { wrap: 'quartz-controls-wrap', prefix: 'slider' },
  classes: { holder: 'items-holder', slide: 'slider-item', caption: 'slider-desc' },
  hoverHold: false,
};

/** The theme's Quartz slider (`.ioaslider`): the slideshow with a bullet per slide. */
export function Slider({ host, options, ctx }: WidgetProps<Options<typeof sliderOptions>>) {
  const [markup] = useState(() => readSlides(host, QUARTZ.classes));
  return (
    <Slideshow
      host={host}
      markup={markup}
      kind={QUARTZ}
      ctx={ctx}
      settings={{
        width: options.width,
        height: options.height,
        duration: options.duration,
        autoplay: options.autoplay,
        effect: options.effectType,
        arrows: options.arrowControl,
        captions: options.caption,
        fullWidth: options.fullWidth,
        adaptive: options.adaptive,
        fullScreen: false,
      }}
      picker={(moves, overlay) =>
        options.bullets &&
        createPortal(
          <Bullets count={markup.slides.length} index={moves.index} onPick={moves.goTo} />,
          overlay,
        )
      }
    />
  );
}
