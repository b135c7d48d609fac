import { reactWidget } from '../../toolkit/react/react-widget';
import { readTarget, ShopButton } from './ShopButton';

export const widget = reactWidget({ options: {}, read: readTarget, component: ShopButton });
