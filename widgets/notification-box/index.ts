import { reactWidget } from '../../toolkit/react-widget';
import { NotificationBox } from './NotificationBox';

export const widget = reactWidget({ options: {}, component: NotificationBox });
