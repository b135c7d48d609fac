import type { ElementWidget } from '../../loader/contract';
import { renderRoot } from '../../toolkit/react/react-widget';
import { ChartWidget } from '../families/charts/ChartWidget';
import { chartDrawing } from '../families/charts/drawing';
import '../families/charts/charts.css';

/** Chart.js with what a polar area chart needs (or every type's), loaded when it first comes into view. */
const drawing = chartDrawing(() => import('./draw.alone'));

export const widget: ElementWidget = {
  mount: (host, ctx) =>
    renderRoot(<ChartWidget host={host} ctx={ctx} kind="polarArea" drawing={drawing} />, ctx),
};
