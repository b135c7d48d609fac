import { reactWidget } from '../../toolkit/react/react-widget';
import { fillOption, progressBarsOptions } from './options';
import { ProgressBars } from './ProgressBars';
import './progress-bars.css';

export const widget = reactWidget({
  options: progressBarsOptions,
  component: ProgressBars,
  items: { '.filler': { fill: fillOption } },
});
