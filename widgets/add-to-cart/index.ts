import { reactWidget } from '../../loader/runtime/react-widget';
import { AddToCart } from './AddToCart';

export const widget = reactWidget({ options: {}, component: AddToCart });
