import type { ElementWidget } from '../../loader/types';
import { prefersReducedMotion } from '../../toolkit/motion';
import { drawWeather, weatherType } from './draw';

/** The 404 page's two rain icons move above 767 px only (markup contract §13.6). */
const NOT_FOUND_ICONS = '#icon404, #icon404-subset';
const WIDE = '(min-width: 768px)';

/**
 * The theme's weather icons (`canvas.climacon-shortcode[data-type][data-color]`, and the 404 page's rain icons
 * `#icon404` / `#icon404-subset`), drawn as Skycons drew them and moving while they are in view; one still
 * frame for visitors who prefer reduced motion. Each canvas is an image named by its weather for screen readers.
 */
export const widget: ElementWidget = {
  mount(canvas, ctx) {
    const notFound = canvas.matches(NOT_FOUND_ICONS);
    const type = weatherType(canvas.getAttribute('data-type') ?? (notFound ? 'rain' : null));
    const context = canvas instanceof HTMLCanvasElement ? canvas.getContext('2d') : null;
    if (!type || !context) {
      ctx.error(
        canvas,
        `data-type "${canvas.getAttribute('data-type')}" is not a weather icon (rain, sleet, snow, wind, fog, cloudy, clear day, clear night, partly cloudy day, partly cloudy night)`,
      );
      return () => {};
    }
    const color = canvas.getAttribute('data-color') || getComputedStyle(canvas).color;
    const hadRole = canvas.hasAttribute('role');
    const hadLabel = canvas.hasAttribute('aria-label');
    if (!hadRole) canvas.setAttribute('role', 'img');
    if (!hadLabel) canvas.setAttribute('aria-label', type.charAt(0).toUpperCase() + type.slice(1));

    let frame = 0;
    const draw = (time: number) => drawWeather(context, type, time / 1000, color);
    const loop = (time: number) => {
      draw(time);
      frame = requestAnimationFrame(loop);
    };
    draw(0);
    let observer: IntersectionObserver | undefined;
    const moving = !prefersReducedMotion() && (!notFound || matchMedia(WIDE).matches);
    if (moving) {
      // Frames only while some of the icon is in view.
      observer = new IntersectionObserver((entries) => {
        cancelAnimationFrame(frame);
        if (entries[entries.length - 1]?.isIntersecting) frame = requestAnimationFrame(loop);
      });
      observer.observe(canvas);
    }
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      context.clearRect(0, 0, context.canvas.width, context.canvas.height);
      if (!hadRole) canvas.removeAttribute('role');
      if (!hadLabel) canvas.removeAttribute('aria-label');
    };
  },
};
