import { describe, expect, test } from 'vitest';
import { delayOf, mediaEffect, scrollEffect, titleEffect } from '../../widgets/reveal/effects';
import { weatherType } from '../../widgets/weather-icon/draw';

describe('the theme’s reveal effects', () => {
  test('scroll effects: 30 px in 400 ms, big ones 100 px in 700 ms, scales from 1.5 and 0.5, anything else a fade', () => {
    expect(scrollEffect('fade-left')).toEqual({ from: 'translateX(-30px)', ms: 400 });
    expect(scrollEffect('fade-bottom')).toEqual({ from: 'translateY(30px)', ms: 400 });
    expect(scrollEffect('big-fade-top')).toEqual({ from: 'translateY(-100px)', ms: 700 });
    expect(scrollEffect('big-fade-right')).toEqual({ from: 'translateX(100px)', ms: 700 });
    expect(scrollEffect('scale-in')).toEqual({ from: 'scale(1.5)', ms: 400 });
    expect(scrollEffect('scale-out')).toEqual({ from: 'scale(0.5)', ms: 400 });
    expect(scrollEffect('fade')).toEqual({ from: 'none', ms: 400 });
    expect(scrollEffect('wobble')).toEqual({ from: 'none', ms: 400 });
    expect(scrollEffect(undefined)).toEqual({ from: 'none', ms: 400 });
  });

  test('media effects: four, 20 px; an unknown one is left as printed', () => {
    expect(mediaEffect('fade-right')).toEqual({ from: 'translateX(-20px)', ms: 400 });
    expect(mediaEffect('fade-left')).toEqual({ from: 'translateX(20px)', ms: 400 });
    expect(mediaEffect('fade-grow')).toEqual({ from: 'scale(0.4)', ms: 400 });
    expect(mediaEffect('spin')).toBeNull();
  });

  test('title effects: their own scales, rotations and durations; curtains, animate-bg and none are not transforms', () => {
    expect(titleEffect('fade')).toEqual({ from: 'none', ms: 600 });
    expect(titleEffect('fade-right')).toEqual({ from: 'translateX(30px)', ms: 500 });
    expect(titleEffect('rotate-left')).toEqual({ from: 'rotate(-40deg)', ms: 400 });
    expect(titleEffect('scale-in')).toEqual({ from: 'scale(1.2)', ms: 400 });
    expect(titleEffect('scale-out')).toEqual({ from: 'scale(0.8)', ms: 400 });
    expect(titleEffect('metro')).toEqual({ from: 'perspective(400px) rotateY(25deg)', ms: 400 });
    for (const name of ['curtain-fade', 'curtain-show', 'animate-bg', 'none', undefined]) {
      expect(titleEffect(name)).toBeNull();
    }
  });

  test('delays: ms on scroll reveals, seconds on the title area; junk and negatives are none', () => {
    expect(delayOf('200')).toBe(200);
    expect(delayOf('0.3', 1000)).toBe(300);
    expect(delayOf('soon')).toBe(0);
    expect(delayOf('-5')).toBe(0);
    expect(delayOf(undefined)).toBe(0);
  });
});

test('weather types as the theme prints them, with hyphens or underscores too', () => {
  expect(weatherType('partly cloudy day')).toBe('partly cloudy day');
  expect(weatherType('PARTLY-CLOUDY_NIGHT')).toBe('partly cloudy night');
  expect(weatherType(' rain ')).toBe('rain');
  expect(weatherType('hail')).toBeNull();
  expect(weatherType(null)).toBeNull();
});
