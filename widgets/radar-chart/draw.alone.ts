import {
  Chart,
  type ChartConfiguration,
  Filler,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(RadarController, LineElement, PointElement, RadialLinearScale, Filler, Tooltip);

/** Draws the chart; its `destroy` leaves the canvas as it was. */
export function draw(canvas: HTMLCanvasElement, config: ChartConfiguration): Chart {
  return new Chart(canvas, config);
}
