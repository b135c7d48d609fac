import { reactWidget } from '../../toolkit/react/react-widget';
import { Accordion } from './Accordion';
import { accordionOptions } from './options';
import './accordion.css';

export const widget = reactWidget({ options: accordionOptions, component: Accordion });
