import { reactWidget } from '../../toolkit/react/react-widget';
import { BackgroundVideo } from './BackgroundVideo';
import './background-video.css';

export const widget = reactWidget({ options: {}, component: BackgroundVideo });
