/** Column names by count (specification, point 9): the class an item's width comes from. */
const COLUMN_CLASSES: Readonly<Record<string, number>> = {
  full: 1,
  one_half: 2,
  one_third: 3,
  one_fourth: 4,
  one_fifth: 5,
};

/** Below 900 px a row of four holds two, a row of five three (specification, point 9). */
const NARROW_ROWS: Readonly<Record<number, number>> = { 4: 2, 5: 3 };
export const NARROW_WIDTH = 900;

/**
 * The columns of a grid: the RAD post grid's `post-grid-<n>cols`, else its first item's column class, else
 * what its items' widths say; fewer under 900 px. (At 767 px or less the grid is the server's single column.)
 */
export function columnsOf(grid: Element, first: Element | null, viewport: number, measured: number): number {
  const named = /(?:^|\s)post-grid-(\d)cols(?:\s|$)/.exec(grid.className)?.[1];
  const byClass = first
    ? Object.keys(COLUMN_CLASSES).find((name) => first.classList.contains(name))
    : undefined;
  const wide = Number(named) || (byClass ? (COLUMN_CLASSES[byClass] ?? 1) : Math.max(1, measured));
  return viewport < NARROW_WIDTH ? (NARROW_ROWS[wide] ?? wide) : wide;
}

export interface Placed {
  readonly x: number;
  readonly y: number;
}

export interface Layout {
  readonly positions: readonly Placed[];
  readonly height: number;
}

/**
 * Isotope's two layouts, for items of known heights in `columns` columns of `width`:
 * - masonry: each item goes to the top of the shortest column (the leftmost of equals), so the order reads
 *   across and the columns stay even;
 * - rows (fitRows): items fill a row left to right; the next row starts below the row's tallest.
 */
export function layOut(
  mode: 'masonry' | 'rows',
  heights: readonly number[],
  columns: number,
  width: number,
): Layout {
  const positions: Placed[] = [];
  if (mode === 'masonry') {
    const bottoms = new Array<number>(columns).fill(0);
    for (const height of heights) {
      let column = 0;
      for (let at = 1; at < columns; at++) if ((bottoms[at] ?? 0) < (bottoms[column] ?? 0)) column = at;
      positions.push({ x: column * width, y: bottoms[column] ?? 0 });
      bottoms[column] = (bottoms[column] ?? 0) + height;
    }
    return { positions, height: Math.max(0, ...bottoms) };
  }
  let top = 0;
  let rowHeight = 0;
  heights.forEach((height, at) => {
    const column = at % columns;
    if (column === 0 && at > 0) {
      top += rowHeight;
      rowHeight = 0;
    }
    positions.push({ x: column * width, y: top });
    rowHeight = Math.max(rowHeight, height);
  });
  return { positions, height: top + rowHeight };
}
