import { reactWidget } from '../../toolkit/react/react-widget';
import { Wishlist } from './Wishlist';

export const widget = reactWidget({ options: {}, component: Wishlist });
