/**
 * The slider's layout, from its attributes and the width it gets (specification §9): it is designed at
 * `data-width` x `data-height` and shrinks with a narrower column, keeping that shape; the caption's layout
 * follows the width; a full-screen gallery fills the window below the header, at least 250 px.
 */

export type CaptionLayout = 'normal' | 'compact' | 'small' | 'none';

/** Above 600 px normal, 401 to 600 compact, 250 to 400 small, narrower none. */
export function captionLayout(width: number): CaptionLayout {
  if (width > 600) return 'normal';
  if (width > 400) return 'compact';
  if (width >= 250) return 'small';
  return 'none';
}

export const FULL_SCREEN_MIN_HEIGHT = 250;

export interface Box {
  readonly width: number;
  readonly height: number;
  /** Stretches to the column's width (the slider's `full_width`), still no taller than designed. */
  readonly fullWidth: boolean;
}

/**
 * The host's inline style: the box is reserved from the attributes alone, before any image arrives, so the
 * page does not move when the slider starts; its height follows its width through `aspect-ratio`.
 */
export function boxStyle({ width, height, fullWidth }: Box): Record<string, string> {
  return {
    width: '100%',
    'max-width': fullWidth ? 'none' : `${width}px`,
    'aspect-ratio': `${width} / ${height}`,
    'max-height': `${height}px`,
  };
}

/** A full-screen gallery's height: the window below where the page places it, and no less than 250 px. */
export function fullScreenHeight(windowHeight: number, top: number): number {
  return Math.max(FULL_SCREEN_MIN_HEIGHT, Math.round(windowHeight - top));
}
