import type { Page } from '@playwright/test';

/** What each weather canvas shows now, as PNG addresses. */
export function pictures(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (list) => list.map((selector) => (document.querySelector(selector) as HTMLCanvasElement).toDataURL()),
    [...selectors],
  );
}
