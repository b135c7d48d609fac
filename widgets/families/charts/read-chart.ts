import { meaningfulChildren } from '../../../toolkit/dom/wpautop';

/**
 * The theme's chart shortcodes (markup contract §13.4): a wrapper with the canvas the server printed as a direct
 * child, then one element per series (line, bar, radar: `data-values`, a comma list, on a wrapper's
 * `data-labels`) or per slice (pie, doughnut, polar area: `data-value`, in `div.info-area` with its `span.label`
 * and the `span.block` the share is written into).
 */
export type ChartKind = 'line' | 'bar' | 'radar' | 'pie' | 'doughnut' | 'polarArea';

/** The wrapper's class and its series' class, per kind, and the widget drawing it (its name in the registry). */
export const CHART_CLASSES: Record<
  ChartKind,
  { readonly wrap: string; readonly item: string; readonly widget: string }
> = {
  line: { wrap: 'line-chart-wrap', item: 'line-val', widget: 'line-chart' },
  bar: { wrap: 'bar-chart-wrap', item: 'bar-val', widget: 'bar-chart' },
  radar: { wrap: 'radar-chart-wrap', item: 'radar-val', widget: 'radar-chart' },
  pie: { wrap: 'pie-chart-wrap', item: 'pie-val', widget: 'pie-chart' },
  doughnut: { wrap: 'donut-chart-wrap', item: 'donut-val', widget: 'doughnut-chart' },
  polarArea: { wrap: 'polar-chart-wrap', item: 'polar-val', widget: 'polar-chart' },
};

export const SLICED: readonly ChartKind[] = ['pie', 'doughnut', 'polarArea'];

export interface Series {
  readonly element: HTMLElement;
  readonly label: string;
  readonly values: readonly number[];
  readonly fill: string | null;
  readonly stroke: string | null;
  readonly point: string | null;
  readonly pointStroke: string | null;
}

export interface Slice {
  readonly element: HTMLElement;
  readonly label: string;
  readonly value: number;
  readonly fill: string | null;
  /** Where the theme's script wrote the slice's share ("12.5%"). */
  readonly share: HTMLElement | null;
}

export interface ChartMarkup {
  readonly kind: ChartKind;
  readonly canvas: HTMLCanvasElement;
  /** The canvas's shape, from its width and height attributes. */
  readonly ratio: number;
  readonly labels: readonly string[];
  /** The line chart's `data-max`: the top of its scale. */
  readonly max: number | null;
  readonly series: readonly Series[];
  readonly slices: readonly Slice[];
  readonly toggle: HTMLElement | null;
  readonly infoArea: HTMLElement | null;
  /** What is wrong with the markup but leaves something to draw, one message per attribute. */
  readonly problems: readonly { readonly element: Element; readonly message: string }[];
}

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;

function color(
  element: Element,
  attribute: string,
  problems: ChartMarkup['problems'][number][],
): string | null {
  const raw = element.getAttribute(attribute)?.trim();
  if (!raw) return null;
  if (COLOR.test(raw)) return raw;
  problems.push({ element, message: `${attribute}="${raw}" is not a colour; Chart.js's default is used.` });
  return null;
}

function number(raw: string): number | null {
  const text = raw.trim();
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : null;
}

/** Reads a chart; throws (the server HTML stays) without a canvas or anything valid to draw. */
export function readChart(host: HTMLElement, kind: ChartKind): ChartMarkup {
  const { item } = CHART_CLASSES[kind];
  const canvas = meaningfulChildren(host).find(
    (child): child is HTMLCanvasElement => child instanceof HTMLCanvasElement,
  );
  if (!canvas) throw new Error('it has no <canvas> as a child to draw on');
  const width = Number(canvas.getAttribute('width')) || 300;
  const height = Number(canvas.getAttribute('height')) || 150;
  const problems: { element: Element; message: string }[] = [];
  const items = Array.from(host.querySelectorAll<HTMLElement>(`.${item}`));

  if (SLICED.includes(kind)) {
    const slices: Slice[] = [];
    for (const element of items) {
      const raw = element.getAttribute('data-value') ?? '';
      const value = number(raw);
      if (value === null || value < 0) {
        problems.push({
          element,
          message: `data-value="${raw}" is not a number of 0 or more; that slice is left out.`,
        });
        continue;
      }
      slices.push({
        element,
        value,
        label: element.querySelector('.label')?.textContent?.trim() ?? '',
        fill: color(element, 'data-fillcolor', problems),
        share: element.querySelector<HTMLElement>('.block'),
      });
    }
    if (slices.length === 0) throw new Error(`it has no .${item} with a data-value to draw`);
    return {
      kind,
      canvas,
      ratio: width / height,
      labels: slices.map((slice) => slice.label),
      max: null,
      series: [],
      slices,
      toggle: host.querySelector<HTMLElement>('.graph-info-toggle'),
      infoArea: host.querySelector<HTMLElement>('.info-area'),
      problems,
    };
  }

  const labels = (host.getAttribute('data-labels') ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
  if (labels.length === 0)
    throw new Error('data-labels is missing or empty: there is nothing to put on the axis');
  const rawMax = host.getAttribute('data-max');
  let max: number | null = null;
  if (rawMax !== null && rawMax.trim() !== '') {
    max = number(rawMax);
    if (max === null)
      problems.push({
        element: host,
        message: `data-max="${rawMax}" is not a number; the scale fits the values.`,
      });
  }
  const series: Series[] = [];
  for (const [at, element] of items.entries()) {
    const raw = element.getAttribute('data-values') ?? '';
    const parts = raw.split(',');
    const values = parts.map(number);
    if (values.some((value) => value === null)) {
      problems.push({
        element,
        message: `data-values="${raw}" holds something that is not a number; that series is left out.`,
      });
      continue;
    }
    if (values.length !== labels.length) {
      problems.push({
        element,
        message: `data-values="${raw}" has ${values.length} values for ${labels.length} labels; that series is left out.`,
      });
      continue;
    }
    series.push({
      element,
      label: element.getAttribute('data-label')?.trim() || `Series ${at + 1}`,
      values: values as number[],
      fill: color(element, 'data-fillcolor', problems),
      stroke: color(element, 'data-strokecolor', problems),
      point: color(element, 'data-pointcolor', problems),
      pointStroke: color(element, 'data-pointstrokecolor', problems),
    });
  }
  if (series.length === 0) throw new Error(`it has no .${item} with data-values to draw`);
  return {
    kind,
    canvas,
    ratio: width / height,
    labels,
    max,
    series,
    slices: [],
    toggle: null,
    infoArea: null,
    problems,
  };
}

/** A slice's share of the total, as the theme wrote it: "12.5%" (one decimal at most). */
export function shareText(value: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((value / total) * 1000) / 10}%`;
}
