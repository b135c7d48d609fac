import { reactWidget } from '../../loader/runtime/react-widget';
import { Toggle } from './Toggle';

export const widget = reactWidget({ options: {}, component: Toggle });
