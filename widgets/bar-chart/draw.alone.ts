import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  LinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Draws the chart; its `destroy` leaves the canvas as it was. */
export function draw(canvas: HTMLCanvasElement, config: ChartConfiguration): Chart {
  return new Chart(canvas, config);
}
