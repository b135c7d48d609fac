/**
 * hoverIntent's rule (interval 100 ms, sensitivity 7): a pointer that enters calls `over` only once it has
 * moved less than `sensitivity` pixels (|dx| + |dy|) during one `interval`, so a pointer passing through on its
 * way elsewhere opens nothing; leaving calls `out` at once if `over` was called.
 */
export interface HoverIntent {
  enter(x: number, y: number): void;
  move(x: number, y: number): void;
  leave(): void;
}

export function hoverIntent(over: () => void, out: () => void, interval = 100, sensitivity = 7): HoverIntent {
  let x = 0;
  let y = 0;
  let px = 0;
  let py = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;
  const compare = () => {
    if (Math.abs(px - x) + Math.abs(py - y) < sensitivity) {
      timer = undefined;
      active = true;
      over();
    } else {
      px = x;
      py = y;
      timer = setTimeout(compare, interval);
    }
  };
  return {
    enter(nx, ny) {
      x = px = nx;
      y = py = ny;
      if (!active && !timer) timer = setTimeout(compare, interval);
    },
    move(nx, ny) {
      x = nx;
      y = ny;
    },
    leave() {
      clearTimeout(timer);
      timer = undefined;
      if (active) {
        active = false;
        out();
      }
    },
  };
}
