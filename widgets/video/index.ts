import { reactWidget } from '../../toolkit/react/react-widget';
import { videoOptions } from './options';
import { Video } from './Video';
import './video.css';

export const widget = reactWidget({ options: videoOptions, component: Video });
