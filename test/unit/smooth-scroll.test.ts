import { describe, expect, it } from 'vitest';
import { wheelPixels } from '../../widgets/smooth-scroll/wheel';

describe('smooth scrolling takes mouse wheel notches only', () => {
  const wheel = { deltaX: 0, deltaY: 100, deltaMode: 0, wheelDeltaY: -120, ctrlKey: false };
  it.each([
    ['a notch down', wheel, 140],
    ['a notch up', { ...wheel, deltaY: -100, wheelDeltaY: 120 }, -140],
    ['two notches at once', { ...wheel, deltaY: 200, wheelDeltaY: -240 }, 280],
    ["Firefox's three lines", { ...wheel, deltaY: 3, deltaMode: 1, wheelDeltaY: undefined }, 140],
    ["a touchpad's few pixels", { ...wheel, deltaY: 4.5, wheelDeltaY: -5 }, null],
    ['a sideways move', { ...wheel, deltaX: 3 }, null],
    ['Ctrl-zoom', { ...wheel, ctrlKey: true }, null],
    ['pages', { ...wheel, deltaMode: 2 }, null],
  ] as const)('%s', (_name, reading, expected) => {
    expect(wheelPixels(reading)).toBe(expected);
  });
});
