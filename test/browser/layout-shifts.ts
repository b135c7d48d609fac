import type { Page } from '@playwright/test';

/**
 * Records every layout shift not caused by input from the page's start (call before opening it), each with what
 * moved, from where to where and when, so a failure says which element shifted; read with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}.${node.className}`
        : String(node);
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        if (shift.hadRecentInput) continue;
        const moved = shift.sources.map(
          (source) => `${name(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        );
        shifts.push(`${shift.value} at ${Math.round(shift.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded so far, two frames on (every shift before now has been reported by then). On a
 * paused clock (`installPausedClock`) the frames are the clock's: it is moved on by two.
 */
export async function layoutShifts(page: Page, clock: 'real' | 'paused' = 'real'): Promise<string[]> {
  if (clock === 'paused') await page.clock.runFor(32);
  else
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}
