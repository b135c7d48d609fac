import { reactWidget } from '../../loader/runtime/react-widget';
import { fillOption, progressBarsOptions } from './options';
import { ProgressBars } from './ProgressBars';

export const widget = reactWidget({
  options: progressBarsOptions,
  component: ProgressBars,
  items: { '.filler': { fill: fillOption } },
});
