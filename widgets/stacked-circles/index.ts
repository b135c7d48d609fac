import { reactWidget } from '../../toolkit/react-widget';
import { StackedCircles } from './StackedCircles';

export const widget = reactWidget({ options: {}, component: StackedCircles });
