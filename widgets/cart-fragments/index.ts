import { reactPageWidget } from '../../loader/runtime/react-widget';
import { CartFragments } from './CartFragments';

export const widget = reactPageWidget({ component: CartFragments });
