import { reactWidget } from '../../toolkit/react/react-widget';
import { Carousel } from './Carousel';
import './carousel.css';
import { carouselOptions } from './options';

export const widget = reactWidget({ options: carouselOptions, component: Carousel });
