import { reactWidget } from '../../toolkit/react/react-widget';
import { removeFromCartOptions } from './options';
import { RemoveFromCart } from './RemoveFromCart';

export const widget = reactWidget({ options: removeFromCartOptions, component: RemoveFromCart });
