import type { ChartConfiguration } from 'chart.js';
import type { ChartMarkup } from './read-chart';

/** Line series come in one after another, 400 ms apart (specification §9). */
export const SERIES_STAGGER_MS = 400;

/**
 * The Chart.js configuration for a chart the theme printed: its series or slices with their colours, the
 * canvas's shape kept as it resizes with its column, no legend (the theme's charts had none; the data table
 * after the canvas says what the colours are), and animations off when the visitor prefers reduced motion.
 */
export function chartConfig(markup: ChartMarkup, { reduced }: { reduced: boolean }): ChartConfiguration {
  const common = {
    responsive: true,
    maintainAspectRatio: true,
    aspectRatio: markup.ratio,
    plugins: { legend: { display: false } },
  };
  const { kind } = markup;
  if (kind === 'pie' || kind === 'doughnut' || kind === 'polarArea') {
    return {
      type: kind,
      data: {
        labels: [...markup.labels],
        datasets: [
          {
            data: markup.slices.map((slice) => slice.value),
            backgroundColor: markup.slices.map((slice) => slice.fill ?? undefined) as string[],
          },
        ],
      },
      options: {
        ...common,
        animation: reduced
          ? false
          : { duration: 1000, easing: 'easeOutExpo', animateScale: kind === 'pie', animateRotate: true },
      },
    } as ChartConfiguration;
  }
  const datasets = markup.series.map((series) => ({
    label: series.label,
    data: [...series.values],
    backgroundColor: series.fill ?? undefined,
    borderColor: series.stroke ?? undefined,
    pointBackgroundColor: series.point ?? undefined,
    pointBorderColor: series.pointStroke ?? undefined,
    borderWidth: kind === 'bar' ? 1 : 2,
    fill: kind !== 'bar' && series.fill !== null,
    tension: kind === 'line' ? 0.4 : 0,
  }));
  const animation = reduced
    ? false
    : kind === 'line'
      ? {
          delay: (context: { type: string; datasetIndex: number }) =>
            context.type === 'data' ? context.datasetIndex * SERIES_STAGGER_MS : 0,
        }
      : {};
  const scales =
    kind === 'radar'
      ? { r: { beginAtZero: true, ...(markup.max === null ? {} : { max: markup.max }) } }
      : { y: { beginAtZero: true, ...(markup.max === null ? {} : { max: markup.max }) } };
  return {
    type: kind,
    data: { labels: [...markup.labels], datasets },
    options: { ...common, animation, scales },
  } as ChartConfiguration;
}
