import { reactWidget } from '../../toolkit/react/react-widget';
import { VideoGallery } from './VideoGallery';
import './video-gallery.css';

export const widget = reactWidget({ options: {}, component: VideoGallery });
