import { ArcElement, Chart, type ChartConfiguration, PolarAreaController, RadialLinearScale } from 'chart.js';

Chart.register(PolarAreaController, ArcElement, RadialLinearScale);

// No tooltips: the slices' values are in the chart's info area (and its data table), and Chart.js's tooltip
// plugin would add 5 KB gzip.

/** Draws the chart; its `destroy` leaves the canvas as it was. */
export function draw(canvas: HTMLCanvasElement, config: ChartConfiguration): Chart {
  return new Chart(canvas, config);
}
