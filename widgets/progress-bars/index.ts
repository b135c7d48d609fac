import { reactWidget } from '../../loader/runtime/react-widget';
import { progressBarsOptions } from './options';
import { ProgressBars } from './ProgressBars';

export const widget = reactWidget({ options: progressBarsOptions, component: ProgressBars });
