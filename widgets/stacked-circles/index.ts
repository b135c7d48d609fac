import { reactWidget } from '../../toolkit/react/react-widget';
import { StackedCircles } from './StackedCircles';

export const widget = reactWidget({ options: {}, component: StackedCircles });
