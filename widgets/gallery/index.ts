import { reactWidget } from '../../toolkit/react/react-widget';
import '../families/slideshow/slideshow.css';
import { Gallery } from './Gallery';
import { galleryOptions } from './options';

export const widget = reactWidget({ options: galleryOptions, component: Gallery });
