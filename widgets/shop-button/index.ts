import { reactWidget } from '../../loader/runtime/react-widget';
import { ShopButton } from './ShopButton';

export const widget = reactWidget({ options: {}, component: ShopButton });
