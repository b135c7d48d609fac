import { reactWidget } from '../../toolkit/react-widget';
import { BackgroundVideo } from './BackgroundVideo';
import './background-video.css';

export const widget = reactWidget({ options: {}, component: BackgroundVideo });
