import { reactWidget } from '../../toolkit/react/react-widget';
import { Like } from './Like';
import { likeOptions } from './options';
import './like.css';

export const widget = reactWidget({ options: likeOptions, component: Like });
