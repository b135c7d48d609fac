import { reactWidget } from '../../toolkit/react/react-widget';
import { Newsletter } from './Newsletter';
import { newsletterOptions } from './options';
import './newsletter.css';

export const widget = reactWidget({ options: newsletterOptions, component: Newsletter });
