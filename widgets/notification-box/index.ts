import { reactWidget } from '../../loader/runtime/react-widget';
import { NotificationBox } from './NotificationBox';

export const widget = reactWidget({ options: {}, component: NotificationBox });
