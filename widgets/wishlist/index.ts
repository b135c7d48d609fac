import { reactWidget } from '../../loader/runtime/react-widget';
import { Wishlist } from './Wishlist';

export const widget = reactWidget({ options: {}, component: Wishlist });
