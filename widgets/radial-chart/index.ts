import { reactWidget } from '../../toolkit/react/react-widget';
import { radialOptions } from './options';
import { RadialChart } from './RadialChart';
import './radial-chart.css';

export const widget = reactWidget({ options: radialOptions, component: RadialChart });
