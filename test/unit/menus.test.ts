import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_WIDTH, levelsBelow, opensLeft } from '../../widgets/menu/edge';
import { hoverIntent } from '../../widgets/menu/hover-intent';
import { effectOf } from '../../widgets/menu/index';
import { copyItems, MOBILE_LEVELS } from '../../widgets/menu/mobile-source';

describe('edge flipping (180 px a level)', () => {
  it('opens to the left when the chain would pass the viewport edge', () => {
    expect(LEVEL_WIDTH).toBe(180);
    expect(opensLeft(600, 1, 800)).toBe(false);
    expect(opensLeft(620, 1, 800)).toBe(false);
    expect(opensLeft(621, 1, 800)).toBe(true);
    expect(opensLeft(400, 3, 800)).toBe(true);
    expect(opensLeft(400, 3, 1600)).toBe(false);
  });

  it('counts the sub-menu levels below an item, mega menus included', () => {
    document.body.innerHTML = `
      <ul><li id="plain"><a href="/">Plain</a></li>
      <li id="one"><a href="/">One</a><ul class="sub-menu"><li><a href="/">A</a></li></ul></li>
      <li id="three"><a href="/">Three</a><ul class="sub-menu"><li><a href="/">A</a>
        <ul class="sub-menu"><li><a href="/">B</a><ul class="sub-menu"><li><a href="/">C</a></li></ul></li></ul>
      </li><li><a href="/">D</a><ul class="sub-menu"><li><a href="/">E</a></li></ul></li></ul></li></ul>`;
    const level = (id: string) => levelsBelow(document.getElementById(id) as HTMLElement);
    expect(level('plain')).toBe(0);
    expect(level('one')).toBe(1);
    expect(level('three')).toBe(3);
  });
});

describe('hover intent (100 ms, sensitivity 7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once the pointer has moved less than 7 px in 100 ms', () => {
    const over = vi.fn();
    const out = vi.fn();
    const intent = hoverIntent(over, out);
    intent.enter(10, 10);
    intent.move(13, 13);
    vi.advanceTimersByTime(99);
    expect(over).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(over).toHaveBeenCalledTimes(1);
    intent.move(40, 40);
    vi.advanceTimersByTime(500);
    expect(over).toHaveBeenCalledTimes(1);
    intent.leave();
    expect(out).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer travels, and opens when it rests', () => {
    const over = vi.fn();
    const intent = hoverIntent(over, vi.fn());
    intent.enter(0, 0);
    intent.move(4, 3); // 7 px: still travelling
    vi.advanceTimersByTime(100);
    expect(over).not.toHaveBeenCalled();
    intent.move(30, 3);
    vi.advanceTimersByTime(100);
    expect(over).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(over).toHaveBeenCalledTimes(1);
  });

  it('a pointer leaving before it rests opens and closes nothing', () => {
    const over = vi.fn();
    const out = vi.fn();
    const intent = hoverIntent(over, out);
    intent.enter(0, 0);
    vi.advanceTimersByTime(60);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(over).not.toHaveBeenCalled();
    expect(out).not.toHaveBeenCalled();
  });
});

describe('effects', () => {
  it('reads the theme names, any case; anything else fades', () => {
    expect(effectOf('Fade Shift Down')).toBe('fade-shift-down');
    expect(effectOf('scale out fade')).toBe('scale-out-fade');
    expect(effectOf('None')).toBe('none');
    expect(effectOf('Wobble')).toBe('fade');
    expect(effectOf(null)).toBe('fade');
  });
});

describe('the mobile menu built from the desktop menu', () => {
  it('copies links as text, mega columns as items, down to four levels', () => {
    document.body.innerHTML = `<ul class="menu">
      <li class="menu-item current-menu-item hasDropDown"><a href="/a/">A<span class="spacer"></span></a>
        <div class="hoverdir-wrap"><span class="hoverdir"></span></div>
        <ul class="sub-menu"><li class="menu-item"><a href="/b/">B &lt;i&gt;</a>
          <ul class="sub-menu"><li class="menu-item"><a href="/c/">C</a>
            <ul class="sub-menu"><li class="menu-item"><a href="/d/">D</a>
              <ul class="sub-menu"><li class="menu-item"><a href="/e/">E</a></li></ul></li></ul></li></ul></li></ul></li>
      <li class="menu-item"><a href="/m/">Mega</a><div class="sub-menu"><ul>
        <li class="megamenu"><a href="/col/">Column</a><ul class="sub-menu"><li><a href="/x/">X</a></li></ul></li>
      </ul></div></li></ul>`;
    const copy = copyItems(document.querySelector('ul.menu') as Element, MOBILE_LEVELS);
    expect(MOBILE_LEVELS).toBe(4);
    expect([...copy.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'A',
      'B <i>',
      'C',
      'D',
      'Mega',
      'Column',
      'X',
    ]);
    expect(copy.querySelector('i')).toBeNull();
    expect(copy.firstElementChild?.className).toBe('menu-item current-menu-item');
    expect(copy.querySelectorAll('ul.sub-menu')).toHaveLength(5);
  });
});
