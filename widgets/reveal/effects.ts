/**
 * The theme's reveal effects (markup contract §5 and §12), as where each starts from (a transform, with opacity
 * 0) and how long it takes to come to rest. Only transform and opacity move: nothing is laid out again.
 */
export interface Effect {
  /** The transform it starts from. */
  readonly from: string;
  readonly ms: number;
}

const shift = (axis: 'X' | 'Y', px: number) => `translate${axis}(${px}px)`;

/**
 * `.way-animated` (`data-waycheck`), `.chain-animated` (`data-chain`) and props (`data-effect`): 30 px fades in
 * 400 ms, 100 px "big" fades in 700 ms, scale-in from 1.5 and scale-out from 0.5; anything else fades.
 */
export function scrollEffect(name: string | undefined): Effect {
  const big = name?.startsWith('big-') ?? false;
  const px = big ? 100 : 30;
  const ms = big ? 700 : 400;
  switch (name?.replace('big-', '')) {
    case 'fade-left':
      return { from: shift('X', -px), ms };
    case 'fade-right':
      return { from: shift('X', px), ms };
    case 'fade-top':
      return { from: shift('Y', -px), ms };
    case 'fade-bottom':
      return { from: shift('Y', px), ms };
    case 'scale-in':
      return { from: 'scale(1.5)', ms };
    case 'scale-out':
      return { from: 'scale(0.5)', ms };
    default:
      return { from: 'none', ms: 400 };
  }
}

/** `.media-listener[data-effect]`: four effects, 400 ms; any other is left as printed (null). */
export function mediaEffect(name: string | undefined): Effect | null {
  const from = {
    fade: 'none',
    'fade-right': shift('X', -20),
    'fade-left': shift('X', 20),
    'fade-grow': 'scale(0.4)',
  }[name ?? ''];
  return from ? { from, ms: 400 } : null;
}

/**
 * The title area's effects (`div.title-wrap` and its `.animate-block`s): the curtains, `animate-bg` and `none`
 * are not here (null), the first two being a block and its content, the third its background.
 */
export function titleEffect(name: string | undefined): Effect | null {
  switch (name) {
    case 'fade':
      return { from: 'none', ms: 600 };
    case 'fade-left':
      return { from: shift('X', -30), ms: 500 };
    case 'fade-right':
      return { from: shift('X', 30), ms: 500 };
    case 'rotate-left':
      return { from: 'rotate(-40deg)', ms: 400 };
    case 'rotate-right':
      return { from: 'rotate(40deg)', ms: 400 };
    case 'scale-in':
      return { from: 'scale(1.2)', ms: 400 };
    case 'scale-out':
      return { from: 'scale(0.8)', ms: 400 };
    case 'metro':
      return { from: 'perspective(400px) rotateY(25deg)', ms: 400 };
    default:
      return null;
  }
}

/** The theme's delays: `data-delay` in ms on scroll reveals, in seconds on the title area. */
export function delayOf(value: string | undefined, unit = 1): number {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) && number > 0 ? Math.round(number * unit) : 0;
}
