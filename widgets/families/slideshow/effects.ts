import type { CreativeEffectTransform as Pose, SwiperOptions } from 'swiper/types';

/**
 * The theme's transition effects (Quartz and Selene's `data-effect_type`, the specification's names), each a
 * Swiper effect. `scroll` (the theme's name) and `slide` (the specification's) are Swiper's own slide; the others are its creative effect: every slide but the one shown waits stacked in the
 * `prev` or `next` pose, and a change moves the leaving and the coming slide between poses.
 */
export const EFFECTS = [
  'fade',
  'scroll',
  'slide',
  'overlap-left',
  'overlap-right',
  'overlap-top',
  'overlap-bottom',
  'scroll-perspective',
] as const;

export type Effect = (typeof EFFECTS)[number];

/** Each transition takes 700 ms (specification §4). */
export const TRANSITION_MS = 700;

/** The coming slide covers the leaving one from the side it enters; the leaving one gives way a little. */
function overlap(axis: 'x' | 'y', from: 1 | -1): { prev: Pose; next: Pose } {
  const at = (share: string): Pose['translate'] => (axis === 'x' ? [share, 0, -1] : [0, share, -1]);
  const sign = from === 1 ? '' : '-';
  const back = from === 1 ? '-' : '';
  return { prev: { translate: at(`${back}30%`) }, next: { translate: at(`${sign}100%`) } };
}

const POSES: Record<
  Exclude<Effect, 'scroll' | 'slide'>,
  { prev: Pose; next: Pose; perspective?: boolean }
> = {
  fade: { prev: { opacity: 0 }, next: { opacity: 0 } },
  // New content enters moving left: from the right edge.
  'overlap-left': overlap('x', 1),
  'overlap-right': overlap('x', -1),
  // Moving up: from the bottom edge.
  'overlap-top': overlap('y', 1),
  'overlap-bottom': overlap('y', -1),
  'scroll-perspective': {
    perspective: true,
    prev: { translate: ['-100%', 0, -400], rotate: [0, 40, 0] },
    next: { translate: ['100%', 0, -400], rotate: [0, -40, 0] },
  },
};

/** The Swiper options for an effect. */
export function effectOptions(effect: Effect): SwiperOptions {
  if (effect === 'scroll' || effect === 'slide') return { effect: 'slide' };
  const { perspective = false, prev, next } = POSES[effect];
  return { effect: 'creative', creativeEffect: { perspective, limitProgress: 1, prev, next } };
}
