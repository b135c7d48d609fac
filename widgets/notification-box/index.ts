import { reactWidget } from '../../toolkit/react/react-widget';
import { NotificationBox } from './NotificationBox';

export const widget = reactWidget({ options: {}, component: NotificationBox });
