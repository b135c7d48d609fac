import { reactWidget } from '../../toolkit/react/react-widget';
import { Toggle } from './Toggle';

export const widget = reactWidget({ options: {}, component: Toggle });
