import type { ElementWidget } from '../../loader/contract';
import { renderRoot } from '../../toolkit/react/react-widget';
import { type ChartDrawing, ChartWidget } from '../families/charts/ChartWidget';
import '../families/charts/charts.css';

/** Chart.js with what a polar area chart needs, loaded when the chart first comes into view. */
const drawing = (): Promise<ChartDrawing> => import('./draw.alone');

export const widget: ElementWidget = {
  mount: (host, ctx) =>
    renderRoot(<ChartWidget host={host} ctx={ctx} kind="polarArea" drawing={drawing} />, ctx),
};
