import type { ChartDrawing } from './ChartWidget';
import { CHART_CLASSES } from './read-chart';

/**
 * Which Chart.js a chart draws with. Each type's own part holds Chart.js tree-shaken to that type (46 to 56 KB
 * gzip), but Chart.js ships as one module, so each of those parts holds its core again; the family's part holds
 * every type's (65 KB). A page showing charts of one type loads that type's part; a page showing charts of two
 * or more (two types' parts would already weigh more) loads the family's, once, for all of them. Decided when the
 * page's first chart is drawn, from the kinds of chart the page holds then.
 */
let everyType: boolean | undefined;
let family: Promise<ChartDrawing> | undefined;

/** How many kinds of chart the page holds, by the theme's wrappers or `data-widget`. */
export function chartKindsOnPage(root: ParentNode = document): number {
  return Object.values(CHART_CLASSES).filter(({ wrap, widget }) =>
    root.querySelector(`.${wrap}, [data-widget~="${widget}"]`),
  ).length;
}

/** A chart type's `drawing`: its own part (`own`), or the family's where the page shows several types. */
export function chartDrawing(own: () => Promise<ChartDrawing>): () => Promise<ChartDrawing> {
  return () => {
    everyType ??= chartKindsOnPage() > 1;
    if (!everyType) return own();
    // A failed load is not kept: the next chart to draw asks again.
    family ??= import('./draw.alone').catch((error: unknown) => {
      family = undefined;
      throw error;
    });
    return family;
  };
}
