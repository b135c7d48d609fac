import { reactWidget } from '../../toolkit/react/react-widget';
import { storeNoticeOptions } from './options';
import { StoreNotice } from './StoreNotice';

export const widget = reactWidget({ options: storeNoticeOptions, component: StoreNotice });
