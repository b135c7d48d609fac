import { afterEach, describe, expect, test } from 'vitest';
import { readOptions } from '../../toolkit/dom/options';
import { CAROUSEL_SPEED, scrollablePerView, swiperBreakpoints } from '../../widgets/carousel/layout';
import { readCarousel } from '../../widgets/carousel/read-carousel';
import { EFFECTS, effectOptions, TRANSITION_MS } from '../../widgets/families/slideshow/effects';
import {
  boxStyle,
  captionLayout,
  FULL_SCREEN_MIN_HEIGHT,
  fullScreenHeight,
} from '../../widgets/families/slideshow/layout';
import { readSlides } from '../../widgets/families/slideshow/read-slides';
import { galleryOptions } from '../../widgets/gallery/options';
import { sliderOptions } from '../../widgets/slider/options';
import { fakeContext } from './helpers/context';

afterEach(() => document.body.replaceChildren());

function host(html: string, selector: string): HTMLElement {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

describe('effects', () => {
  test('each transition takes 700 ms (specification §4)', () => {
    expect(TRANSITION_MS).toBe(700);
  });

  test.each([
    ['scroll', { effect: 'slide' }],
    ['slide', { effect: 'slide' }],
  ] as const)('%s is Swiper’s own slide', (effect, expected) => {
    expect(effectOptions(effect)).toEqual(expected);
  });

  test.each([
    // [effect, the leaving slide's pose, the coming slide's pose]
    ['fade', { opacity: 0 }, { opacity: 0 }],
    ['overlap-left', { translate: ['-30%', 0, -1] }, { translate: ['100%', 0, -1] }],
    ['overlap-right', { translate: ['30%', 0, -1] }, { translate: ['-100%', 0, -1] }],
    ['overlap-top', { translate: [0, '-30%', -1] }, { translate: [0, '100%', -1] }],
    ['overlap-bottom', { translate: [0, '30%', -1] }, { translate: [0, '-100%', -1] }],
  ] as const)('%s: the creative effect with its poses, flat', (effect, prev, next) => {
    expect(effectOptions(effect)).toEqual({
      effect: 'creative',
      creativeEffect: { perspective: false, limitProgress: 1, prev, next },
    });
  });

  test('scroll-perspective turns the slides in depth', () => {
    const options = effectOptions('scroll-perspective');
    expect(options.effect).toBe('creative');
    expect(options.creativeEffect?.perspective).toBe(true);
    expect(options.creativeEffect?.next?.rotate).toEqual([0, -40, 0]);
  });

  test('every effect the theme names has options', () => {
    for (const effect of EFFECTS) expect(effectOptions(effect).effect).toMatch(/^(slide|creative)$/);
  });
});

describe('layout', () => {
  test.each([
    [1060, 'normal'],
    [601, 'normal'],
    [600, 'compact'],
    [401, 'compact'],
    [400, 'small'],
    [250, 'small'],
    [249, 'none'],
    [0, 'none'],
  ] as const)('a slider %i px wide lays its caption out %s', (width, expected) => {
    expect(captionLayout(width)).toBe(expected);
  });

  test('the box is reserved from the attributes: designed size, shrinking with its shape', () => {
    expect(boxStyle({ width: 600, height: 450, fullWidth: false })).toEqual({
      width: '100%',
      'max-width': '600px',
      'aspect-ratio': '600 / 450',
      'max-height': '450px',
    });
    expect(boxStyle({ width: 1060, height: 500, fullWidth: true })['max-width']).toBe('none');
  });

  test('full screen: the window below the gallery, at least 250 px', () => {
    expect(fullScreenHeight(900, 200)).toBe(700);
    expect(fullScreenHeight(400, 300)).toBe(FULL_SCREEN_MIN_HEIGHT);
  });
});

describe('carousel layout', () => {
  test('speed 300; one slide per view under 479 px, two to 767 px, then data-items, moving a view at a time', () => {
    expect(CAROUSEL_SPEED).toBe(300);
    expect(swiperBreakpoints(4)).toEqual({
      0: { slidesPerView: 1, slidesPerGroup: 1 },
      479: { slidesPerView: 2, slidesPerGroup: 2 },
      768: { slidesPerView: 4, slidesPerGroup: 4 },
    });
    expect(swiperBreakpoints(1)?.[479]).toEqual({ slidesPerView: 1, slidesPerGroup: 1 });
  });

  test.each([
    [940, 200, 5],
    [880, 200, 4],
    [881, 200, 5],
    [150, 200, 1],
    [0, 200, 1],
    [940, 0, 1],
  ])('the post scroller: a %i px viewport and %i px slides (+20 px) show %i', (viewport, slide, expected) => {
    expect(scrollablePerView(viewport, slide)).toBe(expected);
  });
});

describe('options', () => {
  test('the theme’s attribute names, seconds and jQuery .data()’s empty value', () => {
    const element = host(
      '<div class="ioaslider" data-width="1060" data-height="500" data-duration="5" data-autoplay="" data-effect_type="overlap-left" data-arrow_control="false" data-full_width="true"></div>',
      '.ioaslider',
    );
    const ctx = fakeContext('slider');
    expect(readOptions(element, sliderOptions, ctx)).toEqual({
      width: 1060,
      height: 500,
      duration: 5,
      autoplay: false,
      effectType: 'overlap-left',
      arrowControl: false,
      caption: true,
      bullets: true,
      fullWidth: true,
      adaptive: false,
    });
    expect(ctx.warn).not.toHaveBeenCalled();
  });

  test('the specification’s defaults: 600x450, 8 s, autoplay, arrows and bullets, fade', () => {
    const options = readOptions(
      host('<div class="ioaslider"></div>', '.ioaslider'),
      sliderOptions,
      fakeContext(),
    );
    expect(options).toMatchObject({
      width: 600,
      height: 450,
      duration: 8,
      autoplay: true,
      arrowControl: true,
      bullets: true,
      effectType: 'fade',
    });
  });

  test('the Slider Manager’s misspelt effect and other bad values: one warning each, and the default', () => {
    const element = host(
      '<div class="ioaslider" data-effect_type="scroll-persepctive" data-duration="0" data-bullets="maybe"></div>',
      '.ioaslider',
    );
    const ctx = fakeContext('slider');
    const options = readOptions(element, sliderOptions, ctx);
    expect([options.effectType, options.duration, options.bullets]).toEqual(['fade', 8, true]);
    expect(ctx.warn.mock.calls.map(([, message]) => message)).toEqual([
      'data-duration="0" is below the minimum 0.5; using the default 8.',
      'data-effect_type="scroll-persepctive" is not one of fade, scroll, slide, overlap-left, overlap-right, overlap-top, overlap-bottom, scroll-perspective; using the default "fade".',
      'data-bullets="maybe" is not true or false; using the default true.',
    ]);
  });

  test('the gallery reads data-captions, and the page builder’s data-caption', () => {
    const element = host(
      '<div class="ioa-gallery" data-caption="false" data-thumbnails=""></div>',
      '.ioa-gallery',
    );
    const options = readOptions(element, galleryOptions, fakeContext());
    expect([options.caption, options.captions, options.thumbnails]).toEqual([false, true, false]);
  });
});

const SLIDES = { holder: 'items-holder', slide: 'slider-item', caption: 'slider-desc' };

describe('readSlides', () => {
  test('the holder, each slide with its caption, images and background video', () => {
    const element = host(
      `<div class="ioaslider">
        <div class="items-holder">
          <div class="slider-item"><img src="a.svg" alt="A"><div class="slider-desc"><h4>A</h4></div></div>
          <div class="slider-item"><div class="quant_video-bg"><video id="v"></video></div><img src="b.svg" alt="B"></div>
        </div>
      </div>`,
      '.ioaslider',
    );
    const { holder, slides } = readSlides(element, SLIDES);
    expect(holder.className).toBe('items-holder');
    expect(
      slides.map((slide) => [slide.images.map((i) => i.alt), slide.caption?.textContent, slide.video?.id]),
    ).toEqual([
      [['A'], 'A', undefined],
      [['B'], undefined, 'v'],
    ]);
  });

  test('typed into the classic editor: wpautop’s empty paragraphs and line breaks between the parts', () => {
    const element = host(
      `<div class="ioaslider"><p></p>
<div class="items-holder"><br>
<div class="slider-item"><img src="a.svg" alt="A"><br>
<div class="slider-desc"><h4>A</h4></div></div>
<p>&nbsp;</p>
<div class="slider-item"><img src="b.svg" alt="B"></div><br>
</div>
</div>`,
      '.ioaslider',
    );
    expect(readSlides(element, SLIDES).slides).toHaveLength(2);
  });

  test.each([
    [
      '<div class="ioaslider"><div class="slider-item"></div></div>',
      'it has no div.items-holder holding its slides',
    ],
    [
      '<div class="ioaslider"><div class="items-holder"><p>None yet.</p></div></div>',
      'its div.items-holder has no div.slider-item',
    ],
  ])('%s: throws, so the server HTML stays', (html, message) => {
    expect(() => readSlides(host(html, '.ioaslider'), SLIDES)).toThrow(message);
  });
});

describe('readCarousel', () => {
  test.each([
    [
      'the later build’s swiper markup',
      '<div class="swiper-container" data-items="3"><div class="swiper-wrapper"><div class="swiper-slide">1</div><div class="swiper-slide">2</div></div></div>',
      '.swiper-container',
      'swiper',
      2,
    ],
    [
      'the post scroller',
      '<ul class="scrollable"><li>1</li><li>2</li><li>3</li></ul>',
      '.scrollable',
      'scrollable',
      3,
    ],
    [
      'testimonials',
      '<ul class="rad-testimonials-list"><li>1</li><li>2</li></ul>',
      '.rad-testimonials-list',
      'fade',
      2,
    ],
    [
      'tweets typed into the classic editor',
      '<div class="tweets-wrapper slider"><ul id="t"><br>\n<li>1</li><p></p>\n<li>2</li></ul></div>',
      '#t',
      'fade',
      2,
    ],
  ])('%s', (_name, html, selector, kind, count) => {
    const markup = readCarousel(host(html, selector));
    expect([markup.kind, markup.slides.length]).toEqual([kind, count]);
  });

  test('a swiper container without its wrapper throws', () => {
    expect(() => readCarousel(host('<div class="swiper-container" data-items="3"></div>', 'div'))).toThrow(
      'it has no div.swiper-wrapper holding its slides',
    );
  });
});
