import { reactPageWidget } from '../../toolkit/react/react-widget';
import { CartFragments } from './CartFragments';

export const widget = reactPageWidget({ component: CartFragments });
