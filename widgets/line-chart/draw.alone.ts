import {
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip);

/** Draws the chart; its `destroy` leaves the canvas as it was. */
export function draw(canvas: HTMLCanvasElement, config: ChartConfiguration): Chart {
  return new Chart(canvas, config);
}
