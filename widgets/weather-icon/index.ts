import type { ElementWidget } from '../../loader/contract';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { option } from '../../toolkit/dom/options';
import { drawWeather, WEATHER_TYPES, weatherType } from './draw';

/** The 404 page's two rain icons move above 767 px only (markup contract §13.6). */
const NOT_FOUND_ICONS = '#icon404, #icon404-subset';
const WIDE = '(min-width: 768px)';
const FRAME_MS = 33;

const weatherOptions = {
  type: option.string({
    description: `The weather drawn: ${WEATHER_TYPES.join(', ')} (in any case, with spaces, hyphens or underscores). The 404 page's icons draw rain without it.`,
    default: '',
  }),
  color: option.string({
    description: "The colour it is drawn in (any CSS colour); without it, the canvas's own text colour.",
    default: '',
  }),
};

/**
 * The theme's weather icons (`canvas.climacon-shortcode[data-type][data-color]`, and the 404 page's rain icons
 * `#icon404` / `#icon404-subset`), drawn as Skycons drew them and moving while they are in view; one still
 * frame for visitors who prefer reduced motion. Each canvas is an image named by its weather for screen readers.
 */
export const widget: ElementWidget = domWidget({
  options: weatherOptions,
  mount({ host: canvas, options, changes, ctx }) {
    const notFound = canvas.matches(NOT_FOUND_ICONS);
    const type = weatherType(options.type || (notFound ? 'rain' : null));
    const context = canvas instanceof HTMLCanvasElement ? canvas.getContext('2d') : null;
    if (!type || !context) {
      ctx.error(
        canvas,
        `data-type "${options.type}" is not a weather icon (rain, sleet, snow, wind, fog, cloudy, clear day, clear night, partly cloudy day, partly cloudy night)`,
      );
      return;
    }
    const { width, height } = context.canvas;
    if (width === 0 || height === 0) {
      // Nothing can be drawn on it, and the drawing's radii would be negative.
      ctx.error(canvas, `the canvas is ${width} × ${height} pixels: there is nothing to draw the icon on`);
      return;
    }
    const color = options.color || getComputedStyle(canvas).color;
    const draw = (time: number) => drawWeather(context, type, time / 1000, color);
    draw(0);
    changes.defer(() => context.clearRect(0, 0, context.canvas.width, context.canvas.height));
    // Named only once it is drawn: an icon that cannot be drawn leaves the canvas as the server printed it.
    if (!canvas.hasAttribute('role')) changes.setAttribute(canvas, 'role', 'img');
    if (!canvas.hasAttribute('aria-label'))
      changes.setAttribute(canvas, 'aria-label', type.charAt(0).toUpperCase() + type.slice(1));
    if (prefersReducedMotion() || (notFound && !matchMedia(WIDE).matches)) return;
    // 30 frames a second (plenty for these slow movements, and half the work), only while in view.
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearInterval(timer);
      if (entries[entries.length - 1]?.isIntersecting) {
        timer = setInterval(() => draw(performance.now()), FRAME_MS);
      }
    });
    observer.observe(canvas);
    changes.defer(() => {
      observer.disconnect();
      clearInterval(timer);
    });
  },
});
