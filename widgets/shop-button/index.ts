import { reactWidget } from '../../toolkit/react-widget';
import { ShopButton } from './ShopButton';

export const widget = reactWidget({ options: {}, component: ShopButton });
