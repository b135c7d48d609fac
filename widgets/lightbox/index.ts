import { reactPageWidget } from '../../toolkit/react/react-widget';
import { Lightbox } from './Lightbox';
import { lightboxOptions } from './options';

export { installJQuery } from './jquery';

export const widget = { ...reactPageWidget({ component: Lightbox }), docs: { options: lightboxOptions } };
