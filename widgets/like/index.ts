import { reactWidget } from '../../toolkit/react-widget';
import { Like } from './Like';
import { likeOptions } from './options';

export const widget = reactWidget({ options: likeOptions, component: Like });
