import { reactWidget } from '../../toolkit/react-widget';
import { readTarget, ShopButton } from './ShopButton';

export const widget = reactWidget({ options: {}, read: readTarget, component: ShopButton });
