import { describe, expect, it } from 'vitest';
import { creep } from '../../widgets/page-loader/progress';
import { wheelPixels } from '../../widgets/smooth-scroll/wheel';
import { fieldIsValid } from '../../widgets/sticky-contact/validate';

describe('the loading bar creeps to 80% over 60 s', () => {
  it.each([
    [0, 0],
    [30_000, 0.4],
    [60_000, 0.8],
    [120_000, 0.8],
    [-5, 0],
  ])('after %i ms: %f', (elapsed, expected) => {
    expect(creep(elapsed)).toBeCloseTo(expected, 10);
  });
});

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

describe('a sticky contact field is valid', () => {
  it.each([
    ['filled', { value: 'Ana', placeholder: 'Your name' }, true],
    ['empty', { value: '', placeholder: 'Your name' }, false],
    ['spaces', { value: '   ', placeholder: 'Your name' }, false],
    ['its default text', { value: 'Your name', placeholder: 'Your name' }, false],
    ['an address', { value: 'ana@example.com', placeholder: 'Your email', email: true }, true],
    ['an address without a domain', { value: 'ana@example', placeholder: 'Your email', email: true }, false],
    ['two @', { value: 'ana@@example.com', placeholder: 'Your email', email: true }, false],
  ] as const)('%s: %s', (_name, field, expected) => {
    expect(fieldIsValid(field)).toBe(expected);
  });
});
