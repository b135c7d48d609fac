import { reactWidget } from '../../toolkit/react/react-widget';
import { ContactForm7 } from './ContactForm7';

export const widget = reactWidget({ options: {}, component: ContactForm7 });
