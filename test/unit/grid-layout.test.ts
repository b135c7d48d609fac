import { describe, expect, test } from 'vitest';
import { columnsOf, layOut } from '../../widgets/grid/layout';

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

describe('layOut', () => {
  test('masonry: each item tops the shortest column, the leftmost of equals', () => {
    const { positions, height } = layOut('masonry', [240, 420, 300, 260, 380, 220], 3, 100);
    expect(positions).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 200, y: 0 },
      { x: 0, y: 240 },
      { x: 200, y: 300 },
      { x: 100, y: 420 },
    ]);
    expect(height).toBe(680);
  });

  test('rows: left to right, the next row below the tallest of the row', () => {
    const { positions, height } = layOut('rows', [240, 420, 300, 260, 380], 3, 100);
    expect(positions).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 200, y: 0 },
      { x: 0, y: 420 },
      { x: 100, y: 420 },
    ]);
    expect(height).toBe(800);
  });

  test('nothing to lay out is no height', () => {
    expect(layOut('masonry', [], 3, 100)).toEqual({ positions: [], height: 0 });
    expect(layOut('rows', [], 3, 100)).toEqual({ positions: [], height: 0 });
  });
});

describe('columnsOf', () => {
  const grid = element('<ul class="isotope"></ul>');
  const item = (name: string) => element(`<li class="iso-item ${name}"></li>`);

  test('by the first item’s column class: full 1, one_half 2, one_third 3, one_fourth 4, one_fifth 5', () => {
    expect(
      ['full', 'one_half', 'one_third', 'one_fourth', 'one_fifth'].map((name) =>
        columnsOf(grid, item(name), 1200, 0),
      ),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  test('under 900 px a fourth goes to 2 a row and a fifth to 3; the others keep theirs', () => {
    expect(
      ['one_third', 'one_fourth', 'one_fifth'].map((name) => columnsOf(grid, item(name), 899, 0)),
    ).toEqual([3, 2, 3]);
    expect(columnsOf(grid, item('one_fourth'), 900, 0)).toBe(4);
  });

  test('the RAD post grid’s post-grid-<n>cols wins; without a class, the measured count', () => {
    expect(
      columnsOf(element('<ul class="isotope posts-grid post-grid-4cols"></ul>'), item('one_third'), 1200, 0),
    ).toBe(4);
    expect(columnsOf(grid, element('<li></li>'), 1200, 3)).toBe(3);
  });
});
