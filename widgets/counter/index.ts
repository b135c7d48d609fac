import { reactWidget } from '../../toolkit/react/react-widget';
import { Counter } from './Counter';
import { counterOptions } from './options';

export const widget = reactWidget({ options: counterOptions, component: Counter });
