import { reactWidget } from '../../toolkit/react/react-widget';
import { AddToCart } from './AddToCart';
import { addToCartOptions } from './options';

export const widget = reactWidget({ options: addToCartOptions, component: AddToCart });
