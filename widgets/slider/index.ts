import { reactWidget } from '../../toolkit/react/react-widget';
import '../families/slideshow/slideshow.css';
import { sliderOptions } from './options';
import { Slider } from './Slider';

export const widget = reactWidget({ options: sliderOptions, component: Slider });
