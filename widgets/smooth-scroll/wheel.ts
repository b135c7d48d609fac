/** Behaviour spec point 9: each animation lasts 700 ms, a wheel notch moves 140 px, an arrow key 50 px. */
export const SMOOTH_MS = 700;
export const WHEEL_STEP = 140;
export const ARROW_STEP = 50;

/** What a wheel event says, as far as smooth scrolling goes. */
export interface WheelReading {
  readonly deltaX: number;
  readonly deltaY: number;
  readonly deltaMode: number;
  /** The legacy `wheelDeltaY`: 120 a notch for a mouse wheel, a few pixels from a touchpad. */
  readonly wheelDeltaY?: number;
  readonly ctrlKey: boolean;
}

/**
 * The pixels a mouse wheel's notches ask for, or null for what must scroll natively: a touchpad's precise
 * deltas (pixel deltas that are not whole notches, or any sideways part), pinch and Ctrl zoom.
 */
export function wheelPixels({
  deltaX,
  deltaY,
  deltaMode,
  wheelDeltaY,
  ctrlKey,
}: WheelReading): number | null {
  if (ctrlKey || deltaX !== 0 || deltaY === 0) return null;
  // Lines (Firefox's mouse wheel): one notch is 3 lines.
  if (deltaMode === 1) return (deltaY / 3) * WHEEL_STEP;
  if (deltaMode !== 0 || !wheelDeltaY || wheelDeltaY % 120 !== 0) return null;
  return (-wheelDeltaY / 120) * WHEEL_STEP;
}

/** An ease-out: quick at first, settling at the target, as SmoothScroll's pulse felt. */
export function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}
