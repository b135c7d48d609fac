import { reactWidget } from '../../toolkit/react/react-widget';
import { Countdown } from './Countdown';
import { countdownOptions } from './options';
import './countdown.css';

export const widget = reactWidget({ options: countdownOptions, component: Countdown });
export { installJQuery } from './jquery-plugin';
