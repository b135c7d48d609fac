import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';

// Every chart type's parts: what each type's own drawing part (`widgets/<type>-chart/draw.alone.ts`) registers.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Tooltip,
);

/** Draws the chart; its `destroy` leaves the canvas as it was. */
export function draw(canvas: HTMLCanvasElement, config: ChartConfiguration): Chart {
  return new Chart(canvas, config);
}
